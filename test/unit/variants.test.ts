// The multi-variant display's rules (spec §2.10 display type, §5.7, §7.4), src/domain/variants.ts,
// and the development shop's side of it: the `variants` props of a family, and the no-JS form that
// /basketchange.php adds line by line.
import { describe, expect, it } from 'vitest';
import {
  chosenSize,
  firstSize,
  lineAmount,
  sizeIsChoice,
  someInStock,
  variantItems,
  variantsCheck,
  variantsTotal,
  type VariantLine,
  type VariantSize,
} from '../../src/domain/variants.ts';
import { variantLinesFromForm, variantsProps } from '../../fixtures/data/index.ts';
import { VariantsDefinition } from '../../widgets/projector-form/variants/schema.ts';
import { createShop } from '../../fixtures/server/shop.ts';

const size = (id: string, amount: number, price: number | null = 10): VariantSize => ({ id, name: id, amount, price });
const SIZES = [size('S', 2), size('M', 0), size('L', -1, 12.5)];
const line = (product: string, quantity: number, chosen: string | null, sizes = SIZES): VariantLine => ({ product, sizes, size: chosen, quantity });

describe('variant lines (§2.10, §5.7)', () => {
  it('a line starts with its only size, or the given size while it is in stock', () => {
    expect(firstSize([size('uniw', 3)], null)).toBe('uniw');
    expect(firstSize([size('uniw', 0)], null)).toBeNull();
    expect(firstSize(SIZES, 'S')).toBe('S');
    expect(firstSize(SIZES, 'M')).toBeNull(); // sold out
    expect(firstSize(SIZES, null)).toBeNull();
    expect(firstSize(SIZES, 'XXL')).toBeNull();
  });

  it('a single "uniw" / "onesize" size is no choice; anything else is', () => {
    expect(sizeIsChoice([size('uniw', 1)])).toBe(false);
    expect(sizeIsChoice([size('onesize', 1)])).toBe(false);
    expect(sizeIsChoice([size('38', 1)])).toBe(true);
    expect(sizeIsChoice(SIZES)).toBe(true);
  });

  it("the quantity is checked against the chosen size's stock, unlimited before a size is chosen", () => {
    expect(lineAmount(line('1', 1, 'S'))).toBe(2);
    expect(lineAmount(line('1', 1, 'L'))).toBe(-1);
    expect(lineAmount(line('1', 1, null))).toBe(-1);
    expect(chosenSize(line('1', 1, 'M'))).toBeNull(); // a sold-out size is no choice
  });

  it('a variant with no size in stock cannot be ordered', () => {
    expect(someInStock([size('S', 0), size('M', 0)])).toBe(false);
    expect(someInStock(SIZES)).toBe(true);
  });

  it('before adding: some line needs a quantity, then every line with one needs a size in stock', () => {
    expect(variantsCheck([line('1', 0, 'S'), line('2', 0, null)])).toEqual({ kind: 'none' });
    expect(variantsCheck([line('1', 2, 'S'), line('2', 1, null), line('3', 1, null)])).toEqual({ kind: 'size', product: '2' });
    expect(variantsCheck([line('1', 1, 'M')])).toEqual({ kind: 'size', product: '1' });
    expect(variantsCheck([line('1', 2, 'S'), line('2', 0, null)])).toBeNull();
  });

  it('the basket items are the lines with a quantity, in order', () => {
    expect(variantItems([line('1', 2, 'S'), line('2', 0, 'L'), line('3', 1.5, 'L')])).toEqual([
      { id: '1', size: 'S', quantity: 2 },
      { id: '3', size: 'L', quantity: 1.5 },
    ]);
  });

  it('the total counts the ordered lines, and shows no sum while one lacks a size or a price', () => {
    expect(variantsTotal([line('1', 0, 'S')])).toEqual({ count: 0, sum: 0 });
    expect(variantsTotal([line('1', 3, 'S'), line('2', 2, 'L')])).toEqual({ count: 2, sum: 55 });
    expect(variantsTotal([line('1', 0.1, 'S'), line('2', 0.2, 'S')])).toEqual({ count: 2, sum: 3 });
    expect(variantsTotal([line('1', 3, 'S'), line('2', 1, null)])).toEqual({ count: 2, sum: null });
    expect(variantsTotal([line('1', 1, 'S', [size('S', 1, null)])])).toEqual({ count: 1, sum: null });
  });
});

describe("the development shop's multi-variant display", () => {
  it("lists every product of the family, and the props pass the part's schema", () => {
    const props = variantsProps(1022)!;
    expect(props.items.map((i) => i.product)).toEqual([1020, 1021, 1022, 1023, 1024]);
    expect(props.items[0]).toMatchObject({
      name: 'czarny, skóra',
      url: '/product/1020',
      sizes: expect.arrayContaining([{ id: '42', name: '42', amount: 0, price: 329 }]),
    });
    expect(VariantsDefinition.safeParse(props).success).toBe(true);
    expect(variantsProps(1001)).toBeNull(); // no family
  });

  it('reads the no-JS lines with a quantity', () => {
    const form = new URLSearchParams(
      'variant_size[1020]=40&variant_number[1020]=0&variant_size[1021]=41&variant_number[1021]=2&variant_number[1023]=1,5&variant_size[1023]=42',
    );
    expect(variantLinesFromForm(form)).toEqual([
      { id: '1021', size: '41', quantity: 2 },
      { id: '1023', size: '42', quantity: 1.5 },
    ]);
    expect(variantLinesFromForm(new URLSearchParams('product=1001&size=M&number=1'))).toBeNull(); // the single-product form
  });

  it('/basketchange.php adds every line with a quantity together, and nothing when every quantity is 0', async () => {
    const shop = createShop({ singleSession: true });
    const post = (body: string) => shop.handle(new Request('http://127.0.0.1/basketchange.php', { method: 'POST', body: new URLSearchParams(body) }));
    const none = await post('product=1020&mode=1&variant_size[1021]=41&variant_number[1021]=0');
    expect(none.headers.get('location')).toBe('/basketedit.php?error=no_variant');
    const added = await post('product=1020&mode=1&variant_size[1021]=41&variant_number[1021]=2&variant_size[1023]=42&variant_number[1023]=1');
    expect(added.headers.get('location')).toBe('/basketedit.php');
    const res = await shop.handle(
      new Request('http://127.0.0.1/ajax/get.php', { method: 'POST', body: new URLSearchParams({ request: JSON.stringify({ Basket: {} }) }) }),
    );
    const basket = ((await res.json()) as { Basket: { products: Array<{ id: number | string; size: string; count: number }> } }).Basket;
    expect(basket.products.map((p) => [String(p.id), p.size, p.count])).toEqual([
      ['1021', '41', 2],
      ['1023', '42', 1],
    ]);
  });
});
