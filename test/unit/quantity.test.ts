import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  checkQuantity,
  floorToSellBy,
  maxQuantity,
  minQuantity,
  parseQuantityInput,
  quantityOptions,
  quantityRangeEmpty,
  roundUpToSellBy,
  stepQuantity,
  type QuantityRules,
} from '../../src/domain/quantity.ts';

const rules = (over: Partial<QuantityRules> = {}): QuantityRules => ({
  sellBy: 1,
  precision: 0,
  minPerOrder: 0,
  minSizePerOrder: 0,
  subscriptionMin: 0,
  maxPerOrder: -1,
  maxSizePerOrder: -1,
  sizeAmount: -1,
  ...over,
});

/** The decimal a customer would type for k × sellBy, as a double (the no-drift oracle). */
const exact = (k: number, sellBy: number, decimals: number): number => Number((k * sellBy).toFixed(decimals));

// §5.7 "Rounded up to a multiple of sellBy, at the unit precision."
describe('roundUpToSellBy (§5.7)', () => {
  it.each<[number, number, number, number]>([
    [7, 5, 0, 10],
    [10, 5, 0, 10],
    [1, 5, 0, 5],
    [0, 5, 0, 0],
    [1.01, 0.5, 1, 1.5],
    [1.5, 0.5, 1, 1.5],
    [0.1 + 0.2, 0.1, 1, 0.3], // float noise is not a step: 0.3, not 0.4
    [0.30000000000000004, 0.1, 1, 0.3],
    [0.7, 0.1, 1, 0.7],
    [0.71, 0.1, 1, 0.8],
    [2.3, 0.1, 1, 2.3],
    [1.234, 0.01, 2, 1.24],
    [0.26, 0.25, 1, 0.5], // sellBy with more decimals than the precision still steps by 0.25
    [3.2, 1, 0, 4],
    [3.2, 1, 2, 4], // sellBy 1 at precision 2: still whole units
    [3.2, 0, 0, 4], // sellBy 0 is read as 1
    [-3, 2, 0, -2],
  ])('%d by %d at precision %d → %d', (q, sellBy, precision, expected) => {
    expect(roundUpToSellBy(q, sellBy, precision)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundUpToSellBy(-0.4, 1, 0), 0)).toBe(true);
  });
});

describe('floorToSellBy (§5.7 above the maximum)', () => {
  it.each<[number, number, number, number]>([
    [7, 5, 0, 5],
    [10, 5, 0, 10],
    [4, 5, 0, 0],
    [1.99, 0.5, 1, 1.5],
    [0.1 + 0.2, 0.1, 1, 0.3], // not 0.2
    [0.9, 0.3, 1, 0.9],
    [2.675, 0.01, 2, 2.67],
  ])('%d by %d at precision %d → %d', (q, sellBy, precision, expected) => {
    expect(floorToSellBy(q, sellBy, precision)).toBe(expected);
  });
});

const grids: Array<[number, number]> = [
  [1, 0],
  [5, 0],
  [0.1, 1],
  [0.5, 1],
  [0.25, 2],
  [0.01, 2],
  [0.3, 1],
  [2.5, 1],
];

describe('rounding laws (fast-check)', () => {
  const gridArb = fc.constantFrom(...grids);
  it('roundUp is the smallest multiple ≥ q, floor the largest ≤ q, both exact decimals', () => {
    fc.assert(
      fc.property(gridArb, fc.integer({ min: 0, max: 100_000 }), ([sellBy, precision], milli) => {
        const q = milli / 1000;
        const up = roundUpToSellBy(q, sellBy, precision);
        const down = floorToSellBy(q, sellBy, precision);
        const decimals = Math.max(precision, 2);
        const kUp = Math.round(up / sellBy);
        const kDown = Math.round(down / sellBy);
        // On the grid, and the same double as the typed decimal (no drift).
        expect(up).toBe(exact(kUp, sellBy, decimals));
        expect(down).toBe(exact(kDown, sellBy, decimals));
        // Bracketing q, at most one step apart.
        expect(up + 1e-9).toBeGreaterThanOrEqual(q);
        expect(down - 1e-9).toBeLessThanOrEqual(q);
        expect(kUp - kDown).toBeLessThanOrEqual(1);
        expect(kUp - kDown === 0).toBe(up === down);
      }),
    );
  });

  it('a multiple of sellBy is a fixed point of both (k × sellBy computed with float drift)', () => {
    fc.assert(
      fc.property(gridArb, fc.integer({ min: 0, max: 10_000 }), ([sellBy, precision], k) => {
        const drifted = k * sellBy; // e.g. 3 × 0.1 = 0.30000000000000004
        const typed = exact(k, sellBy, Math.max(precision, 2));
        expect(roundUpToSellBy(drifted, sellBy, precision)).toBe(typed);
        expect(floorToSellBy(drifted, sellBy, precision)).toBe(typed);
      }),
    );
  });

  it('both are idempotent and monotonic', () => {
    fc.assert(
      fc.property(gridArb, fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 50_000 }), ([sellBy, p], a, b) => {
        const [x, y] = [Math.min(a, b) / 100, Math.max(a, b) / 100];
        const up = roundUpToSellBy(x, sellBy, p);
        expect(roundUpToSellBy(up, sellBy, p)).toBe(up);
        expect(floorToSellBy(up, sellBy, p)).toBe(up);
        expect(roundUpToSellBy(y, sellBy, p)).toBeGreaterThanOrEqual(up);
        expect(floorToSellBy(y, sellBy, p)).toBeGreaterThanOrEqual(floorToSellBy(x, sellBy, p));
      }),
    );
  });
});

