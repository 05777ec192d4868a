// Calendar maths for the date-picker (spec §2.12, §4.2, §9.9). Pure: no Date, no Intl, no DOM.
// A day is an integer "day number": days since 1970-01-01 (proleptic Gregorian), so every
// comparison, step and range is integer arithmetic and no time zone or DST can move a date.
import { pad } from './pad.ts';

/** §9.9: the default range. */
export const DEFAULT_MIN = '1970-01-01';
export const DEFAULT_MAX = '2470-12-31';
/** §2.12 / §9.9: the years view shows 15 years, 7 before to 7 after the view year. */
export const YEARS_PAGE = 15;
/** Weeks in a month grid: always 6, so the dialog keeps its size from month to month. */
export const GRID_WEEKS = 6;

export interface Ymd {
  y: number;
  /** 1–12 */
  m: number;
  /** 1–31 */
  d: number;
}

export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
export const daysInMonth = (y: number, m: number): number => (m === 2 && isLeapYear(y) ? 29 : MONTH_DAYS[m - 1]!);

/** Day number of a civil date (H. Hinnant's days_from_civil). */
export function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Civil date of a day number (civil_from_days). */
export function toYmd(n: number): Ymd {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

/** ISO weekday: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export const isoWeekday = (n: number): number => ((((n + 3) % 7) + 7) % 7) + 1;
export const isWeekend = (n: number): boolean => isoWeekday(n) >= 6;

/** ISO 8601 week: the week (Monday–Sunday) belongs to the year of its Thursday. */
export function isoWeek(n: number): { year: number; week: number } {
  const thursday = n - isoWeekday(n) + 4;
  const year = toYmd(thursday).y;
  return { year, week: Math.floor((thursday - dayNumber(year, 1, 1)) / 7) + 1 };
}

/** `YYYY-MM-DD` → day number, or null when it is not a real date. */
export function parseIso(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m) ? dayNumber(y, m, d) : null;
}

export const toIso = (n: number): string => {
  const { y, m, d } = toYmd(n);
  return pad(y, 4) + '-' + pad(m) + '-' + pad(d);
};

/** Month arithmetic on (year, month), month 1–12. */
export function addMonths(y: number, m: number, delta: number): { y: number; m: number } {
  const total = y * 12 + (m - 1) + delta;
  return { y: Math.floor(total / 12), m: (((total % 12) + 12) % 12) + 1 };
}

/** The same day `delta` months later, clamped to the target month's length (31 Jan + 1 → 28/29 Feb). */
export function shiftMonths(n: number, delta: number): number {
  const { y, m, d } = toYmd(n);
  const t = addMonths(y, m, delta);
  return dayNumber(t.y, t.m, Math.min(d, daysInMonth(t.y, t.m)));
}

export const clamp = (n: number, min: number, max: number): number => (n < min ? min : n > max ? max : n);

/** First day of the week (ISO weekday `weekStart`, §9.9 default Monday) on or before `n`. */
export const startOfWeek = (n: number, weekStart = 1): number => n - ((isoWeekday(n) - weekStart + 7) % 7);

export interface MonthGrid {
  y: number;
  m: number;
  /** GRID_WEEKS rows of 7 day numbers; days outside the month belong to the previous / next one. */
  weeks: number[][];
}

export function monthGrid(y: number, m: number, weekStart = 1): MonthGrid {
  let day = startOfWeek(dayNumber(y, m, 1), weekStart);
  const weeks: number[][] = [];
  for (let w = 0; w < GRID_WEEKS; w++) {
    const row: number[] = [];
    for (let i = 0; i < 7; i++) row.push(day++);
    weeks.push(row);
  }
  return { y, m, weeks };
}

/** The ISO week number of a grid row: the week of the row's Thursday (one per row, whatever the start). */
export const rowWeek = (row: readonly number[]): number => isoWeek(row.find((n) => isoWeekday(n) === 4)!).week;

/** §2.12: the years page around `viewYear` (7 before to 7 after) and its neighbours 15 apart. */
export function yearsPage(viewYear: number): number[] {
  const out: number[] = [];
  for (let y = viewYear - 7; y <= viewYear + 7; y++) out.push(y);
  return out;
}
export const pageYears = (viewYear: number, pages: number): number => viewYear + pages * YEARS_PAGE;

/**
 * §4.2 multiple-ranged: every day from a to b (either order), skipping disabled dates.
 */
export function rangeDays(a: number, b: number, isDisabled: (n: number) => boolean): number[] {
  const from = Math.min(a, b);
  const to = Math.max(a, b);
  const out: number[] = [];
  for (let n = from; n <= to; n++) if (!isDisabled(n)) out.push(n);
  return out;
}

/** The first day from `from` towards `to` (either direction) that is not disabled; null if none within `limit` days. */
export function nearestEnabled(from: number, to: number, isDisabled: (n: number) => boolean, limit = 3660): number | null {
  const step = to >= from ? 1 : -1;
  for (let n = from, i = 0; step > 0 ? n <= to : n >= to; n += step, i++) {
    if (i > limit) return null;
    if (!isDisabled(n)) return n;
  }
  return null;
}

export type SelectionMode = 'single' | 'multiple' | 'multiple-ranged';

export interface Selection {
  /** Selected day numbers, ascending. */
  days: number[];
  /** multiple-ranged: the first click of a range waiting for its second. */
  anchor: number | null;
}

export const EMPTY_SELECTION: Selection = { days: [], anchor: null };

/**
 * §4.2: single — the selected day unselects, another replaces; multiple — toggles;
 * multiple-ranged — first click starts a range, second selects every enabled day between,
 * a third starts again. Disabled days are never selected.
 */
export function select(mode: SelectionMode, s: Selection, day: number, isDisabled: (n: number) => boolean): Selection {
  if (isDisabled(day)) return s;
  if (mode === 'single') return s.days.length === 1 && s.days[0] === day ? EMPTY_SELECTION : { days: [day], anchor: null };
  if (mode === 'multiple') {
    const days = s.days.includes(day) ? s.days.filter((d) => d !== day) : [...s.days, day].sort((a, b) => a - b);
    return { days, anchor: null };
  }
  if (s.anchor === null) return { days: [day], anchor: day };
  return { days: rangeDays(s.anchor, day, isDisabled), anchor: null };
}

/**
 * WAI-ARIA date picker grid keys: arrows ±1 day / ±1 week, Home / End the start / end of the
 * week, PageUp / PageDown ±1 month, with Shift ±1 year. Null for any other key.
 */
export function dayKeyTarget(key: string, shift: boolean, day: number, weekStart = 1): number | null {
  switch (key) {
    case 'ArrowLeft':
      return day - 1;
    case 'ArrowRight':
      return day + 1;
    case 'ArrowUp':
      return day - 7;
    case 'ArrowDown':
      return day + 7;
    case 'Home':
      return startOfWeek(day, weekStart);
    case 'End':
      return startOfWeek(day, weekStart) + 6;
    case 'PageUp':
      return shiftMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return shiftMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/** Arrow keys in the months (3 columns) and years (3 columns) views: the next index, or null. */
export function cellKeyTarget(key: string, index: number, count: number, cols = 3): number | null {
  const to =
    key === 'ArrowLeft'
      ? index - 1
      : key === 'ArrowRight'
        ? index + 1
        : key === 'ArrowUp'
          ? index - cols
          : key === 'ArrowDown'
            ? index + cols
            : key === 'Home'
              ? 0
              : key === 'End'
                ? count - 1
                : null;
  return to === null ? null : clamp(to, 0, count - 1);
}
