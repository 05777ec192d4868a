// The development shop's rebate code (spec §4.8, §7.4, §3.10, §4.7): activateRebateCode /
// deactivateRebateCode change the session's prices everywhere the shop shows them (the Projector
// section, the legacy size prices, the basket and its summary), and the no-JS form
// `POST /rebatecode.php` does the same and comes back to the page.
import { describe, expect, it } from 'vitest';
import { computeOmnibusFlags, getProduct, knownRebateCode, withCodePrice, withRebateCode } from '../../fixtures/data/index.ts';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';

const ORIGIN = 'http://shop.test';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ACTIVATE = 'mutation($code: String!) { activateRebateCode(code: $code) { status error { code message } } }';
const DEACTIVATE = 'mutation { deactivateRebateCode { status error { code message } } }';

async function gql(shop: Shop, label: string, query: string, variables?: object, cookie?: string): Promise<Json> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers['cookie'] = cookie;
  const res = await shop.handle(new Request(`${ORIGIN}/graphql/v1/?${label}`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) }));
  const body = (await res.json()) as { data: Json; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}
const activate = async (shop: Shop, code: string, cookie?: string) =>
  (await gql(shop, 'mutation=activateRebateCode', ACTIVATE, { code }, cookie))['activateRebateCode'];
const deactivate = async (shop: Shop) => (await gql(shop, 'mutation=deactivateRebateCode', DEACTIVATE))['deactivateRebateCode'];

async function sections(shop: Shop, request: object): Promise<Json> {
  const res = await shop.handle(new Request(`${ORIGIN}/ajax/get.php`, { method: 'POST', body: new URLSearchParams({ request: JSON.stringify(request) }) }));
  return (await res.json()) as Json;
}
const projector = async (shop: Shop, product: number) => (await sections(shop, { Projector: { format: 'json', params: { product } } }))['Projector'].product;
const basket = async (shop: Shop) => (await sections(shop, { Basket: {} }))['Basket'];
const page = async (shop: Shop, path: string) => (await shop.handle(new Request(ORIGIN + path))).text();

function post(shop: Shop, fields: Record<string, string>, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (cookie) headers['cookie'] = cookie;
  return shop.handle(new Request(`${ORIGIN}/rebatecode.php`, { method: 'POST', headers, body: new URLSearchParams(fields) }));
}

describe("the shop's codes", () => {
  it.each([
    ['RABAT10', 'RABAT10'],
    [' rabat10 ', 'RABAT10'],
    ['Rabat10', 'RABAT10'],
    ['RABAT 10', null],
    ['RABAT20', null],
    ['', null],
  ])('%j → %j', (code, known) => {
    expect(knownRebateCode(code)).toBe(known);
  });

  it('RABAT10 takes 10 % off a size: beforeRebate is the price without it, and the §4.7 code flag follows', () => {
    const s = getProduct(1001)!.sizes[0]!.price; // S: 199, regular 249, lowest 179
    const coded = withCodePrice(s, 0.1);
    expect(coded.price.gross).toEqual({ value: 179.1, formatted: '179,10 zł' });
    expect(coded.beforeRebate).toEqual(s.price);
    expect(coded.rebateCodeActive).toBe(true);
    expect(coded.max).toEqual(s.max);
    expect(coded.omnibusPrice).toEqual(s.omnibusPrice);
    expect(coded.youSavePercent).toBe(28);
    expect(coded.beforeRebateDetails?.youSavePercent).toBe(10);
    expect(computeOmnibusFlags(s)).toMatchObject({ code: false, codeShort: false });
    expect(computeOmnibusFlags(coded)).toMatchObject({ omnibus: true, code: true, codeShort: false, higher: false });
  });

  it('quantity-tier prices are taken 10 % off too; a call-for-price size has nothing to take off', () => {
    const tiers = withCodePrice(getProduct(1003)!.sizes[0]!.price, 0.1)
      .rebateNumber!.items.filter((i) => i !== null)
      .map((i) => i!.price);
    expect(tiers).toEqual([395.1, 368.1]);
    const phone = getProduct(1015)!.sizes[0]!.price;
    expect(withCodePrice(phone, 0.1)).toBe(phone);
  });

  it('sets, collections and configured products keep their prices', () => {
    for (const id of [1010, 1011, 1062, 1063, 1060]) expect(withRebateCode(getProduct(id)!, 'RABAT10')).toBe(getProduct(id));
    expect(withRebateCode(getProduct(1001)!, null)).toBe(getProduct(1001));
  });
});