// §5.7 "Minimum = the largest of sellBy, min_quantity_per_order, min_size_quantity_per_order and subscription_min_quantity."
describe('minQuantity (§5.7)', () => {
  it.each<[string, Partial<QuantityRules>, number]>([
    ['sellBy alone', { sellBy: 3 }, 3],
    ['min per order wins', { sellBy: 1, minPerOrder: 4 }, 4],
    ['min size per order wins', { sellBy: 1, minPerOrder: 4, minSizePerOrder: 6 }, 6],
    ['subscription minimum wins', { sellBy: 1, minPerOrder: 4, minSizePerOrder: 6, subscriptionMin: 8 }, 8],
    ['rounded up to sellBy', { sellBy: 5, minPerOrder: 7 }, 10],
    ['fractional', { sellBy: 0.5, precision: 1, minPerOrder: 1.2 }, 1.5],
    ['0.1 steps', { sellBy: 0.1, precision: 1, minSizePerOrder: 0.3 }, 0.3],
    ['0 = none', { sellBy: 2, minPerOrder: 0, minSizePerOrder: 0, subscriptionMin: 0 }, 2],
    ['negative ignored', { sellBy: 2, minPerOrder: -5 }, 2],
    ['sellBy 0 read as 1', { sellBy: 0 }, 1],
  ])('%s', (_, over, expected) => {
    expect(minQuantity(rules(over))).toBe(expected);
  });
});

// §5.7 "Maximum = the size amount, capped by max_quantity_per_order and max_size_quantity_per_order (-1 = unlimited)."
describe('maxQuantity (§5.7)', () => {
  it.each<[string, Partial<QuantityRules>, number | null]>([
    ['all unlimited', {}, null],
    ['size amount', { sizeAmount: 12 }, 12],
    ['capped per order', { sizeAmount: 12, maxPerOrder: 5 }, 5],
    ['capped per size', { sizeAmount: 12, maxPerOrder: 5, maxSizePerOrder: 3 }, 3],
    ['caps with unlimited amount', { sizeAmount: -1, maxPerOrder: 5 }, 5],
    ['cap above amount', { sizeAmount: 4, maxPerOrder: 50 }, 4],
    ['sold out', { sizeAmount: 0 }, 0],
    ['floored to sellBy', { sellBy: 5, sizeAmount: 12 }, 10],
    ['fractional floor', { sellBy: 0.5, precision: 1, sizeAmount: 2.7 }, 2.5],
    ['0.1 steps', { sellBy: 0.1, precision: 1, sizeAmount: 0.7 }, 0.7],
    ['cap 0 is not a cap', { sizeAmount: 9, maxPerOrder: 0, maxSizePerOrder: 0 }, 9],
  ])('%s', (_, over, expected) => {
    expect(maxQuantity(rules(over))).toBe(expected);
  });
});

