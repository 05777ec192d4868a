// Shared set-up for e2e files: one browser per file, a fresh context per test.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, newShopContext } from './browser.ts';
import { workerShopUrl } from './worker-shop.ts';
import { openShopPage, type OpenShopPageOptions, type ShopPage } from './shop-page.ts';

export function useShop() {
  const shopUrl = workerShopUrl();
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

/**
 * Waits until the mini-basket has its first Basket answer on screen: it then writes the summary to
 * sessionStorage (widgets/mini-basket/summary-cache.ts). sessionStorage belongs to the tab, so a page
 * opened with `shop.open` starts without it.
 */
export async function basketAnswered(page: Page): Promise<void> {
  await page.waitForFunction(() => sessionStorage.getItem('storefront:basket-summary') !== null);
}

/**
 * Every widget of the development shop's product page (/product/1001) mounted and drawn: its own markup
 * is a direct child of its marker (while a widget waits for its data, the server's markup is held in a box
 * of its own instead), and the mini-basket has its first Basket answer (with an empty basket it keeps the
 * server's link). All of them mount without scrolling at 1280×800: the lowest price and the instalments
 * sit just below the form, the rest are 'idle'.
 */
/** Widgets that load on interaction (registry: `when: 'interaction'`). */
/** Widgets that load when the shopper reaches for them (the country picker: unless it opens by itself). */
export const ON_INTERACTION = ['header-search', 'store-stock', 'product-questions', 'country-picker', 'promo-code'] as const;

/**
 * A shopper reaches for a widget that loads on interaction: the pointer moves over its server
 * markup (a `pointerover`, without moving the page), then the widget is mounted.
 */
export async function reachFor(page: Page, widget: (typeof ON_INTERACTION)[number]): Promise<void> {
  await page.locator(`[data-widget="${widget}"]`).first().dispatchEvent('pointerover');
  await page.waitForSelector(`[data-widget="${widget}"][data-widget-state="mounted"]`, { state: 'attached' });
}

export async function productPageDrawn(page: Page) {
  for (const widget of ON_INTERACTION) await reachFor(page, widget);
  for (const [widget, own] of [
    ['header-search', '.sf-header-search'],
    ['country-picker', '.sf-country-picker__toggle'],
    ['projector-form', '.sf-projector-form'],
    ['omnibus-price', '.sf-omnibus'],
    ['instalments', '.sf-instalments'],
    ['store-stock', '.sf-store-stock'],
    ['product-tabs', '.sf-product-tabs__inner'],
    ['product-questions', '.sf-product-questions__title'],
    ['promo-code', '.sf-promo-code'],
  ]) {
    await page.waitForSelector(`[data-widget="${widget}"][data-widget-state="mounted"] > ${own}`, { state: 'attached' });
  }
  await basketAnswered(page);
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
