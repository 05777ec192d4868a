// The multi-variant display type on the product form in real Chromium (spec §2.10, §5.7, §7.4;
// the product form's parts): the part's own lazy chunk over the server's lines (no shift), each variant with its own
// size and quantity under the §5.7 rules, the checks before adding, every line with a quantity added
// in one call, all by keyboard. Zero axe and CSP violations in every state it opens, at 1280, 390
// and 320 px.
import { describe, expect, it } from 'vitest';
import { expectClean } from '../helpers/expect-clean.ts';
import { chunkPath } from '../helpers/chunks.ts';
import { useShop } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';
import { PROJECTOR_CASES as C } from '../../fixtures/data/projector-cases.ts';

const shop = useShop();
const PAGE = '/product/1020?display=multi';
const FORM = '[data-widget="projector-form"]';
const ADD = `${FORM} .sf-projector-form__add`;
const line = (product: number) => `${FORM} [data-variant="${product}"]`;
const qty = (product: number) => `${line(product)} .sf-projector-form__qty-input`;
const size = (product: number) => `${line(product)} select`;
const adds = (p: ShopPage) => p.requestLog.filter((r) => r.url.includes('addProductsToBasket'));

async function openLines(): Promise<ShopPage> {
  const p = await shop.open(PAGE);
  // The widget's lines (the server's have no −/+ buttons).
  await p.page.waitForSelector(`${FORM}[data-widget-state="mounted"] .sf-variants button[aria-label]`);
  return p;
}

async function basketLines(p: ShopPage): Promise<Array<[string, string, number]>> {
  const res = await p.page.request.post('/graphql/v1/', { data: { query: '{ basket { products { id size quantity } } }' } });
  const products = ((await res.json()) as { data: { basket: { products: Array<{ id: string; size: string; quantity: number }> } } }).data.basket.products;
  return products.map((l) => [l.id, l.size, l.quantity]);
}

describe('the multi-variant display on the product page', () => {
  it("loads its own chunk over the server's lines without a shift; the form has no size or quantity of its own; a plain product never loads it", async () => {
    const p = await openLines();
    const { page } = p;
    expect(await page.$$eval(`${FORM} .sf-variants__line`, (els) => els.map((e) => e.getAttribute('data-variant')))).toEqual([
      '1020',
      '1021',
      '1022',
      '1023',
      '1024',
    ]);
    expect(await page.$(`${FORM} .sf-projector-form__sizes`)).toBeNull();
    expect(await page.$(`${FORM} #projector-quantity`)).toBeNull();
    expect(await page.textContent(`${FORM} .sf-variants__total`)).toBe('Nie wybrano żadnego wariantu');
    expect(await page.isDisabled(`${size(1020)} option[value="42"]`)).toBe(true); // sold out
    await p.flushRequests();
    expect(p.requests(chunkPath('projector-form.variants.js'))).toHaveLength(1);
    expect((await p.metrics()).cls).toBeLessThan(0.1);
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await expectClean(p);
    }

    const plain = await shop.open(`/product/${C.sizes}`);
    await plain.page.waitForSelector(`${FORM}[data-widget-state="mounted"] .sf-projector-form`);
    await plain.flushRequests();
    expect(plain.requests(chunkPath('projector-form.variants.js'))).toEqual([]);
  });

  it('§5.7 before adding: a quantity somewhere, then a size on its line (focused, by keyboard); nothing is sent until both are there', async () => {
    const p = await openLines();
    const { page } = p;
    await page.focus(ADD);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${FORM} .sf-variants > .sf-variants__error >> text="Podaj ilość przy co najmniej jednym wariancie"`);
    await expectClean(p);

    // "+" by keyboard: the first step of a line is the minimum (1 pair).
    await page.focus(`${line(1021)} button[aria-label="Więcej: czarny, zamsz"]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.inputValue(qty(1021))).toBe('1');
    await page.waitForSelector(`${FORM} .sf-variants__total >> text="Wybrano 1 wariant"`);
    await page.focus(ADD);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${line(1021)}[data-alert] [role="alert"] >> text="Wybierz rozmiar"`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('variant_size[1021]');
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await expectClean(p);
    }
    expect(adds(p)).toEqual([]);
    // The focused size select takes Arrow Down (40), which answers the alert at once.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.inputValue(size(1021))).toBe('40');
    expect(await page.$(`${line(1021)}[data-alert]`)).toBeNull();
    await page.waitForSelector(`${FORM} .sf-variants__total >> text="Wybrano 1 wariant · Razem: 299,00 zł"`);
  });

  it("a typed quantity follows §5.7 against its size's stock, and a new size checks it again", async () => {
    const p = await openLines();
    const { page } = p;
    await page.selectOption(size(1022), '42'); // 2 in stock
    await page.fill(qty(1022), '9');
    await page.press(qty(1022), 'Tab');
    await page.waitForSelector(`${line(1022)} [role="alert"] >> text="Maksymalnie możesz dodać 2 szt."`);
    expect(await page.inputValue(qty(1022))).toBe('2');
    await expectClean(p);
    await page.selectOption(size(1022), '40'); // 1 in stock
    await page.waitForSelector(`${line(1022)} [role="alert"] >> text="Maksymalnie możesz dodać 1 szt."`);
    expect(await page.inputValue(qty(1022))).toBe('1');
    // "−" below the minimum takes the variant out.
    await page.click(`${line(1022)} button[aria-label="Mniej: brązowy, skóra"]`);
    await expect.poll(() => page.inputValue(qty(1022))).toBe('0');
    await page.waitForSelector(`${FORM} .sf-variants__total >> text="Nie wybrano żadnego wariantu"`);
  });

  it('every line with a quantity goes to the basket in one call; a double click adds once', async () => {
    const p = await openLines();
    const { page } = p;
    await page.selectOption(size(1021), '41');
    await page.fill(qty(1021), '2');
    await page.press(qty(1021), 'Tab');
    await page.selectOption(size(1023), '42');
    await page.click(`${line(1023)} button[aria-label="Więcej: brązowy, zamsz"]`);
    await page.waitForSelector(`${FORM} .sf-variants__total >> text="Wybrano 2 warianty · Razem: 897,00 zł"`);
    await page.dblclick(ADD);
    await expect.poll(() => adds(p).length).toBe(1);
    await p.requestsSettled('/graphql');
    await p.flushRequests();
    expect(adds(p)).toHaveLength(1);
    expect(await basketLines(p)).toEqual([
      ['1021', '41', 2],
      ['1023', '42', 1],
    ]);
    await expectClean(p);
  });
});
