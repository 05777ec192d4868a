// The development shop's product-form cases (PROJECTOR_CASES): each case's data as the
// Projector section of /ajax/get.php serves it (spec §3.8, §3.9, §4.8, §4.12, §5.7, §9.4, §9.5),
// with the clock fixed where the shop computes times relative to "now".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShop } from '../../fixtures/server/shop.ts';
import { getProduct, listProducts } from '../../fixtures/data/index.ts';
import { PROJECTOR_CASES as C, PROJECTOR_CASE_SIZES } from '../../fixtures/data/projector-cases.ts';
import type { ProjectorProduct } from '../../fixtures/data/projector.ts';

async function projector(id: number, size?: string): Promise<ProjectorProduct> {
  const shop = createShop();
  const res = await shop.handle(
    new Request('http://shop/ajax/get.php', {
      method: 'POST',
      body: new URLSearchParams({ request: JSON.stringify({ Projector: { params: { product: id, ...(size ? { size } : {}) } } }) }),
    }),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { Projector: { product: ProjectorProduct } | null };
  expect(body.Projector).not.toBeNull();
  return body.Projector!.product;
}

/** Fixes the clock at a local date-time (so the expectations hold in every time zone). */
function at(y: number, m: number, d: number, h: number, min = 0): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(y, m - 1, d, h, min, 0));
}
afterEach(() => {
  vi.useRealTimers();
});

const only = (p: ProjectorProduct) => p.sizes[0]!;

describe('PROJECTOR_CASES', () => {
  it('names existing products only, each with a unique product code', () => {
    for (const [name, id] of Object.entries(C)) expect(getProduct(id), name).toBeDefined();
    const codes = listProducts().map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the older catalog as it was: the filler starts at 1200 and the new cases are appended after it', () => {
    const ids = listProducts().map((p) => p.id);
    expect(ids.slice(0, 150).every((id) => id < 1020 || id >= 1100)).toBe(true);
    expect(ids.slice(150).every((id) => id >= 1020 && id < 1100)).toBe(true);
  });
});

describe('sizes and stock (§3.9, §9.5)', () => {
  it('sizes: amounts n, -1 and 0 on one product, with the sold-out size disabled', async () => {
    const p = await projector(C.sizes);
    expect(Object.fromEntries(p.sizes.map((s) => [s.id, s.amount]))).toEqual({ S: 5, M: -1, L: 0, XL: 2 });
    const soldOut = p.sizes.find((s) => s.id === PROJECTOR_CASE_SIZES.soldOut)!;
    expect(soldOut.availability.status).toBe('disable');
    expect(p.sizes.find((s) => s.id === PROJECTOR_CASE_SIZES.inStock)!.availability.status).toBe('enable');
  });

  it('onesize: the only size has the id "onesize"', async () => {
    const p = await projector(C.onesize);
    expect(p.sizes.map((s) => s.id)).toEqual(['onesize']);
  });

  it('soldOut: the only size has amount 0 and status disable without a delivery date', async () => {
    const s = only(await projector(C.soldOut));
    expect(s.amount).toBe(0);
    expect(s.availability).toMatchObject({ status: 'disable', delivery_date: '' });
  });

  it('disableWithDeliveryDate: status disable with a delivery date 14 days ahead', async () => {
    at(2026, 1, 14, 12);
    const s = only(await projector(C.disableWithDeliveryDate));
    expect(s.amount).toBe(0);
    expect(s.availability).toMatchObject({ status: 'disable', delivery_date: '2026-01-28' });
  });

  it('orderUnknownTime: status order with an unknown shipping time', async () => {
    const s = only(await projector(C.orderUnknownTime));
    expect(s.availability.status).toBe('order');
    expect(s.shippingTime.unknownTime).toBe(true);
  });

  it('virtual and service products, with unlimited amounts', async () => {
    expect((await projector(C.virtual)).type).toBe('virtual');
    expect((await projector(C.service)).type).toBe('service');
    expect(only(await projector(C.virtual)).amount).toBe(-1);
  });
});

describe('prices (§3.9, §4.8, §9.4)', () => {
  it('rebateThresholds: rebateNumber items with thresholds 2 and 5 (a null entry first)', async () => {
    const p = await projector(C.rebateThresholds, 'S');
    const r = p.sizes.find((s) => s.id === 'S')!.price.rebateNumber!;
    expect(r.items[0]).toBeNull();
    expect(r.items.slice(1).map((i) => [i!.threshold, i!.price])).toEqual([
      [2, 439],
      [5, 409],
    ]);
    // An empty basket: nothing counts towards the thresholds yet (nextthreshold − nextleft = 0).
    expect(r).toMatchObject({ nextthreshold: 2, nextleft: 2, nextprice: 439, nextprice_formatted: '439,00 zł' });
  });

  it("rebateThresholds: the units of the size in the session's basket count (nextthreshold − nextleft), in get.php and in the legacy sizeprices", async () => {
    const shop = createShop({ singleSession: true });
    await shop.handle(new Request('http://shop/basketchange.php', { method: 'POST', body: `product=${C.rebateThresholds}&mode=1&size=S&number=3` }));
    const res = await shop.handle(
      new Request('http://shop/ajax/get.php', {
        method: 'POST',
        body: new URLSearchParams({ request: JSON.stringify({ Projector: { params: { product: C.rebateThresholds } } }) }),
      }),
    );
    const sizes = ((await res.json()) as { Projector: { product: ProjectorProduct } }).Projector.product.sizes;
    expect(sizes.find((s) => s.id === 'S')!.price.rebateNumber).toMatchObject({ nextthreshold: 5, nextleft: 2 });
    expect(sizes.find((s) => s.id === 'M')!.price.rebateNumber).toMatchObject({ nextthreshold: 2, nextleft: 2 }); // another size: none
    const legacy = await shop.handle(new Request(`http://shop/ajax/projector.php?product=${C.rebateThresholds}&size=S&get=sizeprices`));
    expect(((await legacy.json()) as { sizeprices: { rebateNumber: unknown } }).sizeprices.rebateNumber).toMatchObject({ nextthreshold: 5, nextleft: 2 });
  });

  it('phonePrice: phone_price with a phone description and icon', async () => {
    const s = only(await projector(C.phonePrice));
    expect(s.phone_price).toBe(true);
    expect(s.availability.descriptionTel).not.toBe('');
    expect(s.availability.iconTel).not.toBe('');
  });

  it('advanceAndSrp: advance price and suggested retail price', async () => {
    const s = only(await projector(C.advanceAndSrp));
    expect(s.price.advancePrice?.gross.value).toBe(200);
    expect(s.price.suggested?.gross.value).toBe(749);
  });

  it('bundle: type bundle with its parts', async () => {
    const p = await projector(C.bundle);
    expect(p.type).toBe('bundle');
    expect(p.bundle).toEqual([
      { product: 1001, quantity: 1 },
      { product: 1206, quantity: 1 },
    ]);
  });
});

