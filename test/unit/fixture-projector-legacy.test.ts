// The development shop's legacy product endpoint /ajax/projector.php: every §7.5 call answers the
// §3.11 shapes; multi-version disabled flags follow multiversions[selected] / [last_selected];
// errors are clear JSON; fault injection applies.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShop } from '../../fixtures/server/shop.ts';
import { PROJECTOR_CASES as C, PROJECTOR_VERSION_VALUES as V } from '../../fixtures/data/projector-cases.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const shop = createShop();

async function call(query: string, init: RequestInit = {}): Promise<{ status: number; body: Json }> {
  const res = await shop.handle(new Request(`http://shop/ajax/projector.php?${query}`, init));
  expect(res.headers.get('content-type')).toContain('application/json');
  return { status: res.status, body: (await res.json()) as Json };
}
const get = async (query: string) => {
  const r = await call(query);
  expect(r.status).toBe(200);
  return r.body;
};
const post = async (query: string, form: Record<string, string>) => {
  const r = await call(query, { method: 'POST', body: new URLSearchParams(form) });
  expect(r.status).toBe(200);
  return r.body;
};

afterEach(() => {
  vi.useRealTimers();
});

/** Disabled value ids of a multiversions answer. */
const disabledOf = (groups: Json[]) => groups.flatMap((g) => g['items'].filter((i: Json) => i['disabled']).map((i: Json) => i['values_id']));

describe('GET action=get … get=sizeprices,sizeavailability,sizedelivery (§7.5)', () => {
  it('answers each requested section and nothing else', async () => {
    const body = await get(`action=get&product=${C.sizes}&size=S&get=sizeprices,sizeavailability,sizedelivery`);
    expect(Object.keys(body).sort()).toEqual(['sizeavailability', 'sizedelivery', 'sizeprices']);
  });

  it('sizeprices: the §3.11 price fields of the chosen size', async () => {
    const { sizeprices } = await get(`action=get&product=${C.sizes}&size=S&get=sizeprices`);
    expect(sizeprices).toMatchObject({
      value: 199,
      price_formatted: '199,00 zł',
      price_net: 161.79,
      price_net_formatted: '161,79 zł',
      omnibus_price: 179,
      omnibus_price_net: 145.53,
      omnibus_price_formatted: '179,00 zł',
      omnibus_price_net_formatted: '145,53 zł',
      maxprice: 249,
      maxprice_net: 202.44,
      maxprice_formatted: '249,00 zł',
      maxprice_net_formatted: '202,44 zł',
      max_diff_gross: 50,
      max_diff_net: 40.65,
      // Not in the loyalty program (fixtures/data/subscriptions.ts): no points.
      points: 0,
      points_recive: 0,
      srp: null,
    });
    const other = await get(`action=get&product=${C.sizes}&size=XL&get=sizeprices`);
    expect(other['sizeprices'].value).toBe(219);
  });

  it('sizeprices: suggested retail (srp) and advance price; rebate thresholds; phone price', async () => {
    const adv = (await get(`product=${C.advanceAndSrp}&get=sizeprices`))['sizeprices'];
    expect(adv).toMatchObject({ srp: 749, srp_formatted: '749,00 zł', srp_net: 608.94, advanceprice: 200, max_diff_gross: 0 });
    const reb = (await get(`product=${C.rebateThresholds}&size=M&get=sizeprices`))['sizeprices'];
    expect(reb.rebateNumber.items.slice(1).map((i: Json) => i['threshold'])).toEqual([2, 5]);
    expect((await get(`product=${C.phonePrice}&get=sizeprices`))['sizeprices'].phone_price).toBe(true);
  });

  it('sizeprices with subscription=1 adds the subscription prices', async () => {
    const { sizeprices } = await get(`action=get&product=${C.subscription}&get=sizeprices&subscription=1`);
    expect(sizeprices.subscription.min.price.gross.value).toBeLessThan(sizeprices.value);
  });

  it('sizeavailability: visible y/n, status, shipping_time and delay_time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 14, 12, 0, 0));
    const { sizeavailability } = await get(`action=get&product=${C.deadlineSoon}&get=sizeavailability`);
    expect(sizeavailability).toEqual({
      visible: 'y',
      status_description: 'Produkt dostępny',
      status_description_tel: '',
      status: 'enable',
      status_gfx: '/gfx/standards/available_enable.svg',
      delivery_days_undefined: false,
      delivery_date: '',
      shipping_time: { days: 0, hours: 0, minutes: 0, week_day: 3, week_amount: 0, today: true, time: '2026-01-14', today_shipment_deadline: '13:00:00' },
      delay_time: { unknown_delivery_time: false },
    });
    const disabled = (await get(`product=${C.disableWithDeliveryDate}&get=sizeavailability`))['sizeavailability'];
    expect(disabled).toMatchObject({ status: 'disable', delivery_date: '2026-01-28' });
    const unknown = (await get(`product=${C.orderUnknownTime}&get=sizeavailability`))['sizeavailability'];
    expect(unknown).toMatchObject({ status: 'order', delivery_days_undefined: true, delay_time: { unknown_delivery_time: true } });
    const over = (await get(`product=${C.shipDaysOver29}&get=sizeavailability`))['sizeavailability'];
    expect(over.shipping_time).toMatchObject({ days: 35, time: '2026-02-18', today_shipment_deadline: '' });
  });

  it('sizedelivery: no shipping for virtual and service products', async () => {
    expect((await get(`product=${C.sizes}&size=S&get=sizedelivery`))['sizedelivery'].shipping).toBe(true);
    expect((await get(`product=${C.virtual}&get=sizedelivery`))['sizedelivery'].shipping).toBe(false);
    expect((await get(`product=${C.service}&get=sizedelivery`))['sizedelivery'].shipping).toBe(false);
  });

  it('normalises onesize and uniw (§3.9)', async () => {
    const a = await get(`product=${C.onesize}&size=uniw&get=size`);
    const b = await get(`product=${C.onesize}&size=onesize&get=size`);
    expect(a).toEqual({ size: { amount: 7 } });
    expect(b).toEqual(a);
  });
});

