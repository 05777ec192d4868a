// Instalment rules (spec §2.11, §4.11, §5.8, §8.4, §9.4) as tables, including the bounds and
// rounding edges: exactly min, exactly max, a cent either side, and amounts at half a cent.
import { describe, expect, it } from 'vitest';
import {
  activeBound,
  amountParam,
  basketPlan,
  calculateLink,
  checkBounds,
  productAmount,
  productPlan,
  safeLink,
  sumWithBasket,
  tooManyProducts,
  validQuantity,
} from '../../src/domain/instalments.ts';

describe('checkBounds (§5.8: at least min, at most max, on 2-decimal amounts)', () => {
  it.each([
    // amount, min, max, expected
    [300, 300, 2000, { ok: true }], // exactly min
    [2000, 300, 2000, { ok: true }], // exactly max
    [299.99, 300, 2000, { ok: false, reason: 'below', limit: 300, diff: 0.01 }],
    [2000.01, 300, 2000, { ok: false, reason: 'above', limit: 2000, diff: 0.01 }],
    [299.995, 300, 2000, { ok: true }], // rounds to 300.00 (half away from zero)
    [299.994, 300, 2000, { ok: false, reason: 'below', limit: 300, diff: 0.01 }],
    [2000.005, 300, 2000, { ok: false, reason: 'above', limit: 2000, diff: 0.01 }], // rounds to 2000.01
    [2000.004, 300, 2000, { ok: true }], // rounds to 2000.00
    [0.005, 0.01, undefined, { ok: true }], // 0.005 → 0.01 = min
    [0.004, 0.01, undefined, { ok: false, reason: 'below', limit: 0.01, diff: 0.01 }],
    [199, 300, 2000, { ok: false, reason: 'below', limit: 300, diff: 101 }],
    [2295, 300, 2000, { ok: false, reason: 'above', limit: 2000, diff: 295 }],
    [1e9, undefined, undefined, { ok: true }], // no bounds set
    [1, 0, 0, { ok: true }], // 0 = not set
    [1, null, null, { ok: true }],
    [5000, 300, 0, { ok: true }], // only a minimum
    [10, 0, 2000, { ok: true }], // only a maximum
    [10, -5, Number.NaN, { ok: true }], // nonsense bounds are not set
    [100.1, 100.2, undefined, { ok: false, reason: 'below', limit: 100.2, diff: 0.1 }], // no float noise in diff
  ])('%s with min %s, max %s', (amount, min, max, expected) => {
    expect(checkBounds(amount, { min, max })).toEqual(expected);
  });

  it.each([
    [undefined, undefined],
    [null, undefined],
    [0, undefined],
    [-1, undefined],
    [Infinity, undefined],
    [300, 300],
    [299.995, 300],
  ])('activeBound(%s) = %s', (v, out) => expect(activeBound(v)).toBe(out));
});

describe('amounts (§4.11, §9.4: 2 decimals)', () => {
  it.each([
    [199, 1, 199],
    [199, 2, 398],
    [0.1, 3, 0.3], // not 0.30000000000000004
    [199.99, 3, 599.97],
    [49.9, 1.5, 74.85],
    [33.335, 1, 33.34], // half a cent rounds up
    [0.005, 1, 0.01],
    [0.004, 1, 0],
    [0, 5, 0],
  ])('productAmount(%s, %s) = %s', (price, qty, out) => expect(productAmount(price, qty)).toBe(out));

  it.each([
    [398, 199, 597],
    [0.1, 0.2, 0.3],
    [1234.565, 0, 1234.57],
    [100.004, 0.001, 100.01], // the sum is rounded, not the parts
    [0, 0, 0],
  ])('sumWithBasket(%s, %s) = %s', (basket, product, out) => expect(sumWithBasket(basket, product)).toBe(out));

  it.each([
    [1234.5, '1234.50'],
    [1234567.891, '1234567.89'], // no grouping
    [0.005, '0.01'],
    [0, '0.00'],
    [2.675, '2.68'],
    [300, '300.00'],
  ])('amountParam(%s) = %s (2 decimals, ".")', (n, out) => expect(amountParam(n)).toBe(out));

  it.each([
    [2, 2],
    ['3', 3],
    ['1,5', 1.5],
    [' 2 ', 2],
    ['', undefined],
    ['abc', undefined],
    [0, undefined],
    [-1, undefined],
    [Number.NaN, undefined],
    [Infinity, undefined],
    [null, undefined],
  ])('validQuantity(%j) = %s', (v, out) => expect(validQuantity(v)).toBe(out));
});

