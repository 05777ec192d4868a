// Calendar maths (src/domain/calendar*.ts) as tables, and against date-fns as an oracle over the
// whole §9.9 range 1970-01-01 … 2470-12-31 (date-fns is a dev dependency only).
import { addDays, addMonths, getISODay, getISOWeek, getISOWeekYear, getDaysInMonth, startOfISOWeek } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX,
  DEFAULT_MIN,
  cellKeyTarget,
  dayKeyTarget,
  dayNumber,
  daysInMonth,
  isoWeek,
  isoWeekday,
  monthGrid,
  nearestEnabled,
  pageYears,
  parseIso,
  rangeDays,
  rowWeek,
  select,
  shiftMonths,
  toIso,
  toYmd,
  yearsPage,
  EMPTY_SELECTION,
} from '../../src/domain/calendar.ts';
import { DEFAULT_FORMAT, formatDate, parseDate } from '../../src/domain/calendar-format.ts';
import { CALENDAR_NAMES, shortMonth } from '../../src/domain/calendar-names.ts';

const MIN = parseIso(DEFAULT_MIN)!;
const MAX = parseIso(DEFAULT_MAX)!;
const pl = CALENDAR_NAMES.pl;
/** A local Date at noon for a day number (date-fns works on local dates). */
const local = (n: number) => {
  const { y, m, d } = toYmd(n);
  const date = new Date(2000, m - 1, d, 12);
  date.setFullYear(y);
  return date;
};
const fromLocal = (date: Date) => dayNumber(date.getFullYear(), date.getMonth() + 1, date.getDate());
const anyDay = fc.integer({ min: MIN, max: MAX });