describe('POST calls (§7.5)', () => {
  it('…&get=sizeprices,sizeavailability,sizedelivery,bundleprice,bundle with bundle fields (unchecked = 0)', async () => {
    const all = await post(`product=${C.bundle}&size=uniw&get=sizeprices,sizeavailability,sizedelivery,bundleprice,bundle`, {});
    expect(all['bundle']).toEqual([
      { product: 1001, quantity: 1 },
      { product: 1206, quantity: 1 },
    ]);
    expect(Object.keys(all['bundleprice']).sort()).toEqual(
      ['amount_diff_gross', 'amount_diff_net', 'percent_diff', 'price_gross', 'price_gross_formatted', 'price_net', 'price_net_formatted'].sort(),
    );
    expect(all['bundleprice'].price_gross).toBe(259);
    const partial = await post(`product=${C.bundle}&size=uniw&get=bundleprice,bundle`, { 'bundled_product[1206]': '0' });
    expect(partial['bundle']).toEqual([
      { product: 1001, quantity: 1 },
      { product: 1206, quantity: 0 },
    ]);
    expect(partial['bundleprice']).toMatchObject({ price_gross: 199, amount_diff_gross: 0, percent_diff: 0 });
    expect(await post(`product=${C.sizes}&size=S&get=bundleprice,bundle`, {})).toEqual({ bundleprice: null, bundle: [] });
  });

  it('…&get=sizeprices,multiversions,sizes,pictures,bundle', async () => {
    const body = await post(`product=${C.multiversionA}&get=sizeprices,multiversions,sizes,pictures,bundle`, {});
    expect(body['sizes']).toEqual({
      amount: 8,
      name: 'szt.',
      items: {
        '40': { type: '40', description: '40', amount: 5 },
        '41': { type: '41', description: '41', amount: 3 },
        '42': { type: '42', description: '42', amount: 0 },
      },
    });
    expect(body['pictures']).toEqual([{ data: { icon: '/gfx/products/1020.png' } }, { data: { icon: '/gfx/products/1020.png?v=2' } }]);
    expect(body['multiversions'].map((g: Json) => g['name'])).toEqual(['Kolor', 'Materiał']);
    expect(body['multiversions'][0].items[0]).toEqual({
      values_id: V.shoeBlack,
      name: 'czarny',
      disabled: false,
      products: [
        { product_id: 1020, url: '/product/1020' },
        { product_id: 1021, url: '/product/1021' },
      ],
    });
    expect(body['bundle']).toEqual([]);
    expect((await post(`product=${C.sizes}&get=sizes`, {}))['sizes'].amount).toBe(-1);
  });

  it('…&size=…&get=sizeprices,size,sizeavailability (the body may carry the parameters too)', async () => {
    const body = await post('', { product: String(C.sizes), size: 'XL', get: 'sizeprices,size,sizeavailability' });
    expect(body['size']).toEqual({ amount: 2 });
    expect(body['sizeprices'].value).toBe(219);
    expect(body['sizeavailability'].status).toBe('enable');
  });

  it('accepts a multipart body', async () => {
    const form = new FormData();
    form.set('get', 'size');
    const r = await call(`product=${C.sizes}&size=L`, { method: 'POST', body: form });
    expect(r).toEqual({ status: 200, body: { size: { amount: 0 } } });
  });
});