describe('links', () => {
  it.each([
    ['https://raty.example/calc?amount={calculate_price}', 398, 'https://raty.example/calc?amount=398.00'],
    ['/instalments/calculator?amount={calculate_price}&again={calculate_price}', 1.5, '/instalments/calculator?amount=1.50&again=1.50'],
    ['https://raty.example/calc?amount=%7Bcalculate_price%7D', 10, 'https://raty.example/calc?amount=10.00'],
    ['https://raty.example/calc', 10, 'https://raty.example/calc'], // no placeholder: as is
    ['https://raty.example/calc?amount={calculate_price}', undefined, 'https://raty.example/calc?amount='], // price 0
  ])('calculateLink(%s, %s)', (link, amount, out) => expect(calculateLink(link, amount)).toBe(out));

  it.each([
    ['https://raty.example/x', 'https://raty.example/x'],
    ['http://raty.example/x', 'http://raty.example/x'],
    ['/instalments/calculator', '/instalments/calculator'],
    ['calc?amount=1', 'calc?amount=1'],
    ['javascript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('safeLink(%j) = %j', (link, out) => expect(safeLink(link)).toBe(out));
});

describe('productPlan (§4.11, §2.11)', () => {
  const bounds = { min: 300, max: 2000 };
  it('price 0 opens the link directly, without an amount, whatever the basket', () => {
    expect(productPlan({ ...bounds, unitPrice: 0, quantity: 3, basketCount: 2, basketCost: 5000 })).toEqual({ kind: 'direct', amount: undefined });
  });
  it.each([
    // unitPrice, quantity, expected kind, amount
    [459, 1, 'direct', 459],
    [300, 1, 'direct', 300], // exactly min
    [1000, 2, 'direct', 2000], // exactly max
    [149.9975, 2, 'direct', 300], // 299.995 → 300.00
  ])('empty basket, within bounds: %s × %s → %s %s', (unitPrice, quantity, kind, amount) => {
    expect(productPlan({ ...bounds, unitPrice, quantity, basketCount: 0, basketCost: 0 })).toEqual({ kind, amount });
  });
  it('empty basket, no bounds set: direct', () => {
    expect(productPlan({ unitPrice: 99999, quantity: 1, basketCount: 0, basketCost: 0 })).toEqual({ kind: 'direct', amount: 99999 });
  });
  it.each([
    [199, 1, 'below', 101],
    [299.99, 1, 'below', 0.01],
    [459, 5, 'above', 295],
    [2000.01, 1, 'above', 0.01],
  ])('empty basket, out of bounds: %s × %s → dialog, product only, %s by %s', (unitPrice, quantity, reason, diff) => {
    const plan = productPlan({ ...bounds, unitPrice, quantity, basketCount: 0, basketCost: 0 });
    expect(plan.kind).toBe('dialog');
    if (plan.kind !== 'dialog') return;
    expect(plan.options).toHaveLength(1);
    expect(plan.options[0]).toMatchObject({ kind: 'product', check: { ok: false, reason, diff } });
  });
  it('a non-empty basket always offers both options; the sum is basket cost + product, 2 decimals', () => {
    const plan = productPlan({ ...bounds, unitPrice: 199.995, quantity: 1, basketCount: 1, basketCost: 100.004 });
    expect(plan).toEqual({
      kind: 'dialog',
      options: [
        { kind: 'product', amount: 200, check: { ok: false, reason: 'below', limit: 300, diff: 100 } },
        { kind: 'withBasket', amount: 300, check: { ok: true } }, // 100.004 + 200 = 300.004 → 300.00 = min
      ],
    });
  });
  it('with the basket above the maximum only that option is disabled', () => {
    const plan = productPlan({ ...bounds, unitPrice: 459, quantity: 1, basketCount: 3, basketCost: 1600 });
    expect(plan.kind === 'dialog' && plan.options.map((o) => [o.kind, o.amount, o.check.ok])).toEqual([
      ['product', 459, true],
      ['withBasket', 2059, false],
    ]);
  });
});

describe('basketPlan (§2.11, §8.4)', () => {
  const base = { min: 300, max: 2000, notPayable: [] as string[], maxProducts: 5 };
  it.each([
    [300, 1, 'direct'], // exactly min
    [2000, 5, 'direct'], // exactly max, exactly the position limit
    [299.995, 1, 'direct'],
    [299.99, 1, 'dialog'],
    [2000.01, 1, 'dialog'],
    [500, 6, 'dialog'], // too many positions
    [0, 0, 'none'], // empty basket
  ])('total %s, %s positions → %s', (total, count, kind) => {
    expect(basketPlan({ ...base, total, count }).kind).toBe(kind);
  });
  it('names the products the provider does not take', () => {
    const plan = basketPlan({ ...base, total: 500, count: 2, notPayable: ['Kurs online'] });
    expect(plan).toMatchObject({ kind: 'dialog', check: { ok: true }, notPayable: ['Kurs online'], reduceTo: undefined });
  });
  it('collects every reason at once', () => {
    const plan = basketPlan({ ...base, total: 2500, count: 7, notPayable: ['A', 'B'] });
    expect(plan).toEqual({ kind: 'dialog', amount: 2500, check: { ok: false, reason: 'above', limit: 2000, diff: 500 }, notPayable: ['A', 'B'], reduceTo: 5 });
  });
  it.each([
    [6, 5, 5],
    [5, 5, undefined],
    [100, 0, undefined], // 0 = no limit
    [100, undefined, undefined],
    [100, null, undefined],
    [3, 2.5, undefined], // not a whole number: ignored
  ])('tooManyProducts(%s, %s) = %s', (count, max, out) => expect(tooManyProducts(count, max)).toBe(out));
});
