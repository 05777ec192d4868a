// Screenshots of every development page at a phone and a desktop width, to look at the shop as a
// shopper would: `npm run screenshots [-- out-dir]` (default ./screenshots, git-ignored).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SHOP_PAGES } from '../fixtures/pages/page-list.ts';
import { startShop } from '../fixtures/server/http.ts';
import { launchBrowser, newShopContext } from '../test/helpers/browser.ts';

const WIDTHS = [390, 1280];
const out = process.argv[2] ?? 'screenshots';
mkdirSync(out, { recursive: true });
const shop = await startShop({ port: 0 });
const base = `http://127.0.0.1:${shop.port}`;
const browser = await launchBrowser();
try {
  for (const { path } of SHOP_PAGES.filter((p) => !p.path.startsWith('/graphql') && !p.path.startsWith('/bench'))) {
    for (const width of WIDTHS) {
      const context = await newShopContext(browser, base, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForFunction(() => performance.getEntriesByName('storefront:mount').length > 0, undefined, { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const file = join(out, `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: false });
      console.log(`${file}${overflow > 0 ? `  scrolls sideways by ${overflow} px` : ''}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await shop.close();
}