describe('multiversions[selected] / [last_selected] (§3.11, §7.5)', () => {
  it('without a selection only values with no product at all are disabled', async () => {
    const { multiversions } = await get(`product=${C.multiversionConflict}&get=multiversions`);
    expect(disabledOf(multiversions)).toEqual([V.shoeGreen]);
  });

  it('after choosing beżowy, skóra is disabled (no beżowy leather shoe): the conflict case', async () => {
    const { multiversions } = await get(
      `product=${C.multiversionA}&get=multiversions&multiversions[selected]=${V.shoeBeige},${V.shoeLeather}&multiversions[last_selected]=${V.shoeBeige}`,
    );
    expect(disabledOf(multiversions)).toEqual([V.shoeGreen, V.shoeLeather]);
  });

  it('the anchor is the last selected value: choosing skóra disables the colours without leather', async () => {
    const { multiversions } = await post(`product=${C.multiversionConflict}&get=multiversions`, {
      'multiversions[selected]': `${V.shoeBeige},${V.shoeLeather}`,
      'multiversions[last_selected]': V.shoeLeather,
    });
    expect(disabledOf(multiversions)).toEqual([V.shoeBeige, V.shoeGreen]);
  });

  it('without last_selected every selected value anchors the other groups', async () => {
    const { multiversions } = await get(
      `product=${C.multiversionDependent}&get=multiversions&multiversions[selected]=${V.bagBlack},${V.bagSmall},${V.bagCanvas}`,
    );
    // czerwony needs duży; duży needs czerwony; skóra exists as czarny / mały
    expect(disabledOf(multiversions)).toEqual([V.bagRed, V.bagLarge]);
  });

  it('the bag family: duży exists only as czerwony / płótno', async () => {
    const { multiversions } = await get(`product=${C.multiversionTwoChanges}&get=multiversions`);
    const large = multiversions[1].items.find((i: Json) => i['values_id'] === V.bagLarge);
    expect(large.products).toEqual([{ product_id: C.multiversionOther, url: `/product/${C.multiversionOther}` }]);
  });

  it('a product without versions answers an empty list', async () => {
    expect(await get(`product=${C.sizes}&get=multiversions`)).toEqual({ multiversions: [] });
  });
});

describe('errors and faults', () => {
  it.each([
    ['an unknown product', 'product=99999&get=sizeprices', 404, 'product_not_found'],
    ['an unknown size', `product=${C.sizes}&size=XXL&get=sizeprices`, 404, 'size_not_found'],
    ['no product', 'get=sizeprices', 400, 'bad_request'],
    ['an unknown section', `product=${C.sizes}&get=sizeprices,nonsense`, 400, 'unknown_section'],
    ['an unknown action', `action=explode&product=${C.sizes}`, 400, 'unknown_action'],
    ['an unknown multiversion value', `product=${C.multiversionA}&get=multiversions&multiversions[selected]=999`, 400, 'unknown_multiversion_value'],
  ])('%s → %i {error: {code, message}}', async (_label, query, status, code) => {
    const r = await call(query);
    expect(r.status).toBe(status);
    expect(r.body).toEqual({ error: { code, message: expect.any(String) } });
  });

  it('honours fault injection', async () => {
    expect((await call(`product=${C.sizes}&get=size&__fault=500`)).status).toBe(500);
    const res = await shop.handle(new Request(`http://shop/ajax/projector.php?product=${C.sizes}&get=size&__fault=malformed`));
    await expect(res.json()).rejects.toThrow();
  });
});
