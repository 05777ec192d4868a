// Partial page navigation in real Chromium (spec §2.1, §7.2, §9.2): the listing's paging,
// sorting (its settings menu) and filter form swap the listing region in place, push the URL, run the region's script
// marked for ajax loading with the nonce, unmount the old markers and mount the new ones, emit
// `page:loaded`, and move focus and the announcement to the new content; back and forward restore
// the earlier page the same way; a failed load navigates in full. Zero axe and CSP violations.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';
import { chunkPath } from '../helpers/chunks.ts';
import { useShop } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const REGION = '[data-swap-region="content"]';

/** The listing with the shell's navigation in place (its live region is its first act), and a mark that a full load would wipe. */
async function openListing(path = '/listing', cookies?: Record<string, string>): Promise<ShopPage> {
  const p = await shop.open(path, cookies ? { cookies } : {});
  await p.page.waitForSelector('[data-storefront-announcer]', { state: 'attached' });
  await p.page.evaluate(() => {
    const w = window as unknown as { __sameDocument: boolean; __loaded: string[] };
    w.__sameDocument = true;
    w.__loaded = [];
    window.StorefrontWidgets!.on('page:loaded', ({ url }) => w.__loaded.push(url));
  });
  return p;
}

const listingPage = (page: Page) => page.evaluate(() => document.documentElement.dataset.listingPage);
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
const loaded = (page: Page) => page.evaluate(() => (window as unknown as { __loaded: string[] }).__loaded);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.tagName + ':' + document.activeElement?.textContent?.trim());