describe('checkQuantity (§5.7)', () => {
  const r = rules({ sellBy: 2, minPerOrder: 4, sizeAmount: 11, maxPerOrder: 20 });
  it.each<[string, number, number, { kind: 'min' | 'max'; n: number } | null]>([
    ['within range on the grid', 6, 6, null],
    ['rounded up to sellBy', 7, 8, null],
    ['below the minimum', 2, 4, { kind: 'min', n: 4 }],
    ['rounded up, then still below', 1, 4, { kind: 'min', n: 4 }],
    ['zero', 0, 4, { kind: 'min', n: 4 }],
    ['negative', -3, 4, { kind: 'min', n: 4 }],
    ['not a number', NaN, 4, { kind: 'min', n: 4 }],
    ['above the maximum: floored to sellBy', 15, 10, { kind: 'max', n: 10 }],
    ['rounds up past the maximum', 11, 10, { kind: 'max', n: 10 }],
    ['at the maximum', 10, 10, null],
  ])('%s: %d → %d', (_, q, value, alert) => {
    expect(checkQuantity(q, r, false)).toEqual({ value, alert });
  });

  it('a disabled size gives sellBy (§5.7)', () => {
    expect(checkQuantity(15, r, true)).toEqual({ value: 2, alert: null });
    expect(checkQuantity(0.9, rules({ sellBy: 0.3, precision: 1 }), true)).toEqual({ value: 0.3, alert: null });
  });

  it('0.1 steps do not drift: 0.1 + 0.2 stays 0.3 with no alert', () => {
    const tenths = rules({ sellBy: 0.1, precision: 1, minPerOrder: 0.3, sizeAmount: 1 });
    expect(checkQuantity(0.1 + 0.2, tenths, false)).toEqual({ value: 0.3, alert: null });
    expect(checkQuantity(0.2, tenths, false)).toEqual({ value: 0.3, alert: { kind: 'min', n: 0.3 } });
    expect(checkQuantity(1.05, tenths, false)).toEqual({ value: 1, alert: { kind: 'max', n: 1 } });
  });

  it('no quantity fits (minimum above the stock): stays at the minimum, alert names the broken bound', () => {
    const tight = rules({ sellBy: 1, minPerOrder: 5, sizeAmount: 3 });
    expect(quantityRangeEmpty(tight)).toBe(true);
    expect(checkQuantity(1, tight, false)).toEqual({ value: 5, alert: { kind: 'min', n: 5 } });
    expect(checkQuantity(9, tight, false)).toEqual({ value: 5, alert: { kind: 'max', n: 3 } });
    expect(quantityRangeEmpty(r)).toBe(false);
  });

  const rulesArb = fc
    .record({
      grid: fc.constantFrom(...grids),
      minPerOrder: fc.integer({ min: 0, max: 30 }),
      minSizePerOrder: fc.integer({ min: 0, max: 30 }),
      subscriptionMin: fc.integer({ min: 0, max: 30 }),
      maxPerOrder: fc.integer({ min: -1, max: 200 }),
      maxSizePerOrder: fc.integer({ min: -1, max: 200 }),
      sizeAmount: fc.integer({ min: -1, max: 200 }),
    })
    .map(({ grid: [sellBy, precision], ...rest }) => rules({ sellBy, precision, ...rest }));

  it('clamping law: the value is on the grid, within [min, max], and re-checking it is silent', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: -1000, max: 100_000 }), (qr, centi) => {
        fc.pre(!quantityRangeEmpty(qr));
        const q = centi / 100;
        const { value, alert } = checkQuantity(q, qr, false);
        const min = minQuantity(qr);
        const max = maxQuantity(qr);
        expect(roundUpToSellBy(value, qr.sellBy, qr.precision)).toBe(value);
        expect(value).toBeGreaterThanOrEqual(min);
        if (max !== null) expect(value).toBeLessThanOrEqual(max);
        expect(checkQuantity(value, qr, false)).toEqual({ value, alert: null });
        // The alert is there exactly when the rounded input was out of range.
        const rounded = roundUpToSellBy(q, qr.sellBy, qr.precision);
        const out = rounded < min || (max !== null && rounded > max);
        expect(alert !== null).toBe(out);
        if (!out) expect(value).toBe(rounded);
      }),
    );
  });
});

describe('quantityOptions (§2.10 dropdown)', () => {
  it.each<[string, Partial<QuantityRules>, number | undefined, number[]]>([
    ['ten from the minimum', { sellBy: 1 }, undefined, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['sellBy multiples from min', { sellBy: 5, minPerOrder: 7 }, 4, [10, 15, 20, 25]],
    ['stops at the maximum', { sellBy: 2, sizeAmount: 7 }, 10, [2, 4, 6]],
    ['tenths without drift', { sellBy: 0.1, precision: 1, minPerOrder: 0.2 }, 4, [0.2, 0.3, 0.4, 0.5]],
    ['halves', { sellBy: 0.5, precision: 1 }, 3, [0.5, 1, 1.5]],
    ['sold out: none', { sizeAmount: 0 }, 10, []],
    ['min above max: none', { minPerOrder: 5, sizeAmount: 3 }, 10, []],
  ])('%s', (_, over, count, expected) => {
    expect(quantityOptions(rules(over), count)).toEqual(expected);
  });
});

describe('stepQuantity (§2.10 +/- buttons)', () => {
  const r = rules({ sellBy: 5, sizeAmount: 20 });
  it.each<[number, 1 | -1, number, 'min' | 'max' | null]>([
    [10, 1, 15, null],
    [10, -1, 5, null],
    [7, 1, 10, null],
    [7, -1, 5, null],
    [5, -1, 5, 'min'],
    [20, 1, 20, 'max'],
  ])('%d %d → %d', (q, dir, value, alert) => {
    const out = stepQuantity(q, dir, r);
    expect(out.value).toBe(value);
    expect(out.alert?.kind ?? null).toBe(alert);
  });

  it('tenths: 0.1 + 0.1 + 0.1 is 0.3', () => {
    const tenths = rules({ sellBy: 0.1, precision: 1 });
    let q = 0.1;
    q = stepQuantity(q, 1, tenths).value;
    q = stepQuantity(q, 1, tenths).value;
    expect(q).toBe(0.3);
    expect(stepQuantity(q, -1, tenths).value).toBe(0.2);
  });
});

describe('parseQuantityInput (§5.7 empty input restores)', () => {
  it.each<[string, number | null]>([
    ['', null],
    ['   ', null],
    ['3', 3],
    [' 1,5 ', 1.5],
    ['1.5', 1.5],
    ['1 000', 1000],
    [',5', 0.5],
    ['abc', NaN],
    ['1,2,3', NaN],
    ['1e3', NaN],
  ])('%j → %d', (text, expected) => {
    expect(parseQuantityInput(text)).toBe(expected);
  });
});