describe('calendar maths against date-fns (1970–2470)', () => {
  it('day numbers, weekdays, ISO weeks, month lengths and month shifts agree', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -24, max: 24 }), (n, months) => {
        const date = local(n);
        expect(fromLocal(date)).toBe(n);
        expect(toIso(n)).toBe(
          `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
        );
        expect(fromLocal(addDays(date, 1))).toBe(n + 1);
        expect(isoWeekday(n)).toBe(getISODay(date));
        expect(isoWeek(n)).toEqual({ year: getISOWeekYear(date), week: getISOWeek(date) });
        const { y, m } = toYmd(n);
        expect(daysInMonth(y, m)).toBe(getDaysInMonth(date));
        // date-fns clamps to the month end like shiftMonths (31 Jan + 1 month = 28/29 Feb).
        expect(shiftMonths(n, months)).toBe(fromLocal(addMonths(date, months)));
        expect(dayKeyTarget('Home', false, n)).toBe(fromLocal(startOfISOWeek(date)));
      }),
      { numRuns: 3000 },
    );
  });

  it('month grids: 6 weeks from the Monday on or before the 1st, every day of the month once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2470 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const grid = monthGrid(y, m);
        const first = dayNumber(y, m, 1);
        expect(grid.weeks[0]![0]).toBe(fromLocal(startOfISOWeek(local(first))));
        const flat = grid.weeks.flat();
        expect(flat).toHaveLength(42);
        flat.forEach((d, i) => i && expect(d).toBe(flat[i - 1]! + 1));
        expect(flat.filter((d) => toYmd(d).m === m && toYmd(d).y === y)).toHaveLength(daysInMonth(y, m));
        for (const row of grid.weeks) expect(rowWeek(row)).toBe(getISOWeek(local(row[0]!)));
      }),
      { numRuns: 1000 },
    );
  });

  it('the default format round-trips every day, with and without month names', () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom('pl', 'it', 'en') as fc.Arbitrary<'pl' | 'it' | 'en'>, fc.integer({ min: 0, max: 1439 }), (n, lang, minutes) => {
        const names = CALENDAR_NAMES[lang];
        for (const format of [DEFAULT_FORMAT, '%d %B %y', '%d %b %Y'])
          expect(parseDate(formatDate({ day: n }, format, names), format, names)).toEqual({ day: n });
        for (const format of ['%d-%m-%y %H:%M', '%d-%m-%y %I:%M %p'])
          expect(parseDate(formatDate({ day: n, minutes }, format, names), format, names)).toEqual({ day: n, minutes });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('calendar tables', () => {
  it.each([
    ['1970-01-01', 0, 4],
    ['2000-02-29', 11016, 2],
    ['2470-12-31', 182986, 3],
  ])('%s is day %i, ISO weekday %i', (iso, n, weekday) => {
    expect(parseIso(iso)).toBe(n);
    expect(toIso(n)).toBe(iso);
    expect(isoWeekday(n)).toBe(weekday);
  });

  it.each(['2025-02-29', '2100-02-29', '2025-13-01', '2025-1-01', 'x'])('%s is not a date', (s) => expect(parseIso(s)).toBeNull());

  it.each([
    ['2020-12-31', 2020, 53],
    ['2021-01-03', 2020, 53],
    ['2021-01-04', 2021, 1],
    ['2024-12-30', 2025, 1],
  ])('ISO week of %s is %i-W%i', (iso, year, week) => expect(isoWeek(parseIso(iso)!)).toEqual({ year, week }));

  it('§2.12 years page: 15 years, 7 before to 7 after, paged by 15', () => {
    expect(yearsPage(2025)).toEqual(Array.from({ length: 15 }, (_, i) => 2018 + i));
    expect(pageYears(2025, 1)).toBe(2040);
    expect(pageYears(2025, -1)).toBe(2010);
  });

  it('§4.2 selection modes', () => {
    const off = (n: number) => n === 12;
    // single: another day replaces, the selected one unselects.
    let s = select('single', EMPTY_SELECTION, 10, off);
    expect(select('single', s, 11, off).days).toEqual([11]);
    expect(select('single', s, 10, off)).toEqual(EMPTY_SELECTION);
    // multiple: toggles.
    s = select('multiple', select('multiple', EMPTY_SELECTION, 14, off), 10, off);
    expect(s.days).toEqual([10, 14]);
    expect(select('multiple', s, 14, off).days).toEqual([10]);
    // multiple-ranged: two clicks (either order), skipping disabled days; a third restarts.
    s = select('multiple-ranged', EMPTY_SELECTION, 14, off);
    expect(s).toEqual({ days: [14], anchor: 14 });
    s = select('multiple-ranged', s, 10, off);
    expect(s).toEqual({ days: [10, 11, 13, 14], anchor: null });
    expect(select('multiple-ranged', s, 20, off)).toEqual({ days: [20], anchor: 20 });
    // A disabled day is never selected.
    expect(select('single', EMPTY_SELECTION, 12, off)).toBe(EMPTY_SELECTION);
  });

  it('ranges and the nearest enabled day', () => {
    expect(rangeDays(5, 1, (n) => n % 2 === 0)).toEqual([1, 3, 5]);
    expect(nearestEnabled(10, 20, (n) => n < 15)).toBe(15);
    expect(nearestEnabled(10, 0, (n) => n > 7)).toBe(7);
    expect(nearestEnabled(10, 20, () => true)).toBeNull();
  });

  it('grid keys (WAI-ARIA date picker)', () => {
    const d = parseIso('2025-01-31')!;
    expect(toIso(dayKeyTarget('PageDown', false, d)!)).toBe('2025-02-28');
    expect(toIso(dayKeyTarget('PageUp', true, parseIso('2024-02-29')!)!)).toBe('2023-02-28');
    expect(toIso(dayKeyTarget('End', false, d)!)).toBe('2025-02-02');
    expect(toIso(dayKeyTarget('Home', false, d, 7)!)).toBe('2025-01-26');
    expect(dayKeyTarget('a', false, d)).toBeNull();
    expect(cellKeyTarget('ArrowDown', 10, 12)).toBe(11);
    expect(cellKeyTarget('ArrowUp', 1, 12)).toBe(0);
    expect(cellKeyTarget('End', 1, 15)).toBe(14);
  });

  it('§9.9 format %d-%m-%y, month names, and what parsing refuses', () => {
    const n = parseIso('2025-03-04')!;
    expect(formatDate({ day: n }, DEFAULT_FORMAT, pl)).toBe('04-03-2025');
    expect(formatDate({ day: n }, '%d %B %y', pl)).toBe('04 marca 2025');
    expect(formatDate({ day: n, minutes: 0 }, '%I:%M %p', pl)).toBe('12:00 AM');
    expect(formatDate({ day: n, minutes: 13 * 60 + 5 }, '%H:%M %% %p', pl)).toBe('13:05 % PM');
    expect(parseDate('4-3-2025', DEFAULT_FORMAT, pl)).toEqual({ day: n });
    expect(parseDate('4 Marzec 2025', '%d %B %y', pl)).toEqual({ day: n });
    for (const bad of ['31-02-2025', '04-03-25', '04-03-2025x', '', '04/03/2025']) expect(parseDate(bad, DEFAULT_FORMAT, pl)).toBeNull();
    expect(parseDate('04-03-2025 13:00 PM', '%d-%m-%y %I:%M %p', pl)).toBeNull();
    expect(CALENDAR_NAMES.it.months.map(shortMonth)).toEqual(['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic']);
  });
});
