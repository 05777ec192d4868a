// Shared set-up for e2e files: one browser per file, a fresh context per test.
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/** Adds products to the session basket with a real GraphQL request from the page, as a product form would. */
export function addToBasket(page: Page, products: object[]): Promise<string> {
  return page.evaluate(async (p) => {
    const res = await fetch('/graphql/v1/?mutation=addProductsToBasket', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($p: [ProductInput!]!) { addProductsToBasket(ProductInput: $p) { status error { code message } } }',
        variables: { p },
      }),
    });
    return ((await res.json()) as { data: { addProductsToBasket: { status: string } } }).data.addProductsToBasket.status;
  }, products);
}
