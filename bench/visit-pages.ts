// Walks every development page (fixtures/pages/page-list.ts) at the given widths, each in a fresh
// context on its own shop, once the loader's first scan has settled and the network is idle.
// Used by `npm run axe:survey` and `npm run screenshots`.
import type { Page } from 'playwright-core';
import { SHOP_PAGES } from '../fixtures/pages/page-list.ts';
import { startShop } from '../fixtures/server/http.ts';
import { launchBrowser, newShopContext } from '../test/helpers/browser.ts';

export async function visitPages(widths: readonly number[], visit: (page: Page, path: string, width: number) => Promise<void>): Promise<void> {
  const shop = await startShop({ port: 0 });
  const base = `http://127.0.0.1:${shop.port}`;
  const browser = await launchBrowser();
  try {
    for (const { path } of SHOP_PAGES.filter((p) => !p.path.startsWith('/graphql') && !p.path.startsWith('/bench'))) {
      for (const width of widths) {
        const context = await newShopContext(browser, base, { viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(path);
        // The first scan's widgets have settled (the loader's own measure), then the page is idle.
        await page.waitForFunction(() => performance.getEntriesByName('storefront:mount').length > 0, undefined, { timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        await visit(page, path, width);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await shop.close();
  }
}
