// Bundles and collections on the product form in real Chromium (spec §2.10, §3.11, §4.8, §5.7,
// §7.4, §7.5, §9.6): the part's own lazy chunk, the set's price after every change (stale
// answers lose), the §5.7 checks, adding with bundleParts, a collection item's refresh after a
// version change, and the slider on phones. Zero axe and CSP violations in every state it opens.
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { SLOW_PART } from '../../fixtures/server/projector-legacy.ts';
import { PROJECTOR_CASES as C } from '../../fixtures/data/projector-cases.ts';
import { expectClean } from '../helpers/expect-clean.ts';
import { chunkPath } from '../helpers/chunks.ts';
import { useShop } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const BUNDLE = 1062;
const COLLECTION = 1063;
const FORM = '[data-widget="projector-form"]';
const MOUNTED = `${FORM}[data-widget-state="mounted"] .sf-bundle__summary`;
const ADD = `${FORM} .sf-projector-form__add`;
const LEGACY = '/ajax/projector.php';
const card = (slot: number) => `${FORM} [data-slot="${slot}"]`;
const checkbox = (slot: number) => `${card(slot)} .sf-bundle__check input`;
const select = (slot: number, need: 'size' | 'version') => `${card(slot)} [data-need="${need}"]`;

async function openSet(path: string, options?: Parameters<typeof shop.open>[1]): Promise<ShopPage> {
  const p = await shop.open(path, options);
  await p.page.waitForSelector(MOUNTED);
  return p;
}

/** The legacy endpoint's POSTs the shop has received (it records them: /__fixture/form-posts), oldest first. */
async function legacyPosts(page: Page): Promise<URLSearchParams[]> {
  const posts = (await (await page.request.get('/__fixture/form-posts')).json()) as Array<{ path: string; fields: Record<string, string> }>;
  return posts.filter((post) => post.path === LEGACY).map((post) => new URLSearchParams(post.fields));
}

/** Makes `change`, then waits until the shop receives a POST whose parameters pass `accept`. */
async function nextPost(page: Page, change: () => Promise<unknown>, accept: (fields: URLSearchParams) => boolean): Promise<URLSearchParams> {
  const seen = (await legacyPosts(page)).length;
  await change();
  let found: URLSearchParams | undefined;
  await expect.poll(async () => (found = (await legacyPosts(page)).slice(seen).find(accept)) !== undefined, { timeout: 10_000 }).toBe(true);
  return found!;
}

const isPriceRequest = (f: URLSearchParams) => f.get('get') === 'sizeprices,sizeavailability,sizedelivery,bundleprice,bundle';
const setPriceIs = (page: Page, text: string) => page.waitForSelector(`${FORM} .sf-bundle__total >> text="Cena zestawu: ${text}"`);

