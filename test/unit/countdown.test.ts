import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { countdownEnd, countdownParts, countdownSeconds, parseClock, pickPromotionEnd } from '../../src/domain/countdown.ts';

/** Local wall-clock dates, like the page's: the tests hold in any time zone. */
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => new Date(y, mo - 1, d, h, mi, s, ms);

describe('parseClock', () => {
  it.each<[string | undefined, [number, number, number] | null]>([
    ['14:30', [14, 30, 0]],
    ['14:30:15', [14, 30, 15]],
    ['9:05', [9, 5, 0]],
    [' 00:00:00 ', [0, 0, 0]],
    ['23:59:59', [23, 59, 59]],
    ['24:00', null],
    ['12:60', null],
    ['12:00:60', null],
    ['noon', null],
    ['', null],
    [undefined, null],
  ])('%j', (text, expected) => {
    const t = parseClock(text);
    expect(t && [t.hours, t.minutes, t.seconds]).toEqual(expected);
  });
});

// §9.5 "The countdown ends at the till date plus the till hour, or at 23:59:59."
describe('countdownEnd (§9.5)', () => {
  it.each<[string, string | undefined, Date | null]>([
    ['2025-06-30', '18:00', at(2025, 6, 30, 18)],
    ['2025-06-30', '18:00:30', at(2025, 6, 30, 18, 0, 30)],
    ['2025-06-30', undefined, at(2025, 6, 30, 23, 59, 59)],
    ['2025-06-30', '', at(2025, 6, 30, 23, 59, 59)],
    ['2025-06-30', 'later', at(2025, 6, 30, 23, 59, 59)],
    ['2025-06-30 10:00:00', '12:00', at(2025, 6, 30, 12)],
    ['2024-02-29', '08:00', at(2024, 2, 29, 8)],
    ['2025-02-29', '08:00', null], // not a real date
    ['', '08:00', null],
    ['30.06.2025', undefined, null],
  ])('%j + %j', (date, hour, expected) => {
    expect(countdownEnd(date, hour)).toEqual(expected);
  });
});

// §4.12 "Shows days, hours, minutes and seconds until the promotion end … Removes itself when the time has passed."
describe('countdownParts (§4.12)', () => {
  const end = at(2025, 7, 10, 12);
  it.each<[Date, ReturnType<typeof countdownParts>]>([
    [at(2025, 7, 8, 10, 30, 15), { days: 2, hours: 1, minutes: 29, seconds: 45 }],
    [at(2025, 7, 10, 11, 59, 59), { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [at(2025, 7, 10, 11, 59, 59, 999), { days: 0, hours: 0, minutes: 0, seconds: 1 }], // never shows all zeros
    [at(2025, 7, 10, 11, 0, 0, 1), { days: 0, hours: 1, minutes: 0, seconds: 0 }],
    [at(2025, 6, 10, 12), { days: 30, hours: 0, minutes: 0, seconds: 0 }],
    [at(2025, 7, 10, 12), null], // the end itself: passed
    [at(2025, 7, 10, 12, 0, 1), null],
  ])('at %s', (now, expected) => {
    expect(countdownParts(end, now)).toEqual(expected);
  });

  it('an invalid date is passed', () => {
    expect(countdownParts(new Date(NaN), at(2025, 1, 1))).toBeNull();
  });

  it('laws: normalised parts, ceil of the remaining seconds, monotonic in the clock', () => {
    const base = at(2025, 1, 15).getTime();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 90 * 86_400_000 }), fc.integer({ min: 0, max: 90 * 86_400_000 }), (a, b) => {
        const endDate = new Date(base + 45 * 86_400_000);
        const [early, late] = [new Date(base + Math.min(a, b)), new Date(base + Math.max(a, b))];
        const pe = countdownParts(endDate, early);
        const pl = countdownParts(endDate, late);
        for (const [p, now] of [
          [pe, early],
          [pl, late],
        ] as const) {
          const ms = endDate.getTime() - now.getTime();
          if (ms <= 0) expect(p).toBeNull();
          else {
            expect(p).not.toBeNull();
            const q = p!;
            expect(q.hours).toBeLessThan(24);
            expect(q.minutes).toBeLessThan(60);
            expect(q.seconds).toBeLessThan(60);
            expect(countdownSeconds(q)).toBe(Math.ceil(ms / 1000));
          }
        }
        // Later clock, never more time left; once passed, stays passed.
        if (pe === null) expect(pl).toBeNull();
        if (pl !== null) expect(countdownSeconds(pl)).toBeLessThanOrEqual(countdownSeconds(pe!));
      }),
    );
  });
});

// §3.8 base_price: four till dates + hours; reading: the earliest end still in the future.
describe('pickPromotionEnd (§4.12, §3.8)', () => {
  const now = at(2025, 6, 1, 12);
  it.each<[string, Parameters<typeof pickPromotionEnd>[0], Date | null]>([
    ['none', {}, null],
    ['promotion only', { promotiontilldate: '2025-06-05', promotiontillhour: '10:00' }, at(2025, 6, 5, 10)],
    ['special only, no hour', { specialtilldate: '2025-06-03' }, at(2025, 6, 3, 23, 59, 59)],
    [
      'the earliest of several',
      { promotiontilldate: '2025-06-10', discounttilldate: '2025-06-04', distinguishedtilldate: '2025-06-07', specialtilldate: '2025-06-20' },
      at(2025, 6, 4, 23, 59, 59),
    ],
    [
      'the hour decides on the same day',
      { discounttilldate: '2025-06-04', discounttillhour: '18:00', distinguishedtilldate: '2025-06-04', distinguishedtillhour: '09:00' },
      at(2025, 6, 4, 9),
    ],
    ['ended ones are skipped', { promotiontilldate: '2025-05-30', specialtilldate: '2025-06-02' }, at(2025, 6, 2, 23, 59, 59)],
    [
      'today, hour passed; without hour still running',
      { promotiontilldate: '2025-06-01', promotiontillhour: '11:00', discounttilldate: '2025-06-01' },
      at(2025, 6, 1, 23, 59, 59),
    ],
    ['all ended', { promotiontilldate: '2025-05-01', discounttilldate: '2025-05-31' }, null],
    ['invalid dates are skipped', { promotiontilldate: '2025-13-01', discounttilldate: '2025-06-09' }, at(2025, 6, 9, 23, 59, 59)],
  ])('%s', (_, base, expected) => {
    expect(pickPromotionEnd(base, now)).toEqual(expected);
  });
});
