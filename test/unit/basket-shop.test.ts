// The development shop's basket: the §7.4 mutations on the session basket with their
// status / error shapes, catalog checks, the version counter and the legacy form.
import { describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import { shopSettings } from '../../fixtures/data/index.ts';

const ORIGIN = 'http://shop.test';

async function gql(shop: Shop, label: string, query: string, variables?: object) {
  const res = await shop.handle(
    new Request(`${ORIGIN}/graphql/v1/?${label}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return (await res.json()) as { data: Record<string, any>; errors?: unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const ADD = `mutation($p: [ProductInput!]!) { addProductsToBasket(ProductInput: $p) { status error { code message } basket { products { id size quantity } } } }`;
const REMOVE = `mutation($p: [ProductInput!]!) { removeProductsFromBasket(ProductInput: $p) { status error { code message } basket { products { id size quantity } } } }`;

const add = async (shop: Shop, p: object[]) => (await gql(shop, 'mutation=addProductsToBasket', ADD, { p })).data['addProductsToBasket'];
const remove = async (shop: Shop, p: object[]) => (await gql(shop, 'mutation=removeProductsFromBasket', REMOVE, { p })).data['removeProductsFromBasket'];

async function basketSection(shop: Shop) {
  const res = await shop.handle(
    new Request(`${ORIGIN}/ajax/get.php`, { method: 'POST', body: new URLSearchParams({ request: JSON.stringify({ Basket: {} }) }) }),
  );
  return ((await res.json()) as { Basket: any }).Basket; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('addProductsToBasket (§7.4)', () => {
  it('adds to the session basket and answers {status, error, basket}', async () => {
    const shop = createShop({ singleSession: true });
    const r = await add(shop, [{ id: 1001, size: 'M', quantity: 2 }]);
    expect(r).toEqual({ status: 'success', error: null, basket: { products: [{ id: '1001', size: 'M', quantity: 2 }] } });
    const again = await add(shop, [{ id: 1001, size: 'M', quantity: 1 }, { id: 1002 }]);
    expect(again.basket.products).toEqual([
      { id: '1001', size: 'M', quantity: 3 },
      { id: '1002', size: 'onesize', quantity: 1 },
    ]);
  });

  it.each([
    ['an unknown product', [{ id: 99999, quantity: 1 }], 'product_not_found'],
    ['no size where there are several', [{ id: 1001, quantity: 1 }], 'size_not_found'],
    ['an unknown size', [{ id: 1001, size: 'XXL', quantity: 1 }], 'size_not_found'],
    ['a sold-out size', [{ id: 1001, size: 'L', quantity: 1 }], '110'],
    ['a zero quantity', [{ id: 1001, size: 'M', quantity: 0 }], 'quantity_invalid'],
    ['a negative quantity', [{ id: 1001, size: 'M', quantity: -2 }], 'quantity_invalid'],
    ['not a multiple of sellBy', [{ id: 1005, quantity: 1.3 }], 'quantity_invalid'],
    ['below the minimum', [{ id: 1005, quantity: 0.5 }], 'quantity_too_small'],
    ['above the stock', [{ id: 1001, size: 'XL', quantity: 3 }], 'quantity_too_large'],
    ['above maxQuantity', [{ id: 1003, size: 'S', quantity: 11 }], 'quantity_too_large'],
    ['a subscription the product lacks', [{ id: 1001, size: 'M', quantity: 1, subscription: '7' }], 'subscription_unavailable'],
    [
      'one bad item among good ones',
      [
        { id: 1002, quantity: 1 },
        { id: 1001, size: 'L', quantity: 1 },
      ],
      '110',
    ],
  ])('rejects %s with a code and changes nothing', async (_label, input, code) => {
    const shop = createShop({ singleSession: true });
    const r = await add(shop, input);
    expect(r.status).toBe('error');
    expect(r.error.code).toBe(code);
    expect(r.error.message).toEqual(expect.any(String));
    expect(r.basket.products).toEqual([]);
  });

  it('counts what the basket already holds against the stock', async () => {
    const shop = createShop({ singleSession: true });
    expect((await add(shop, [{ id: 1001, size: 'XL', quantity: 2 }])).status).toBe('success');
    const r = await add(shop, [{ id: 1001, size: 'XL', quantity: 1 }]);
    expect(r.error).toEqual({ code: 'quantity_too_large', message: 'Maksymalnie możesz dodać 2 szt.' });
  });

  it('accepts metre quantities in steps of sellBy and a subscription where offered', async () => {
    const shop = createShop({ singleSession: true });
    expect((await add(shop, [{ id: 1005, quantity: 1.5 }])).status).toBe('success');
    expect((await add(shop, [{ id: 1004, quantity: 1, subscription: '14' }])).status).toBe('success');
    const section = await basketSection(shop);
    expect(
      section.products.map((p: { count: number; worth_unit: string; subscription_period: string }) => [p.count, p.worth_unit, p.subscription_period]),
    ).toEqual([
      [1.5, 'm', '0'],
      [1, 'opak.', '14'],
    ]);
  });
});

describe('a subscription in the basket (§3.1, §3.7, §9.3)', () => {
  const QUERY = `{ basket { products { id quantity basketGroupId worth { gross { value formatted } } } basketGroups { id worth { gross { value } } subscription { daysInPeriod } } summaryBasket { worth { gross { value } } } } }`;

  it("a line added with a period costs the period's price (39,99 less 10 % every 30 days: 35,99 a pack), in the Basket section and the basket query alike; a one-off purchase beside it keeps its price", async () => {
    const shop = createShop({ singleSession: true });
    expect((await add(shop, [{ id: 1004, quantity: 2, subscription: '30' }])).status).toBe('success');
    expect((await add(shop, [{ id: 1004, quantity: 1 }])).status).toBe('success');
    const section = await basketSection(shop);
    expect(
      section.products.map((p: { count: number; subscription_period: string; worth: number; unit_price_formatted: string }) => [
        p.count,
        p.subscription_period,
        p.worth,
        p.unit_price_formatted,
      ]),
    ).toEqual([
      [2, '30', 71.98, '35,99 zł'],
      [1, '0', 39.99, '39,99 zł'],
    ]);
    expect(section.worth).toBe(111.97);
    const basket = (await gql(shop, 'query=basket', QUERY)).data['basket'];
    expect(basket.products.map((p: { basketGroupId: number; worth: { gross: { formatted: string } } }) => [p.basketGroupId, p.worth.gross.formatted])).toEqual([
      [30, '71,98 zł'],
      [0, '39,99 zł'],
    ]);
    expect(basket.basketGroups).toEqual([{ id: '30', worth: { gross: { value: 71.98 } }, subscription: { daysInPeriod: 30 } }]);
    expect(basket.summaryBasket.worth.gross.value).toBe(111.97);
  });

  it('a quota rebate takes its amount off each unit (every 60 days: 39,99 less 6 zł)', async () => {
    const shop = createShop({ singleSession: true });
    await add(shop, [{ id: 1004, quantity: 2, subscription: '60' }]);
    expect((await basketSection(shop)).products[0].unit_price_formatted).toBe('33,99 zł');
  });
});

describe('wholesale (§6, §8.2 codes 100 and 109)', () => {
  const LOGIN = 'mutation($i: LoginInput!) { login(LoginInput: $i) { status } }';
  const ORDER = 'mutation { orderCreate { orderId status error { code message } } }';
  const logIn = async (shop: Shop, login: string) =>
    expect((await gql(shop, 'mutation=login', LOGIN, { i: { login, password: 'haslo123' } })).data['login'].status).toBe('success');
  const order = async (shop: Shop) => (await gql(shop, 'mutation=orderCreate', ORDER)).data['orderCreate'];

  it("a wholesaler's order is a wholesale order (the Basket section's flags); below the minimum wholesale order value (500 zł) it is refused with 109, at it it goes", async () => {
    const shop = createShop({ singleSession: true });
    await logIn(shop, 'firma.drewex');
    await add(shop, [{ id: 1004, quantity: 2 }]);
    const section = await basketSection(shop);
    expect([section.user.wholesaler, section.wholesaleOrder]).toEqual([true, true]);
    expect(await order(shop)).toEqual({
      orderId: null,
      status: 'error',
      error: { code: '109', message: 'Nie osiągnięto minimalnej wartości zamówienia hurtowego (500,00 zł).' },
    });
    await add(shop, [{ id: 1004, quantity: 11 }]); // 13 × 39,99 = 519,87 zł
    expect((await order(shop)).status).toBe('success');
  });

  it("a retail customer's or a guest's order is no wholesale order: no minimum", async () => {
    for (const login of ['anna.nowak', null]) {
      const shop = createShop({ singleSession: true });
      if (login) await logIn(shop, login);
      await add(shop, [{ id: 1004, quantity: 1 }]);
      const section = await basketSection(shop);
      expect([section.user.wholesaler, section.wholesaleOrder]).toEqual([false, false]);
      expect((await order(shop)).status).toBe('success');
    }
  });

  it('a shop for wholesale customers only refuses adding to anyone else with 100, and lets a wholesaler add', async () => {
    const settings = shopSettings as { wholesaleOnly: boolean };
    settings.wholesaleOnly = true;
    try {
      const guest = createShop({ singleSession: true });
      expect((await add(guest, [{ id: 1004, quantity: 1 }])).error).toEqual({
        code: '100',
        message: 'Sklep jest dostępny tylko dla klientów hurtowych. Skontaktuj się ze sklepem.',
      });
      const retail = createShop({ singleSession: true });
      await logIn(retail, 'anna.nowak');
      expect((await add(retail, [{ id: 1004, quantity: 1 }])).error.code).toBe('100');
      const wholesaler = createShop({ singleSession: true });
      await logIn(wholesaler, 'firma.drewex');
      expect((await add(wholesaler, [{ id: 1004, quantity: 1 }])).status).toBe('success');
    } finally {
      settings.wholesaleOnly = false;
    }
  });
});

describe('removeProductsFromBasket (§7.4)', () => {
  it('removes by id and size', async () => {
    const shop = createShop({ singleSession: true });
    await add(shop, [
      { id: 1001, size: 'M', quantity: 1 },
      { id: 1001, size: 'S', quantity: 1 },
    ]);
    const r = await remove(shop, [{ id: 1001, size: 'S' }]);
    expect(r).toEqual({ status: 'success', error: null, basket: { products: [{ id: '1001', size: 'M', quantity: 1 }] } });
  });

  it.each([
    ['not in the basket', [{ id: 1002 }], 'not_in_basket'],
    ['an unknown product', [{ id: 99999 }], 'product_not_found'],
    ['an unknown size', [{ id: 1001, size: 'XXL' }], 'size_not_found'],
  ])('rejects %s', async (_l, input, code) => {
    const shop = createShop({ singleSession: true });
    await add(shop, [{ id: 1001, size: 'M', quantity: 1 }]);
    const r = await remove(shop, input);
    expect(r.status).toBe('error');
    expect(r.error.code).toBe(code);
    expect(r.basket.products).toHaveLength(1);
  });
});

describe('the Basket section version', () => {
  it('grows with every change of the session basket and stays put otherwise', async () => {
    const shop = createShop({ singleSession: true });
    const v0 = (await basketSection(shop)).version;
    expect(v0).toEqual(expect.any(Number));
    await add(shop, [{ id: 1002, quantity: 1 }]);
    const v1 = (await basketSection(shop)).version;
    expect(v1).toBeGreaterThan(v0);
    expect((await basketSection(shop)).version).toBe(v1);
    await add(shop, [{ id: 1001, size: 'L', quantity: 1 }]); // rejected: no change
    expect((await basketSection(shop)).version).toBe(v1);
    await remove(shop, [{ id: 1002 }]);
    const v2 = (await basketSection(shop)).version;
    expect(v2).toBeGreaterThan(v1);
    expect((await basketSection(shop)).updatedAt).toEqual(expect.any(Number));
  });
});

describe('legacy POST /basketchange.php', () => {
  const post = (shop: Shop, form: Record<string, string>) =>
    shop.handle(new Request(`${ORIGIN}/basketchange.php`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' }));

  it('adds (mode=1) and removes (mode=remove), answering 303 to the basket page', async () => {
    const shop = createShop({ singleSession: true });
    const r = await post(shop, { mode: '1', product: '1001', size: 'M', number: '2' });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/basketedit.php');
    const section = await basketSection(shop);
    expect(section.productsCounter).toBe(1);
    expect(section.products[0].count).toBe(2);
    const removed = await post(shop, { mode: 'remove', key: String(section.products[0].basket_id) });
    expect(removed.status).toBe(303);
    expect((await basketSection(shop)).productsCounter).toBe(0);
  });

  it('sends catalog errors back to the basket page as ?error=code', async () => {
    const shop = createShop({ singleSession: true });
    const r = await post(shop, { mode: '1', product: '1001', size: 'L', number: '1' });
    expect(r.headers.get('location')).toBe('/basketedit.php?error=110');
  });
});

describe('quantity-tier prices in the basket (§9.4)', () => {
  it('charges the price the product page shows for the quantity: 1003 size S is 459, 439 from 2, 409 from 5', async () => {
    const shop = createShop({ singleSession: true });
    const size = 'S';
    await add(shop, [{ id: 1003, size, quantity: 1 }]);
    expect((await basketSection(shop)).products[0]).toMatchObject({ count: 1, worth: 459, unit_price_formatted: '459,00 zł' });
    await add(shop, [{ id: 1003, size, quantity: 1 }]);
    const two = await basketSection(shop);
    expect(two.products[0]).toMatchObject({ count: 2, worth: 878, unit_price_formatted: '439,00 zł' });
    expect(two.worth).toBe(878);
    await add(shop, [{ id: 1003, size, quantity: 3 }]);
    expect((await basketSection(shop)).products[0]).toMatchObject({ count: 5, worth: 2045 });
  });
});
