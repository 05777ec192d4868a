import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DEADLINE_BUFFER_MS, isFreeShipping, shippingWhen, weekdayDate, type ShippingTimeInput, type ShippingWhen } from '../../src/domain/shipping-time.ts';

/** A fixed local clock: Wednesday 2025-01-15 (no DST nearby). */
const at = (h: number, mi = 0, s = 0, d = 15) => new Date(2025, 0, d, h, mi, s);
const NOW = at(12);

const input = (over: Partial<ShippingTimeInput> = {}): ShippingTimeInput => ({
  time: { days: 3, hours: 0, minutes: 0 },
  weekDay: 5,
  weekAmount: 0,
  today: false,
  ...over,
});

// §9.5 "Today-shipment deadline buffer: 3 hours. If the deadline falls within now + 3 h, the label
// reads 'Zamów do HH:MM to wyślemy dzisiaj'."
describe('today before the deadline (§9.5)', () => {
  const today = (deadline: string | undefined, over: Partial<ShippingTimeInput> = {}) =>
    input({ today: true, todayShipmentDeadline: deadline, time: { days: 0, hours: 0, minutes: 0 }, ...over });

  it.each<[string, ShippingTimeInput, Date, ShippingWhen]>([
    ['deadline in 2 h', today('14:00:00'), NOW, { kind: 'today-before', deadline: '14:00' }],
    ['deadline exactly now + 3 h', today('15:00:00'), NOW, { kind: 'today-before', deadline: '15:00' }],
    ['deadline in 1 s', today('12:00:01'), NOW, { kind: 'today-before', deadline: '12:00' }],
    ['deadline 3 h 1 s ahead: not yet', today('15:00:01'), NOW, { kind: 'tomorrow' }],
    ['deadline now: passed', today('12:00:00'), NOW, { kind: 'tomorrow' }],
    ['deadline passed', today('11:00:00'), NOW, { kind: 'tomorrow' }],
    ['HH:MM form', today('09:30'), at(7), { kind: 'today-before', deadline: '09:30' }],
    ['not shipping today', today('14:00:00', { today: false }), NOW, { kind: 'tomorrow' }],
    ['no deadline', today(undefined), NOW, { kind: 'tomorrow' }],
    ['unreadable deadline', today('2pm'), NOW, { kind: 'tomorrow' }],
    ['near midnight, the deadline is today, not tomorrow', today('00:30:00'), at(22), { kind: 'tomorrow' }],
  ])('%s', (_, s, now, expected) => {
    expect(shippingWhen(s, now)).toEqual(expected);
  });

  it('law: the label shows exactly when 0 < deadline − now ≤ 3 h', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_399 }), fc.integer({ min: 0, max: 86_399 }), (nowS, deadS) => {
        const now = at(0, 0, nowS);
        const hh = Math.floor(deadS / 3600);
        const mm = Math.floor((deadS % 3600) / 60);
        const ss = deadS % 60;
        const text = [hh, mm, ss].map((n) => String(n).padStart(2, '0')).join(':');
        const when = shippingWhen(today(text), now);
        const left = (deadS - nowS) * 1000;
        expect(when.kind === 'today-before').toBe(left > 0 && left <= DEADLINE_BUFFER_MS);
      }),
    );
  });
});

// §9.5 "0 days, or 1 day with 0 h 0 m, shows 'tomorrow'; more than 29 days shows 'Wysyłka za N dni';
// otherwise the weekday is shown, plus the date if weekAmount > 0."
describe('shipping days (§9.5)', () => {
  it.each<[string, Partial<ShippingTimeInput>, ShippingWhen]>([
    ['0 days', { time: { days: 0, hours: 5, minutes: 0 } }, { kind: 'tomorrow' }],
    ['1 day 0 h 0 m', { time: { days: 1, hours: 0, minutes: 0 } }, { kind: 'tomorrow' }],
    ['1 day 2 h', { time: { days: 1, hours: 2, minutes: 0 }, weekDay: 4 }, { kind: 'weekday', weekDay: 4, date: null }],
    ['1 day 0 h 30 m', { time: { days: 1, hours: 0, minutes: 30 }, weekDay: 4 }, { kind: 'weekday', weekDay: 4, date: null }],
    [
      '29 days: still a weekday',
      { time: { days: 29, hours: 0, minutes: 0 }, weekDay: 3, weekAmount: 4 },
      { kind: 'weekday', weekDay: 3, date: { day: 12, month: 2, year: 2025 } },
    ],
    ['30 days', { time: { days: 30, hours: 0, minutes: 0 } }, { kind: 'in-days', days: 30 }],
    ['45 days', { time: { days: 45, hours: 3, minutes: 0 } }, { kind: 'in-days', days: 45 }],
    ['this week: weekday only', { weekDay: 5, weekAmount: 0 }, { kind: 'weekday', weekDay: 5, date: null }],
    ['next week: weekday and date', { weekDay: 1, weekAmount: 1 }, { kind: 'weekday', weekDay: 1, date: { day: 20, month: 1, year: 2025 } }],
    ['Sunday as 0', { weekDay: 0, weekAmount: 1 }, { kind: 'weekday', weekDay: 7, date: { day: 26, month: 1, year: 2025 } }],
    ['an unknown weekday falls back to days', { weekDay: 9 }, { kind: 'in-days', days: 3 }],
  ])('%s', (_, over, expected) => {
    expect(shippingWhen(input(over), NOW)).toEqual(expected);
  });

  it('the deadline rule comes first, even with many days', () => {
    const s = input({ today: true, todayShipmentDeadline: '13:00:00', time: { days: 40, hours: 0, minutes: 0 } });
    expect(shippingWhen(s, NOW)).toEqual({ kind: 'today-before', deadline: '13:00' });
  });
});

describe('weekdayDate (weekAmount weeks after the current Monday-based week)', () => {
  it.each<[number, number, Date, string]>([
    [3, 0, NOW, '2025-1-15'], // the current Wednesday
    [1, 1, NOW, '2025-1-20'],
    [7, 1, NOW, '2025-1-26'],
    [5, 2, NOW, '2025-1-31'],
    [4, 1, at(12, 0, 0, 26), '2025-1-30'], // from a Sunday: its week started on the 20th
    [2, 1, new Date(2024, 11, 30, 9), '2025-1-7'], // across the year end
    [4, 9, new Date(2024, 1, 20), '2024-4-25'], // across the leap day
  ])('weekday %d, +%d weeks', (weekDay, weeks, now, expected) => {
    const { day, month, year } = weekdayDate(weekDay, weeks, now);
    expect(`${year}-${month}-${day}`).toBe(expected);
  });
});

// §9.5 "Free shipping (cost 0) shows 'Gratis!'."
describe('isFreeShipping (§9.5)', () => {
  it.each<[number | null | undefined, boolean]>([
    [0, true],
    [-0, true],
    [0.001, true], // rounds to 0,00
    [0.01, false],
    [12.99, false],
    [null, false],
    [undefined, false],
    [NaN, false],
  ])('%s → %s', (cost, expected) => {
    expect(isFreeShipping(cost)).toBe(expected);
  });
});
