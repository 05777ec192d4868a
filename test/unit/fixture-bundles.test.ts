// The development shop's sets (spec §3.11, §7.4, §7.5): the product form's bundle props,
// the set price for a choice (one rule for the endpoint, the page and the basket), the bundle form
// fields and the basket's bundleParts checks.
import { describe, expect, it } from 'vitest';
import { BundleDefinition } from '../../widgets/projector-form/bundle/schema.ts';
import {
  BundleChoiceError,
  bundleItemsProps,
  bundlePriceSection,
  choiceFromFields,
  choiceFromParts,
  getProduct,
  partVersions,
} from '../../fixtures/data/index.ts';
import { createShop } from '../../fixtures/server/shop.ts';

const set = getProduct(1062)!;
const collection = getProduct(1063)!;

describe('the sets of the catalog', () => {
  it("1062: 5 parts with sizes, versions to choose, an optional part and one out of stock; the props pass the part's schema", () => {
    const items = bundleItemsProps(set);
    expect(BundleDefinition.safeParse({ items }).success).toBe(true);
    expect(items.map((i) => i.product)).toEqual([1001, 1020, 1025, 1206, 1031]);
    expect(items[0]!.sizes.length).toBe(4);
    expect(items[1]).toMatchObject({ versions: partVersions(1020) });
    expect(items[1]).not.toHaveProperty('version');
    expect(items[2]).toMatchObject({ version: 1025 });
    expect(items[3]).toMatchObject({ checked: false });
    expect(items[4]!.sizes.every((s) => s.amount === 0)).toBe(true);
    expect(partVersions(1020).map((v) => v.name)).toEqual(['czarny, skóra', 'czarny, zamsz', 'brązowy, skóra', 'brązowy, zamsz', 'beżowy, zamsz']);
  });

  it('a set with a rebate costs its chosen parts less the rebate, from 2 parts on; 1 part costs its own price', () => {
    const fields = (f: string) => choiceFromFields(set, new URLSearchParams(f));
    expect(bundlePriceSection(set, set.sizes[0]!, fields('bundled_product[1206]=0&bundled_product[1031]=0&bundled_size[1001]=XL'))).toMatchObject({
      price_gross: 672.3, // (219 + 329 + 199) × 0.9
      amount_diff_gross: 74.7,
      percent_diff: 10,
    });
    const one = fields('bundled_product[1020]=0&bundled_product[1025]=0&bundled_product[1206]=0&bundled_product[1031]=0');
    expect(bundlePriceSection(set, set.sizes[0]!, one)).toMatchObject({ price_gross: 199, amount_diff_gross: 0, percent_diff: 0 });
    expect(bundlePriceSection(collection, collection.sizes[0]!, choiceFromFields(collection, new URLSearchParams()))).toMatchObject({ price_gross: 594.7 });
  });

  it('fields and parts must name a part or one of its versions, with a size it has', () => {
    expect(() => choiceFromFields(set, new URLSearchParams('bundled_product[1020]=1001'))).toThrow(BundleChoiceError);
    expect(() => choiceFromFields(set, new URLSearchParams('bundled_size[1001]=XXL'))).toThrow(BundleChoiceError);
    expect(choiceFromFields(set, new URLSearchParams('bundled_product[1020]=1023&bundled_size[1020]=41')).find((c) => c.slot === 1020)).toMatchObject({
      product: { id: 1023 },
      size: { id: '41' },
    });
    expect(() => choiceFromParts(set, [{ id: 1031, size: 'uniw' }])).toThrow(/sold out/);
    expect(() => choiceFromParts(set, [{ id: 1001 }])).toThrow(/size/);
    expect(() => choiceFromParts(set, [{ id: 1002, size: 'onesize' }])).toThrow(/not a part/);
    expect(choiceFromParts(set, [{ id: 1022, size: '40' }]).map((c) => c.slot)).toEqual([1020]);
  });
});

describe('the basket prices a set as the page does', () => {
  const gql = (shop: ReturnType<typeof createShop>, query: string, variables?: unknown) =>
    shop
      .handle(
        new Request('http://shop/graphql/v1/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }),
      )
      .then((r) => r.json());

  it('addProductsToBasket with bundleParts: the line costs the set price of those parts; a sold-out part is refused', async () => {
    const shop = createShop({ singleSession: true });
    const add = 'mutation($p: [ProductInput!]!) { addProductsToBasket(ProductInput: $p) { status error { code message } } }';
    const parts = [
      { id: '1001', size: 'S', quantity: 1, bundleProductId: '1062' },
      { id: '1023', size: '41', quantity: 1, bundleProductId: '1062' },
    ];
    expect((await gql(shop, add, { p: [{ id: '1062', size: 'uniw', quantity: 1, bundleParts: parts }] })).data.addProductsToBasket.status).toBe('success');
    const refused = await gql(shop, add, { p: [{ id: '1062', size: 'uniw', quantity: 1, bundleParts: [{ id: '1031', size: 'uniw', quantity: 1 }] }] });
    expect(refused.data?.addProductsToBasket?.status ?? refused.errors?.[0]?.extensions?.code).not.toBe('success');
    const basket = await gql(shop, '{ basket { products { id worth { gross { value } } bundleProducts { productId sizeId } } } }');
    expect(basket.data.basket.products).toEqual([
      {
        id: '1062',
        worth: { gross: { value: 448.2 } },
        bundleProducts: [
          { productId: '1001', sizeId: 'S' },
          { productId: '1023', sizeId: '41' },
        ],
      }, // (199 + 299) × 0.9
    ]);
  });

  it("the legacy endpoint answers `bundle` with each part's chosen product, 0 for an unchecked one", async () => {
    const shop = createShop({ singleSession: true });
    const body = 'bundled_product[1020]=1022&bundled_product[1206]=0';
    const res = await shop.handle(
      new Request('http://shop/ajax/projector.php?product=1062&get=bundle', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }),
    );
    expect((await res.json()).bundle).toEqual([
      { product: 1001, quantity: 1 },
      { product: 1022, quantity: 1 },
      { product: 1025, quantity: 1 },
      { product: 1206, quantity: 0 },
      { product: 1031, quantity: 1 },
    ]);
  });
});
