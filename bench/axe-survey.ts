// axe over every development page at 320, 390 and 1280 px, with the tags the tests use
// (wcag2a, wcag2aa, wcag21aa, wcag22aa, best-practice): `npm run axe:survey`. It counts the
// violating nodes per rule, so a change can be compared before and after. The e2e tests assert
// zero on the pages and open states they drive; this survey sees the pages as they load.
import { SHOP_PAGES } from '../fixtures/pages/page-list.ts';
import { startShop } from '../fixtures/server/http.ts';
import { launchBrowser, newShopContext } from '../test/helpers/browser.ts';
import { runAxe } from '../test/helpers/axe.ts';

const WIDTHS = [320, 390, 1280];
const shop = await startShop({ port: 0 });
const base = `http://127.0.0.1:${shop.port}`;
const browser = await launchBrowser();
const byRule = new Map<string, number>();
let total = 0;
try {
  for (const { path } of SHOP_PAGES.filter((p) => !p.path.startsWith('/graphql') && !p.path.startsWith('/bench'))) {
    const row: string[] = [];
    for (const width of WIDTHS) {
      const context = await newShopContext(browser, base, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(path);
      // The first scan's widgets have settled (the loader's own measure), then the page is idle.
      await page.waitForFunction(() => performance.getEntriesByName('storefront:mount').length > 0, undefined, { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const violations = await runAxe(page);
      const nodes = violations.reduce((n, v) => n + v.nodes.length, 0);
      for (const v of violations) byRule.set(v.id, (byRule.get(v.id) ?? 0) + v.nodes.length);
      total += nodes;
      row.push(`${width}: ${nodes}${violations.length ? ' (' + violations.map((v) => v.id).join(', ') + ')' : ''}`);
      await context.close();
    }
    console.log(`${path.padEnd(34)} ${row.join(' | ')}`);
  }
  console.log(`total violating nodes: ${total}`);
  console.log(`by rule: ${[...byRule].map(([id, n]) => `${id} ${n}`).join(', ') || 'none'}`);
} finally {
  await browser.close();
  await shop.close();
}