describe('activateRebateCode / deactivateRebateCode (§7.4)', () => {
  it("a wrong code is refused with the shop's message, in the shopper's language, and changes nothing", async () => {
    const shop = createShop({ singleSession: true });
    expect(await activate(shop, 'RABAT20')).toEqual({ status: 'error', error: { code: 'incorrect_code', message: 'Podany kod rabatowy jest nieprawidłowy' } });
    expect(await activate(shop, 'RABAT20', 'shop_lang=it')).toEqual({
      status: 'error',
      error: { code: 'incorrect_code', message: 'Il codice sconto inserito non è valido' },
    });
    expect((await basket(shop)).rebateCode).toBeNull();
    expect((await projector(shop, 1001)).sizes[0].price.rebateCodeActive).toBe(false);
  });

  it('RABAT10 prices the Projector section, the legacy size prices and the basket; deactivating puts them back', async () => {
    const shop = createShop({ singleSession: true });
    await gql(shop, 'mutation=addProductsToBasket', 'mutation($p: [ProductInput!]!) { addProductsToBasket(ProductInput: $p) { status } }', {
      p: [{ id: 1001, size: 'M', quantity: 2 }],
    });
    const before = await basket(shop);
    expect(before).toMatchObject({ rebateCode: null, worth: 398, worth_formatted: '398,00 zł' });

    expect(await activate(shop, ' rabat10 ')).toEqual({ status: 'success', error: null });
    const s = (await projector(shop, 1001)).sizes[0].price;
    expect(s).toMatchObject({ price: { gross: { value: 179.1 } }, beforeRebate: { gross: { value: 199 } }, rebateCodeActive: true });
    const coded = await basket(shop);
    expect(coded).toMatchObject({ rebateCode: 'RABAT10', worth: 358.2, worth_formatted: '358,20 zł' });
    expect(coded.version).toBeGreaterThan(before.version); // the mini-basket takes it as news
    const legacy = (await (await shop.handle(new Request(`${ORIGIN}/ajax/projector.php?action=get&product=1001&size=M&get=sizeprices`))).json()) as Json;
    expect(legacy['sizeprices'].value).toBe(179.1);
    const costs = (
      await gql(
        shop,
        'query=basket',
        'query { basket { basketCost { totalProductsCost { gross { value } } totalRebateWithoutShipping { gross { value } } totalToPay { gross { value } } } } }',
      )
    )['basket'].basketCost;
    expect(costs).toEqual({
      totalProductsCost: { gross: { value: 398 } },
      totalRebateWithoutShipping: { gross: { value: 39.8 } },
      totalToPay: { gross: { value: 358.2 } },
    });

    expect(await deactivate(shop)).toEqual({ status: 'success', error: null });
    expect((await projector(shop, 1001)).sizes[0].price).toMatchObject({ price: { gross: { value: 199 } }, beforeRebate: null, rebateCodeActive: false });
    const after = await basket(shop);
    expect(after).toMatchObject({ rebateCode: null, worth: 398 });
    expect(after.version).toBeGreaterThan(coded.version);
  });
});

describe('the promo-code form without JavaScript (POST /rebatecode.php)', () => {
  it('activates, comes back to the page, which shows the active code and says so once', async () => {
    const shop = createShop({ singleSession: true });
    const res = await post(shop, { mode: 'activate', code: 'RABAT10', return: '/product/1001' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/product/1001');
    const html = await page(shop, '/product/1001');
    expect(html).toContain('data-props=\'{"active":"RABAT10"}\'');
    expect(html).toMatch(/<strong class="sf-promo-code__code">RABAT10<\/strong>/);
    expect(html).toContain('role="status">Kod RABAT10 został aktywowany. Ceny uwzględniają rabat.</p>');
    // The page's prices are the session's: the form's price and the lowest price's label.
    expect(html).toContain('<strong class="sf-projector-form__price">179,10 zł</strong>');
    expect(html).toContain('sf-omnibus__label--code');
    expect(await page(shop, '/product/1001')).toContain('role="status"></p>');
  });

  it('an empty or a wrong code comes back with the message on the field and what was typed', async () => {
    const shop = createShop({ singleSession: true });
    await post(shop, { mode: 'activate', code: '   ', return: '/basketedit.php' });
    const empty = await page(shop, '/widgets');
    expect(empty).toMatch(/aria-invalid="true" aria-describedby="promo-code-message"/);
    expect(empty).toContain('role="alert">Proszę wypełnić to pole.</p>');
    await post(shop, { mode: 'activate', code: 'ZLY<KOD>', return: '/widgets' }, 'shop_lang=it');
    const wrong = await page(shop, '/widgets?lang=it');
    expect(wrong).toContain('value="ZLY&lt;KOD&gt;"');
    expect(wrong).toContain('role="alert">Il codice sconto inserito non è valido</p>');
  });

  it('deactivates; a return address off the shop goes to the basket instead', async () => {
    const shop = createShop({ singleSession: true });
    await post(shop, { mode: 'activate', code: 'RABAT10', return: '/' });
    const res = await post(shop, { mode: 'deactivate', return: '//evil.example/' });
    expect(res.headers.get('location')).toBe('/basketedit.php');
    expect((await basket(shop)).rebateCode).toBeNull();
    expect(await page(shop, '/product/1001')).toContain('data-props=\'{"active":null}\'');
  });
});