describe('a bundle on the product page', () => {
  it("loads its own chunk with the form, asks its price with the bundle fields (unchecked as 0), and shows the set's price in the price block; a plain product never loads it", async () => {
    const p = await openSet(`/product/${BUNDLE}`);
    const { page } = p;
    await setPriceIs(page, '654,30 zł'); // dress S, shoes 40, small bag: 727 less 10 %
    await page.waitForSelector(`${FORM} .sf-bundle__saving >> text="Oszczędzasz 10% (72,70 zł)"`);
    // §3.11, §4.8: a bundle priced by its parts shows that price, not "call for price".
    await page.waitForSelector(`${FORM} .sf-projector-form__price[data-value="654.3"] >> text="654,30 zł"`);
    expect(await page.$(`${FORM} .sf-projector-form__price--phone`)).toBeNull();
    await p.flushRequests();
    expect(p.requests(chunkPath('projector-form.bundle.js'))).toHaveLength(1);
    expect(p.requests('/ajax/get.php')).toHaveLength(1);
    const [first] = (await legacyPosts(page)).filter(isPriceRequest);
    expect(first!.get('product')).toBe(String(BUNDLE));
    expect(first!.get('bundled_product[1001]')).toBe('1001');
    expect(first!.get('bundled_product[1020]')).toBe(''); // its version is still to choose
    expect(first!.get('bundled_product[1206]')).toBe('0'); // optional, unchecked at first
    expect(first!.get('bundled_product[1031]')).toBe('0'); // out of stock: cannot be checked
    expect(await page.isDisabled(checkbox(1031))).toBe(true);
    expect((await p.metrics()).cls).toBeLessThan(0.1);
    await expectClean(p);

    const plain = await shop.open(`/product/${C.sizes}`);
    await plain.page.waitForSelector(`${FORM}[data-widget-state="mounted"] .sf-projector-form`);
    await plain.flushRequests();
    expect(plain.requests(chunkPath('projector-form.bundle.js'))).toEqual([]);
    expect(plain.requests(LEGACY).filter((u) => !u.includes('action=get'))).toEqual([]);
  });

  it('every change asks again: checking an item adds it to the price, a size is sent with its item', async () => {
    const p = await openSet(`/product/${BUNDLE}`);
    const { page } = p;
    await setPriceIs(page, '654,30 zł');
    const withCap = await nextPost(
      page,
      () => page.check(checkbox(1206)),
      (f) => isPriceRequest(f) && f.get('bundled_product[1206]') === '1206',
    );
    expect(withCap.get('bundled_product[1001]')).toBe('1001');
    await setPriceIs(page, '701,09 zł'); // + the cap 51,99, less 10 %
    const sized = await nextPost(
      page,
      () => page.selectOption(select(1001, 'size'), 'M'),
      (f) => isPriceRequest(f) && f.get('bundled_size[1001]') === 'M',
    );
    expect(sized.get('bundled_product[1206]')).toBe('1206');
    await setPriceIs(page, '701,09 zł');
    // Unchecking sends the item as 0 again.
    await nextPost(
      page,
      () => page.uncheck(checkbox(1206)),
      (f) => isPriceRequest(f) && f.get('bundled_product[1206]') === '0' && f.get('bundled_size[1001]') === 'M',
    );
    await setPriceIs(page, '654,30 zł');
  });

  it('an answer for an older choice never wins', async () => {
    const p = await openSet(`/product/${BUNDLE}`);
    const { page } = p;
    await setPriceIs(page, '654,30 zł');
    const sent: Request[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === LEGACY && r.method() === 'POST' && sent.push(r));
    // The dress in XL is priced slowly by the shop (SLOW_PART); M, chosen after it, answers first.
    await nextPost(
      page,
      () => page.selectOption(select(SLOW_PART.slot, 'size'), SLOW_PART.size),
      (f) => f.get(`bundled_size[${SLOW_PART.slot}]`) === SLOW_PART.size,
    );
    const slow = sent.at(-1)!;
    await page.selectOption(select(SLOW_PART.slot, 'size'), 'M');
    await setPriceIs(page, '654,30 zł');
    await slow.response().catch(() => null); // answered, or given up by the page
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.textContent(`${FORM} .sf-bundle__total`)).toBe('Cena zestawu: 654,30 zł'); // not XL's 672,30 zł
  });

  it('§5.7: adding names the item that needs a size, then the one that needs a version, highlights it for 3.5 s and focuses the choice', async () => {
    const p = await openSet(`/product/${BUNDLE}`);
    const { page } = p;
    await setPriceIs(page, '654,30 zł');
    await page.click(ADD);
    await page.waitForSelector(`${card(1001)}[data-alert] [role="alert"] >> text="Wybierz rozmiar"`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-need'))).toBe('size');
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await expectClean(p);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // The highlight goes after its 3.5 s.
    await page.waitForSelector(`${card(1001)}:not([data-alert])`, { timeout: 10_000 });
    expect(await page.$(`${card(1001)} [role="alert"]`)).toBeNull();

    // By keyboard: the focused size select takes Arrow Down (S), then the button Enter.
    await page.focus(select(1001, 'size'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.inputValue(select(1001, 'size'))).toBe('S');
    await page.focus(ADD);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${card(1020)}[data-alert] [role="alert"] >> text="Wybierz wersję"`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-need'))).toBe('version');
    await expectClean(p);
    expect(p.requestLog.filter((r) => r.url.includes('addProductsToBasket'))).toEqual([]);
    // Choosing what it asked for answers the alert at once (the change event renders synchronously).
    await page.selectOption(select(1020, 'version'), '1021');
    expect(await page.$(`${card(1020)}[data-alert]`)).toBeNull();
  });

  it('unchecking every item disables the form and says why (§4.8, §5.7)', async () => {
    const p = await openSet(`/product/${BUNDLE}`);
    const { page } = p;
    for (const slot of [1001, 1020, 1025]) await page.uncheck(checkbox(slot));
    await page.waitForSelector(`${FORM} .sf-bundle__error >> text="Nie można dodać do koszyka, ponieważ nie wybrano żadnego produktu"`);
    expect(await page.isDisabled(ADD)).toBe(true);
    await expectClean(p);
    await page.check(checkbox(1025));
    await page.waitForSelector(`${ADD}:not([disabled])`);
    expect(await page.$(`${FORM} .sf-bundle__error >> text="Nie można dodać do koszyka, ponieważ nie wybrano żadnego produktu"`)).toBeNull();
  });

  it('a chosen version loads its sizes; the set is added with its parts, at the price the page showed', async () => {
    const p = await openSet(`/product/${BUNDLE}`);
    const { page } = p;
    await page.selectOption(select(1001, 'size'), 'S');
    const refresh = await nextPost(
      page,
      () => page.selectOption(select(1020, 'version'), '1021'),
      (f) => f.get('get') === 'sizeprices,multiversions,sizes,pictures,bundle',
    );
    expect(refresh.get('product')).toBe('1021');
    await page.waitForSelector(`${select(1020, 'size')}:not([disabled])`);
    await page.selectOption(select(1020, 'size'), '41');
    await nextPost(
      page,
      () => page.check(checkbox(1206)),
      (f) =>
        isPriceRequest(f) && f.get('bundled_product[1020]') === '1021' && f.get('bundled_size[1020]') === '41' && f.get('bundled_product[1206]') === '1206',
    );
    await page.waitForSelector(`${FORM} .sf-bundle__total`);
    const shown = (await page.textContent(`${FORM} .sf-bundle__total`))!.replace('Cena zestawu: ', '');
    expect(await page.textContent(`${FORM} .sf-projector-form__price:not(.sf-projector-form__price--loading)`)).toBe(shown);
    await page.click(ADD);
    await expect.poll(() => p.requestLog.filter((r) => r.url.includes('addProductsToBasket')).length).toBe(1);
    await p.requestsSettled('/graphql');
    const basket = await page.request.post('/graphql/v1/', {
      data: { query: '{ basket { products { id worth { gross { formatted } } bundleProducts { productId sizeId quantity bundledId } } } }' },
    });
    const lines = (
      (await basket.json()) as { data: { basket: { products: Array<{ id: string; worth: { gross: { formatted: string } }; bundleProducts: unknown[] }> } } }
    ).data.basket.products;
    const set = lines.find((l) => l.id === String(BUNDLE))!;
    expect(set.worth.gross.formatted).toBe(shown);
    expect(set.bundleProducts).toEqual([
      { productId: '1001', sizeId: 'S', quantity: 1, bundledId: String(BUNDLE) },
      { productId: '1021', sizeId: '41', quantity: 1, bundledId: String(BUNDLE) },
      { productId: '1025', sizeId: 'uniw', quantity: 1, bundledId: String(BUNDLE) },
      { productId: '1206', sizeId: 'uniw', quantity: 1, bundledId: String(BUNDLE) },
    ]);
  });

  it('a double click adds the set once', async () => {
    const p = await openSet(`/product/1010`);
    const { page } = p;
    await page.selectOption(select(1001, 'size'), 'S');
    await page.dblclick(ADD);
    await expect.poll(() => p.requestLog.filter((r) => r.url.includes('addProductsToBasket')).length).toBe(1);
    await p.requestsSettled('/graphql');
    await p.flushRequests();
    expect(p.requestLog.filter((r) => r.url.includes('addProductsToBasket'))).toHaveLength(1);
  });
});

describe("the bundle's price at every width", () => {
  it.each([320, 390, 1280])('%i px: the price block shows the set\'s 654,30 zł, never "Cena na telefon"', async (width) => {
    const p = await openSet(`/product/${BUNDLE}`, { viewport: { width, height: 844 } });
    const { page } = p;
    await setPriceIs(page, '654,30 zł');
    await page.waitForSelector(`${FORM} .sf-projector-form__price[data-value="654.3"]`);
    expect(await page.$(`${FORM} .sf-projector-form__price--phone`)).toBeNull();
    expect(await page.textContent(`${FORM} .sf-projector-form__price-line`)).not.toContain('Cena na telefon');
    await expectClean(p);
  });
});

describe('a collection on the product page', () => {
  it("a version change refreshes the item's sizes, picture and price, and the collection's price follows the choices", async () => {
    const p = await openSet(`/product/${COLLECTION}`);
    const { page } = p;
    const price = `${FORM} .sf-projector-form__price`;
    await page.waitForSelector(`${price}[data-value="594.7"]`); // 199 + 299 + 2 × 64, less 5 %
    expect(await page.$(`${FORM} .sf-bundle__total`)).toBeNull(); // a collection's price is the price block's
    const refresh = await nextPost(
      page,
      () => page.selectOption(select(1026, 'version'), '1027'),
      (f) => f.get('get') === 'sizeprices,multiversions,sizes,pictures,bundle',
    );
    expect(refresh.get('product')).toBe('1027');
    await page.waitForSelector(`${card(1026)} .sf-bundle__price >> text="259,00 zł"`);
    expect(await page.getAttribute(`${card(1026)} .sf-bundle__picture`, 'src')).toBe('/gfx/products/1027.png');
    await page.waitForSelector(`${price}[data-value="651.7"]`); // 259 + 299 + 128, less 5 %
    // Shoes in another version: its sizes come with it, the sold-out one disabled.
    await page.selectOption(select(1023, 'version'), '1020');
    await page.waitForSelector(`${select(1023, 'size')} option[value="42"][disabled]`, { state: 'attached' });
    await expectClean(p);
  });
});

describe('the items on a phone', () => {
  it('slide two at a time with a 16 px gap, by buttons, keys and swipes, announced; a refused add brings its item back into view', async () => {
    const p = await openSet(`/product/${BUNDLE}`, { viewport: { width: 390, height: 844 } });
    const { page } = p;
    const carousel = `${FORM} [aria-roledescription="karuzela"]`;
    const shown = () => page.$$eval(`${FORM} .sf-bundle__slide:not([hidden]) [data-slot]`, (cards) => cards.map((c) => c.getAttribute('data-slot')));
    await page.waitForSelector(carousel);
    expect(await shown()).toEqual(['1001', '1020']);
    expect(await page.textContent(`${carousel} [aria-live="polite"]`)).toBe('Produkty 1–2 z 5');
    expect(await page.$eval(`${FORM} .sf-bundle__items--slider`, (el) => getComputedStyle(el).columnGap)).toBe('16px');
    const [a, b] = await page.$$eval(`${FORM} .sf-bundle__slide:not([hidden])`, (slides) => slides.map((s) => s.getBoundingClientRect().width));
    expect(Math.abs(a! - b!)).toBeLessThan(1);
    await expectClean(p);

    const next = `${carousel} .sf-bundle__arrow >> nth=1`;
    await page.focus(next);
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual(['1025', '1206']);
    // The last page still shows two: the one before the last comes along.
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual(['1206', '1031']);
    expect(await page.textContent(`${carousel} [aria-live="polite"]`)).toBe('Produkty 4–5 z 5');
    expect(await page.isDisabled(next)).toBe(true);
    await expectClean(p);
    await page.setViewportSize({ width: 320, height: 700 });
    await expectClean(p);

    // A swipe to the right goes back a page.
    const box = (await page.locator(`${FORM} .sf-bundle__items--slider`).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + 20, { steps: 4 });
    await page.mouse.up();
    await expect.poll(shown).toEqual(['1020', '1025']);

    // The dress (first page) needs its size: adding brings it back into view, with focus on its size.
    await page.click(ADD);
    await expect.poll(shown).toEqual(['1001', '1020']);
    await page.waitForSelector(`${card(1001)}[data-alert]`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-need'))).toBe('size');
    await expectClean(p);
  });
});