describe('quantity rules (§5.7)', () => {
  it('sellByHalfMetre: sellBy 0.5 at precision 1, minimum 1', async () => {
    const p = await projector(C.sellByHalfMetre);
    expect(p.unit).toMatchObject({ sellBy: 0.5, precision: 1, name: 'm' });
    expect(p.order_quantity_range.min_quantity_per_order).toBe(1);
  });

  it('maxPerOrder: a per-order and a per-size maximum', async () => {
    const p = await projector(C.maxPerOrder);
    expect(p.order_quantity_range).toMatchObject({ max_quantity_per_order: 6, max_size_quantity_per_order: 4 });
    expect(p.sizes.every((s) => s.amount === 20)).toBe(true);
  });

  it('minAboveStock: the minimum exceeds the stock', async () => {
    const p = await projector(C.minAboveStock);
    expect(p.order_quantity_range.min_quantity_per_order).toBe(5);
    expect(only(p).amount).toBe(3);
  });

  it('subscription: a subscription minimum and subscription prices', async () => {
    const p = await projector(C.subscription);
    expect(p.order_quantity_range.subscription_min_quantity).toBe(2);
    expect(p.subscription).not.toBeNull();
  });
});

describe('shipping time (§9.5), clock fixed at Wednesday 2026-01-14 12:00', () => {
  it.each([
    ['deadlineSoon', C.deadlineSoon, { days: 0, hours: 0, minutes: 0 }, true, '13:00:00'],
    ['deadlineLater', C.deadlineLater, { days: 0, hours: 0, minutes: 0 }, true, '17:00:00'],
    ['shipDays0', C.shipDays0, { days: 0, hours: 0, minutes: 0 }, false, ''],
    ['shipDays1Zero', C.shipDays1Zero, { days: 1, hours: 0, minutes: 0 }, false, ''],
    ['shipDays1Hours', C.shipDays1Hours, { days: 1, hours: 5, minutes: 0 }, false, ''],
    ['shipDaysOver29', C.shipDaysOver29, { days: 35, hours: 0, minutes: 0 }, false, ''],
  ])('%s', async (_name, id, time, today, deadline) => {
    at(2026, 1, 14, 12);
    const t = only(await projector(id)).shippingTime;
    expect(t).toMatchObject({ time, today, todayShipmentDeadline: deadline, unknownTime: false });
  });

  it('shipWeekday: 9 days from Wednesday is Friday of the next week (weekDay 5, weekAmount 1)', async () => {
    at(2026, 1, 14, 12);
    expect(only(await projector(C.shipWeekday)).shippingTime).toMatchObject({ time: { days: 9 }, weekDay: 5, weekAmount: 1 });
    at(2026, 1, 18, 12); // Sunday: 9 days later is Tuesday, two weeks on
    expect(only(await projector(C.shipWeekday)).shippingTime).toMatchObject({ weekDay: 2, weekAmount: 2 });
  });

  it('deadlines stay today near midnight: a near one is clamped to 23:59:59, a far one is given as passed', async () => {
    at(2026, 1, 14, 23, 30);
    expect(only(await projector(C.deadlineSoon)).shippingTime.todayShipmentDeadline).toBe('23:59:59');
    at(2026, 1, 14, 20);
    expect(only(await projector(C.deadlineLater)).shippingTime.todayShipmentDeadline).toBe('19:00:00');
  });
});

describe('countdown base_price (§3.8, §4.12)', () => {
  it('countdownSoon: promotion till now + 2 h, date and hour (crossing midnight too)', async () => {
    at(2026, 1, 14, 12);
    expect((await projector(C.countdownSoon)).base_price).toMatchObject({ promotiontilldate: '2026-01-14', promotiontillhour: '14:00:00' });
    at(2026, 1, 14, 23);
    expect((await projector(C.countdownSoon)).base_price).toMatchObject({ promotiontilldate: '2026-01-15', promotiontillhour: '01:00:00' });
  });

  it('countdownDateOnly: discount till today without an hour', async () => {
    at(2026, 1, 14, 12);
    expect((await projector(C.countdownDateOnly)).base_price).toMatchObject({ discounttilldate: '2026-01-14', discounttillhour: '', promotiontilldate: '' });
  });

  it('countdownPassed: promotion ended an hour ago', async () => {
    at(2026, 1, 14, 12);
    expect((await projector(C.countdownPassed)).base_price).toMatchObject({ promotiontilldate: '2026-01-14', promotiontillhour: '11:00:00' });
  });
});
