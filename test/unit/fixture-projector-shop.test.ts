// The development shop's GraphQL side of the product form: `shipping` in product mode (§7.4, §9.5)
// and the §8.2 codes of addProductsToBasket for the designated PROJECTOR_CASES products.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import { PROJECTOR_CASES as C } from '../../fixtures/data/projector-cases.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function gql(shop: Shop, label: string, query: string, variables: object): Promise<Json> {
  const res = await shop.handle(
    new Request(`http://shop/graphql/v1/?${label}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const body = (await res.json()) as { data: Json; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const SHIPPING = `query($input: ShippingInput!) { shipping(ShippingInput: $input) { shipping {
  courier { id name } cost { value formatted } deliveryTime { today weekDay weekAmount time { days hours minutes } } } } }`;

async function productShipping(products: object[]): Promise<Json[]> {
  const data = await gql(createShop(), 'query=projector_shipping_fetchShippingTime', SHIPPING, { input: { mode: 'product', products } });
  return data['shipping'].shipping;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('shipping in product mode (?query=projector_shipping_fetchShippingTime)', () => {
  it('lists several couriers, at least one free ("Gratis!") and one paid, with delivery times', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 14, 12, 0, 0)); // Wednesday
    const list = await productShipping([{ id: C.shipDays1Zero, size: 'uniw', quantity: 1 }]);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.some((o) => o.cost.value === 0)).toBe(true);
    expect(list.some((o) => o.cost.value > 0)).toBe(true);
    const pickup = list.find((o) => o.cost.value === 0)!;
    expect(pickup.deliveryTime).toEqual({ today: false, weekDay: 4, weekAmount: 0, time: { days: 1, hours: 0, minutes: 0 } });
    const dpd = list.find((o) => o.courier.id === '102')!;
    expect(dpd.deliveryTime).toEqual({ today: false, weekDay: 6, weekAmount: 0, time: { days: 3, hours: 0, minutes: 0 } });
    expect(dpd.cost).toEqual({ value: 19.99, formatted: '19,99 zł' });
  });

  it('today and the week count follow the size: a today shipment, and 35 days ahead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 14, 12, 0, 0));
    const today = await productShipping([{ id: C.deadlineSoon, size: 'uniw' }]);
    expect(today.find((o) => o.courier.id === '103')!.deliveryTime).toMatchObject({ today: true, time: { days: 0 } });
    const far = await productShipping([{ id: C.shipDaysOver29, size: 'uniw' }]);
    expect(far.find((o) => o.courier.id === '103')!.deliveryTime).toMatchObject({ time: { days: 35 }, weekDay: 3, weekAmount: 5 });
  });

  it('is free for every courier from the free-shipping threshold (200 zł)', async () => {
    const list = await productShipping([{ id: C.sizes, size: 'S', quantity: 2 }]);
    expect(list.every((o) => o.cost.value === 0 && o.cost.formatted === '0,00 zł')).toBe(true);
  });

  it.each([
    ['a virtual product', [{ id: C.virtual, size: 'uniw' }]],
    ['a service', [{ id: C.service, size: 'uniw' }]],
    ['an unknown product', [{ id: 99999, size: 'uniw' }]],
    ['an unknown size', [{ id: C.sizes, size: 'XXL' }]],
  ])('answers an empty list for %s', async (_label, products) => {
    expect(await productShipping(products)).toEqual([]);
  });

  it('basket mode keeps listing every courier', async () => {
    const data = await gql(createShop(), 'query=shipping', SHIPPING, { input: { mode: 'basket', products: [{ id: C.virtual }] } });
    expect(data['shipping'].shipping).toHaveLength(4);
  });
});

const ADD = `mutation($p: [ProductInput!]!) { addProductsToBasket(ProductInput: $p) { status error { code message } basket { products { id } } } }`;

describe('addProductsToBasket §8.2 codes', () => {
  it.each([
    ['110', C.error110, 'Produkt, który kupujesz, jest już niedostępny'],
    ['115', C.error115, 'Twój koszyk jest pusty'],
    ['100', C.error100, 'Sklep jest dostępny tylko dla klientów hurtowych'],
    ['109', C.error109, 'Nie osiągnięto minimalnej wartości zamówienia hurtowego'],
    ['123', C.error123, 'Suma Twoich zamówień jest zbyt wysoka'],
    ['999', C.errorOther, 'Magazyn jest chwilowo zablokowany (inwentaryzacja). Spróbuj za godzinę.'],
  ])('code %s for product %i, nothing added', async (code, id, message) => {
    const data = await gql(createShop({ singleSession: true }), 'mutation=addProductsToBasket', ADD, { p: [{ id, size: 'uniw', quantity: 1 }] });
    expect(data['addProductsToBasket']).toEqual({ status: 'error', error: { code, message }, basket: { products: [] } });
  });

  it('the quantity rules of the cases hold on the server too', async () => {
    const shop = createShop({ singleSession: true });
    const add = async (p: object[]) => (await gql(shop, 'mutation=addProductsToBasket', ADD, { p }))['addProductsToBasket'];
    expect((await add([{ id: C.maxPerOrder, size: 'S', quantity: 5 }])).error.code).toBe('quantity_too_large');
    expect((await add([{ id: C.maxPerOrder, size: 'S', quantity: 4 }])).status).toBe('success');
    expect((await add([{ id: C.minAboveStock, size: 'uniw', quantity: 3 }])).error.code).toBe('quantity_too_small');
    expect((await add([{ id: C.multiversionA, size: '42', quantity: 1 }])).error.code).toBe('110');
  });
});
