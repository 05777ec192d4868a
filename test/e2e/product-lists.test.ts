// The wishlist and comparers (§1, §3.4) in real Chromium on the development shop: added from the
// product page and removed from a listing tile with the keyboard only, the header's counters
// following without a reload; one /ajax/get.php per page load, however many markers mount; zero
// axe violations at 320, 390 and 1280 px and zero CSP violations in each state.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const COUNTER = (list: string) => `.shop-header [data-widget="product-lists"][data-props*='"${list}"']`;
const TOGGLE = (scope: string, list: string) => `${scope} [data-widget="product-lists"][data-props*='"${list}"'] button.sf-product-lists__toggle`;

/** What the counter's link says to a screen reader (the visible count is aria-hidden, its words are not). */
const counterText = (page: Page, list: string) => page.textContent(`${COUNTER(list)} a`);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** The page has loaded, the scope's buttons are in view and have mounted, and no bulk request is on its way. */
async function loaded(p: ShopPage, scope: string) {
  await p.waitForReady();
  await p.page.locator(`${scope} .product-list-actions`).scrollIntoViewIfNeeded();
  await p.page.waitForSelector(TOGGLE(scope, 'wishlist'));
  await p.page.waitForSelector(TOGGLE(scope, 'comparers'));
  await p.flushRequests();
  expect(p.requests('/ajax/get.php')).toHaveLength(1);
}

describe('wishlist and comparers (§3.4)', () => {
  it('add from the product page with the keyboard: the header counters follow without a reload', async () => {
    const p = await shop.open('/product/1001');
    const { page } = p;
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await loaded(p, '.projector');
    expect(await counterText(page, 'wishlist')).toBe('Ulubione (0)');
    await expectCleanAtWidths(p);

    await page.focus(TOGGLE('.projector', 'wishlist'));
    expect(await focusedText(page)).toBe('Dodaj do ulubionych');
    await page.keyboard.press('Enter');
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Ulubione (1), 1 produkt w ulubionych', `${COUNTER('wishlist')} a`);
    // The focus stayed on the button, which now says what a press does next.
    expect(await focusedText(page)).toBe('Usuń z ulubionych');
    expect(await page.textContent('.projector [data-props*=\'"wishlist"\'] [role="status"]')).toBe('Dodano do ulubionych.');

    // Tab reaches the compare button; Space adds.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Dodaj do porównania');
    await page.keyboard.press('Space');
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Porównanie (1), 1 produkt do porównania', `${COUNTER('comparers')} a`);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expectCleanAtWidths(p);

    // Another page load: the server draws the same counts and the buttons as they are now, in one request.
    const next = await shop.open('/listing');
    await loaded(next, '.product-tile[data-product-id="1001"]');
    expect(await counterText(next.page, 'wishlist')).toBe('Ulubione (1)');
    expect(await next.page.textContent(TOGGLE('.product-tile[data-product-id="1001"]', 'wishlist'))).toMatch(/^Usuń z ulubionych: /);
  });

  it('remove from a listing tile with the keyboard: the counter follows; tiles mounting on scroll ask for nothing', async () => {
    const first = await shop.open('/listing');
    const id = await first.page.getAttribute('.product-tile', 'data-product-id');
    // The shop's own compare link (same session), as a shopper without JavaScript would follow it.
    expect((await first.page.request.get(`/settings.php?comparers=add&product=${id}`)).ok()).toBe(true);
    const p = await shop.open('/listing');
    const { page } = p;
    const tile = `.product-tile[data-product-id="${id}"]`;
    await loaded(p, tile);
    expect(await counterText(page, 'comparers')).toBe('Porównanie (1)');
    await expectCleanAtWidths(p);

    // From the tile's wishlist button, Tab reaches its compare button.
    await page.focus(TOGGLE(tile, 'wishlist'));
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toMatch(/^Usuń z porównania: /);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.textContent === 'Porównanie (0), brak produktów do porównania',
      `${COUNTER('comparers')} a`,
    );
    expect(await focusedText(page)).toMatch(/^Dodaj do porównania: /);
    await expectCleanAtWidths(p);

    // The last tile's buttons mount when scrolled to, from the sections already there: no more bulk requests.
    const lastTile = await page.$$eval('.product-tile', (tiles) => tiles.at(-1)!.getAttribute('data-product-id'));
    await page.evaluate(() => document.querySelectorAll('.product-tile')[document.querySelectorAll('.product-tile').length - 1]!.scrollIntoView());
    await page.waitForSelector(TOGGLE(`.product-tile[data-product-id="${lastTile}"]`, 'comparers'));
    await p.flushRequests();
    // The first request, and the one refresh after the press.
    expect(p.requests('/ajax/get.php')).toHaveLength(2);
    expect(consoleErrors(p)).toEqual([]);
  });

  it('Italian: the counters and buttons in the shop language', async () => {
    const p = await shop.open('/product/1002?lang=it');
    await loaded(p, '.projector');
    expect(await p.page.textContent(TOGGLE('.projector', 'wishlist'))).toBe('Aggiungi ai preferiti');
    await p.page.focus(TOGGLE('.projector', 'wishlist'));
    await p.page.keyboard.press('Enter');
    await p.page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Preferiti (1), 1 prodotto nei preferiti', `${COUNTER('wishlist')} a`);
    await expectCleanAtWidths(p, { widths: [390] });
  });
});
