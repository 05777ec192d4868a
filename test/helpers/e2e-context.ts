// Shared set-up for e2e files: one browser per file, a fresh context per test.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser, newShopContext } from './browser.ts';
import { openShopPage, type OpenShopPageOptions, type ShopPage } from './shop-page.ts';

export function useShop() {
  const shopUrl = inject('shopUrl');
  let browser: Browser;
  let context: BrowserContext;
  const opened: ShopPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await newShopContext(browser, shopUrl);
    await context.request.post('/__fixture/reset');
  });
  afterEach(async () => {
    for (const p of opened.splice(0)) await p.close();
    await context.close();
  });
  return {
    shopUrl,
    async open(path: string, options?: OpenShopPageOptions): Promise<ShopPage> {
      const page = await openShopPage(context, path, options);
      opened.push(page);
      return page;
    },
    async reports(): Promise<Array<{ message: string }>> {
      return (await context.request.get('/__fixture/reports')).json();
    },
  };
}

/** console errors, without the noise a test expects. */
export function consoleErrors(p: ShopPage): string[] {
  return p.consoleMessages.filter((m) => m.type === 'error').map((m) => m.text);
}
