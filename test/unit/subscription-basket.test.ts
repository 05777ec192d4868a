// Moving the basket's subscription to another period (spec §4.9): the periods in common, the
// remove-and-add plan, and the plan that puts a basket back after a failed step.
import { describe, expect, it } from 'vitest';
import { basketPeriod, changePlan, commonPeriods, restorePlan, type SubscriptionLine } from '../../src/domain/subscription-basket.ts';

const line = (id: string, period: string, periods: number[], quantity = 1, size = 'uniw'): SubscriptionLine => ({
  id,
  size,
  quantity,
  additional: '',
  period,
  bundleParts: [],
  periods,
});
const coffee = line('1004', '7', [7, 14, 30, 60], 2);
const food = line('1070', '7', [7, 14, 30]);
const mug = line('1072', '0', []);

describe('the subscription in the basket (§4.9)', () => {
  it('runs with the period of its subscription lines; none without one', () => {
    expect(basketPeriod([mug, coffee])).toBe('7');
    expect(basketPeriod([mug])).toBeNull();
  });

  it("shares the periods every subscription product and the new one offer, in the new one's order", () => {
    expect(commonPeriods([coffee, food, mug], [30, 14, 90])).toEqual([30, 14]);
    expect(commonPeriods([coffee], [90, 180])).toEqual([]);
    expect(commonPeriods([mug], [90])).toEqual([90]);
  });

  it('removes every subscription line and adds it back with the new period, one-time lines untouched', () => {
    expect(changePlan([coffee, mug], '30')).toEqual({
      remove: [{ id: '1004', size: 'uniw', additional: '', subscription: '7' }],
      add: [{ id: '1004', size: 'uniw', quantity: 2, subscription: '30' }],
    });
  });
});

describe('putting the basket back (nothing lost)', () => {
  const item = { id: '1070', size: 'uniw' };
  const before = [coffee, mug];

  it('has nothing to do when the basket is as it was', () => {
    expect(restorePlan(before, [mug, coffee], item)).toEqual({ remove: [], add: [] });
  });

  it('adds back what a remove took away', () => {
    expect(restorePlan(before, [mug], item)).toEqual({ remove: [], add: [{ id: '1004', size: 'uniw', quantity: 2, subscription: '7' }] });
  });

  it('moves lines back to their old period, and takes out the product that was being added', () => {
    const now = [mug, { ...coffee, period: '30' }, line('1070', '30', [7, 14, 30])];
    expect(restorePlan(before, now, item)).toEqual({
      remove: [
        { id: '1004', size: 'uniw', additional: '', subscription: '30' },
        { id: '1070', size: 'uniw', additional: '', subscription: '30' },
      ],
      add: [{ id: '1004', size: 'uniw', quantity: 2, subscription: '7' }],
    });
  });

  it('leaves lines of other products alone', () => {
    const other = line('2000', '0', []);
    expect(restorePlan(before, [mug, coffee, other], item)).toEqual({ remove: [], add: [] });
  });
});
