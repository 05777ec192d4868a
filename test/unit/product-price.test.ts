import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  isPhonePrice,
  multipackOffset,
  multipackOptions,
  multipackQuantity,
  nextThreshold,
  rebateForFormQuantity,
  rebateForQuantity,
  rebatePrice,
  savePercent,
  type RebateItem,
  type RebateNumber,
} from '../../src/domain/product-price.ts';

// §9.4 "Save percent = round(100 × (max - price) / max)."
describe('savePercent (§9.4)', () => {
  it.each<[number, number | null | undefined, number | null]>([
    [80, 100, 20],
    [90, 120, 25],
    [1.05, 1.2, 13], // exactly 12.5 → 13 (no float noise)
    [66.66, 100, 33],
    [66.5, 100, 34], // 33.5 → 34
    [0, 100, 100],
    [100, 100, null], // no saving
    [120, 100, null], // price above max
    [99.9, 100, null], // 0.1 % rounds to 0: nothing to show
    [50, null, null],
    [50, undefined, null],
    [50, 0, null],
  ])('price %d, max %s → %s', (price, max, expected) => {
    expect(savePercent(price, max)).toBe(expected);
  });

  it('law: the percent is between 1 and 100 and matches the formula on cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (maxC, priceC) => {
        const p = savePercent(priceC / 100, maxC / 100);
        const exact = (100 * (maxC - priceC)) / maxC;
        if (priceC >= maxC || exact < 0.5) expect(p).toBeNull();
        else {
          expect(p).toBeGreaterThanOrEqual(1);
          expect(p).toBeLessThanOrEqual(100);
          expect(Math.abs((p as number) - exact)).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });
});

const item = (threshold: number, price: number, left = 0): RebateItem => ({
  left,
  threshold,
  price,
  price_net: Math.round((price / 1.23) * 100) / 100,
  price_formatted: `${price},00 zł`,
  price_net_formatted: `${price} net`,
});

// §9.4 "Quantity price thresholds (rebateNumber): the highest threshold at or below the quantity applies."
describe('rebateForQuantity (§9.4)', () => {
  const r: RebateNumber = { items: [item(5, 90), null, item(2, 95), item(10, 80)] };
  it.each<[number, number | null]>([
    [1, null],
    [2, 2],
    [4, 2],
    [5, 5],
    [9.5, 5],
    [10, 10],
    [100, 10],
  ])('quantity %d → threshold %s', (q, threshold) => {
    expect(rebateForQuantity(r, q)?.threshold ?? null).toBe(threshold);
  });

  it('no data, no items, only nulls → null', () => {
    expect(rebateForQuantity(null, 5)).toBeNull();
    expect(rebateForQuantity(undefined, 5)).toBeNull();
    expect(rebateForQuantity({ items: [] }, 5)).toBeNull();
    expect(rebateForQuantity({ items: [null, null] }, 5)).toBeNull();
  });

  it('fractional thresholds compare without float noise', () => {
    expect(rebateForQuantity({ items: [item(0.3, 9)] }, 0.1 + 0.2)?.threshold).toBe(0.3);
    expect(rebateForQuantity({ items: [item(0.3, 9)] }, 0.7 - 0.4)?.threshold).toBe(0.3); // 0.29999999999999993
  });

  it('law: the chosen threshold is ≤ q and no other threshold lies between it and q', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 1, max: 50 }))), fc.integer({ min: 0, max: 60 }), (ts, q) => {
        const rn: RebateNumber = { items: ts.map((t) => (t === null ? null : item(t, 100 - t))) };
        const hit = rebateForQuantity(rn, q);
        const eligible = ts.filter((t): t is number => t !== null && t <= q);
        if (eligible.length === 0) expect(hit).toBeNull();
        else expect(hit?.threshold).toBe(Math.max(...eligible));
      }),
    );
  });
});