describe('partial page navigation on the listing', () => {
  it('a paging link swaps the listing in place: URL pushed, ajax script run, new markers mounted, focus and announcement on the new content, one page:loaded', async () => {
    const p = await openListing();
    const { page } = p;
    expect(await listingPage(page)).toBe('1');
    const firstTile = await page.$eval(`${REGION} .product-tile`, (el) => el.getAttribute('data-product-id'));
    await page.click(`${REGION} .listing__paging a[rel="next"]`);
    await page.waitForFunction(() => document.documentElement.dataset.listingPage === '2');
    expect(await sameDocument(page)).toBe(true);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/listing?page=2');
    expect(p.requests('/listing')).toEqual([expect.stringMatching(/\/listing$/), expect.stringMatching(/\/listing\?page=2&set_render=content$/)]);
    expect(await page.title()).toContain('strona 2');
    expect(await page.textContent(`${REGION} .listing__count`)).toContain('strona 2 z 2');
    expect(await page.$eval(`${REGION} .product-tile`, (el) => el.getAttribute('data-product-id'))).not.toBe(firstTile);
    expect(await focused(page)).toBe('H1:Wszystkie produkty');
    await page.waitForFunction(() => document.querySelector('[data-storefront-announcer]')?.textContent?.includes('strona 2'));
    expect(await loaded(page)).toEqual([expect.stringMatching(/\/listing\?page=2$/)]);
    // The new tiles' markers mount (the ones in view), and the loader knows only the new ones.
    await page.waitForSelector(`${REGION} [data-widget="omnibus-price"][data-widget-state="mounted"]`);
    const stale = await page.evaluate(() => window.StorefrontWidgets!.widgets().filter((w) => !w.element.isConnected).length);
    expect(stale).toBe(0);
    expect(p.requests(chunkPath('shell.navigation.js'))).toHaveLength(1);
    await expectCleanAtWidths(p);
  });

  it('back and forward restore the earlier pages the same way, without a reload', async () => {
    const p = await openListing();
    const { page } = p;
    await page.click(`${REGION} .listing__paging a[rel="next"]`);
    await page.waitForFunction(() => document.documentElement.dataset.listingPage === '2');
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.listingPage === '1');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.textContent(`${REGION} .listing__count`)).toContain('strona 1 z 2');
    await page.goForward();
    await page.waitForFunction(() => document.documentElement.dataset.listingPage === '2');
    expect(new URL(page.url()).search).toBe('?page=2');
    expect(await sameDocument(page)).toBe(true);
    expect(await loaded(page)).toHaveLength(3);
    await expectCleanAtWidths(p, { widths: [1280] });
  });

  it('sorting (the settings menu) and the filter form (by keyboard alone) load partially too', async () => {
    const p = await openListing();
    const { page } = p;
    // The settings form's select becomes the settings-menu dropdown as the pointer reaches it.
    await page.click(`${REGION} select[name="sort"]`);
    await page.click(`${REGION} [role="option"]:text("Cena rosnąco")`);
    await page.waitForFunction(() => location.search === '?sort=price-asc&n=100');
    await page.waitForSelector(`${REGION} select[name="sort"] option[value="price-asc"][selected]`, { state: 'attached' });
    // The producer filter, by keyboard: Space on a checkbox, then Enter on the form's button.
    await page.focus(`${REGION} .listing__filters input[name="producer"][value="2"]`);
    await page.keyboard.press('Space');
    await page.focus(`${REGION} .listing__filters button[type="submit"]`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.search === '?producer=2&n=100&sort=price-asc');
    expect(await page.isChecked(`${REGION} .listing__filters input[name="producer"][value="2"]`)).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    expect(await focused(page)).toMatch(/^H1:Producent: /);
    expect(await loaded(page)).toHaveLength(2);
    await expectCleanAtWidths(p, { widths: [390] });
  });

  it('a failed load (500) navigates to the URL in full', async () => {
    const p = await openListing('/listing', { 'fixture-fault': '500:once@/listing?page=2' });
    const { page } = p;
    await Promise.all([page.waitForEvent('load'), page.click(`${REGION} .listing__paging a[rel="next"]`)]);
    await page.waitForFunction(() => document.documentElement.dataset.listingPage === '2');
    expect(await sameDocument(page)).toBe(false);
    expect(new URL(page.url()).search).toBe('?page=2');
    expect(p.requests('/listing')).toEqual([
      expect.stringMatching(/\/listing$/),
      expect.stringMatching(/\/listing\?page=2&set_render=content$/),
      expect.stringMatching(/\/listing\?page=2$/),
    ]);
  });

  it("the navigation's code does not load (404): the console says so, and the links load in full", async () => {
    const p = await shop.open('/listing', { cookies: { 'fixture-fault': '404@' + chunkPath('shell.navigation.js') } });
    const { page } = p;
    await expect.poll(() => p.consoleMessages.filter((m) => m.type === 'error' && m.text.startsWith('storefront page shell: ')).length).toBe(1);
    await Promise.all([page.waitForEvent('load'), page.click(`${REGION} .listing__paging a[rel="next"]`)]);
    await page.waitForFunction(() => document.documentElement.dataset.listingPage === '2');
    expect(new URL(page.url()).search).toBe('?page=2');
  });

  it("a click with a modifier, or on a link outside the marked areas, is the browser's own", async () => {
    const p = await openListing();
    const { page } = p;
    // Seen last (on window, after the shell's listener on the document): was the click left alone? No tab opens.
    await page.evaluate(() =>
      window.addEventListener(
        'click',
        (e) => {
          (window as unknown as { __leftAlone?: boolean }).__leftAlone = !e.defaultPrevented;
          e.preventDefault();
        },
        { once: true },
      ),
    );
    await page.click(`${REGION} .listing__paging a[rel="next"]`, { modifiers: ['Control'] });
    await page.waitForFunction(() => (window as unknown as { __leftAlone?: boolean }).__leftAlone !== undefined);
    expect(await page.evaluate(() => (window as unknown as { __leftAlone?: boolean }).__leftAlone)).toBe(true);
    expect(p.requests('/listing?page=2')).toEqual([]);
    expect(await listingPage(page)).toBe('1');
    await Promise.all([page.waitForEvent('load'), page.click('.shop-logo')]);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('the JS API', () => {
  it("StorefrontWidgets.navigate() swaps where it can; showLoading() and hideLoading() drive the page's overlay", async () => {
    const p = await openListing();
    const { page } = p;
    expect(await page.evaluate(() => window.StorefrontWidgets!.navigate('/listing?page=2&sort=name'))).toBe('swapped');
    expect(await listingPage(page)).toBe('2');
    await page.evaluate(() => window.StorefrontWidgets!.showLoading('Przeliczamy koszyk…'));
    expect(await page.textContent('.sf-loading [role="status"]')).toBe('Przeliczamy koszyk…');
    await expectCleanAtWidths(p, { widths: [320] });
    await page.evaluate(() => window.StorefrontWidgets!.hideLoading());
    expect(await page.$('.sf-loading')).toBeNull();
  });
});