// §9.4 "The multipack value is adjusted by (nextthreshold - nextleft)."
describe('multipack (§9.4, §2.10)', () => {
  // 3 units already in the basket: the next threshold 5 needs 2 more.
  const inBasket: RebateNumber = { items: [item(2, 95, 0), item(5, 90, 2), item(10, 80, 7)], nextthreshold: 5, nextleft: 2, nextprice: 90 };
  const empty: RebateNumber = { items: [item(2, 95, 2), item(5, 90, 5)], nextthreshold: 2, nextleft: 2 };

  it.each<[string, RebateNumber, number, number | null]>([
    ['basket has 3, next threshold 5', inBasket, 3, 2],
    ['empty basket', empty, 0, 2],
    ['no next threshold', { items: [item(2, 95)] }, 0, null],
    ['nextleft missing: no adjustment', { items: [], nextthreshold: 4 }, 0, 4],
    ['inconsistent (nextleft above nextthreshold): no adjustment', { items: [], nextthreshold: 4, nextleft: 6 }, 0, 4],
    ['nothing missing', { items: [], nextthreshold: 4, nextleft: 0 }, 4, null],
    ['fractional units without float noise', { items: [], nextthreshold: 0.3, nextleft: 0.2 }, 0.1, 0.2],
  ])('%s: offset %d, quantity %s', (_, r, offset, quantity) => {
    expect(multipackOffset(r)).toBe(offset);
    expect(multipackQuantity(r)).toBe(quantity);
  });

  it('options: each threshold minus the basket offset, ascending, reached ones dropped', () => {
    expect(multipackOptions(inBasket).map((o) => [o.item.threshold, o.quantity])).toEqual([
      [5, 2],
      [10, 7],
    ]);
    expect(multipackOptions(empty).map((o) => [o.item.threshold, o.quantity])).toEqual([
      [2, 2],
      [5, 5],
    ]);
    expect(multipackOptions({ items: [null, item(4, 1), item(4, 2), item(3, 3)] }).map((o) => o.quantity)).toEqual([3, 4]);
    expect(multipackOptions(null)).toEqual([]);
  });

  it.each<[number, number | null]>([
    [1, 2], // 3 in the basket + 1 = 4: threshold 2 applies
    [2, 5], // + 2 = 5
    [7, 10],
  ])('rebateForFormQuantity: basket 3 + form %d → threshold %s', (q, threshold) => {
    expect(rebateForFormQuantity(inBasket, q)?.threshold ?? null).toBe(threshold);
  });

  it.each<[number, [number, number] | null]>([
    [1, [5, 1]], // basket 3 + 1 = 4: one more reaches 5
    [2, [10, 5]], // 3 + 2 = 5 reaches 5; the next is 10
    [6, [10, 1]],
    [7, null], // 3 + 7 = 10: past the last threshold
  ])('nextThreshold: basket 3 + form %d → [threshold, left] %j', (q, expected) => {
    const next = nextThreshold(inBasket, q);
    expect(next && [next.item.threshold, next.left]).toEqual(expected);
  });

  it('nextThreshold on an empty basket, and with no thresholds', () => {
    expect(nextThreshold(empty, 1)).toMatchObject({ item: { threshold: 2 }, left: 1 });
    expect(nextThreshold(null, 1)).toBeNull();
  });

  it('law: form quantity + offset reaches exactly the option threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 40 }), (nextthreshold, left) => {
        fc.pre(left <= nextthreshold);
        const r: RebateNumber = { items: [item(nextthreshold, 1)], nextthreshold, nextleft: left };
        const q = multipackQuantity(r);
        if (left === 0) expect(q).toBeNull();
        else expect((q as number) + multipackOffset(r)).toBe(nextthreshold);
        for (const o of multipackOptions(r)) expect(o.quantity + multipackOffset(r)).toBe(o.item.threshold);
      }),
    );
  });
});

describe('rebatePrice (priceType)', () => {
  it('gross and net', () => {
    const it5 = item(5, 123);
    expect(rebatePrice(it5, 'gross')).toEqual({ value: 123, formatted: '123,00 zł' });
    expect(rebatePrice(it5, 'net')).toEqual({ value: 100, formatted: '123 net' });
  });
});

// §4.8 "Phone price is shown when: the type is bundle; there is no availability; the availability has
// a phone description and a phone icon; or phone_price is set." A bundle is priced by its parts
// (§3.11): only a bundle without a price asks to call.
describe('isPhonePrice (§4.8)', () => {
  const available = { descriptionTel: '', iconTel: '' };
  it.each<[string, Parameters<typeof isPhonePrice>[0], boolean]>([
    ['an ordinary product', { type: 'product', availability: available }, false],
    ['type bundle without a price', { type: 'bundle', availability: available }, true],
    ['type bundle priced 0', { type: 'bundle', availability: available, price: 0 }, true],
    ['type bundle priced null', { type: 'bundle', availability: available, price: null }, true],
    ['type bundle priced by its parts (654,30)', { type: 'bundle', availability: available, price: 654.3 }, false],
    ['type bundle with a price and phone_price set', { type: 'bundle', availability: available, price: 654.3, phone_price: true }, true],
    ['no availability (null)', { type: 'product', availability: null }, true],
    ['no availability (missing)', { type: 'product' }, true],
    ['phone description and icon', { availability: { descriptionTel: 'Zadzwoń', iconTel: '/tel.svg' } }, true],
    ['phone description only', { availability: { descriptionTel: 'Zadzwoń', iconTel: '' } }, false],
    ['phone icon only', { availability: { descriptionTel: ' ', iconTel: '/tel.svg' } }, false],
    ['phone_price set', { availability: available, phone_price: true }, true],
    ['phone_price false', { availability: available, phone_price: false }, false],
  ])('%s → %s', (_, p, expected) => {
    expect(isPhonePrice(p)).toBe(expected);
  });
});
