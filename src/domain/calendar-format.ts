// Formatting and parsing the date-picker's value (§9.9: default `%d-%m-%y`, month names optional).
// Tokens: %d day 01–31, %m month 01–12, %y / %Y year (four digits: the range spans 1970–2470,
// so a two-digit year could not be read back), %b short month name (3 characters), %B month
// name as in a date, %H hour 00–23, %I hour 01–12, %M minute 00–59, %p AM / PM, %% a percent sign.
import { dayNumber, daysInMonth, toYmd } from './calendar.ts';
import { shortMonth, type CalendarNames } from './calendar-names.ts';
import { pad } from './pad.ts';

export const DEFAULT_FORMAT = '%d-%m-%y';

/** A chosen moment: a day number and, with a time picker, minutes after midnight. */
export interface DateValue {
  day: number;
  minutes?: number | undefined;
}

export function formatDate(value: DateValue, format: string, names: CalendarNames): string {
  const { y, m, d } = toYmd(value.day);
  const minutes = value.minutes ?? 0;
  const h24 = Math.floor(minutes / 60);
  return format.replace(/%([dmyYbBHIMp%])/g, (_, token: string) => {
    switch (token) {
      case 'd':
        return pad(d);
      case 'm':
        return pad(m);
      case 'y':
      case 'Y':
        return pad(y, 4);
      case 'b':
        return shortMonth(names.months[m - 1]!);
      case 'B':
        return names.monthsInDate[m - 1]!;
      case 'H':
        return pad(h24);
      case 'I':
        return pad(h24 % 12 === 0 ? 12 : h24 % 12);
      case 'M':
        return pad(minutes % 60);
      case 'p':
        return h24 < 12 ? 'AM' : 'PM';
      default:
        return '%';
    }
  });
}

/** Whether the format carries a time of day. */
export const hasTime = (format: string): boolean => /%[HIM]/.test(format);

/**
 * Reads text written in `format` (case-insensitive month names, either name form). Returns null
 * for anything that is not exactly one real date in that format.
 */
export function parseDate(text: string, format: string, names: CalendarNames): DateValue | null {
  const src = text.trim();
  let i = 0;
  let y: number | undefined;
  let m: number | undefined;
  let d: number | undefined;
  let hour: number | undefined;
  let minute: number | undefined;
  let pm: boolean | undefined;
  let h12 = false;
  const digits = (min: number, max: number): number | undefined => {
    const match = new RegExp('^\\d{' + min + ',' + max + '}').exec(src.slice(i));
    if (!match) return undefined;
    i += match[0].length;
    return Number(match[0]);
  };
  const name = (): number | undefined => {
    const rest = src.slice(i).toLowerCase();
    let best = -1;
    let len = 0;
    names.months.forEach((full, k) => {
      for (const candidate of [full, names.monthsInDate[k]!, shortMonth(full)]) {
        const c = candidate.toLowerCase();
        if (c.length > len && rest.startsWith(c)) {
          best = k;
          len = c.length;
        }
      }
    });
    if (best < 0) return undefined;
    i += len;
    return best + 1;
  };
  for (let f = 0; f < format.length; f++) {
    const ch = format[f]!;
    if (ch === '%' && f + 1 < format.length) {
      const token = format[++f]!;
      let v: number | undefined;
      switch (token) {
        case 'd':
          v = d = digits(1, 2);
          break;
        case 'm':
          v = m = digits(1, 2);
          break;
        case 'y':
        case 'Y':
          v = y = digits(4, 4);
          break;
        case 'b':
        case 'B':
          v = m = name();
          break;
        case 'H':
          v = hour = digits(1, 2);
          break;
        case 'I':
          h12 = true;
          v = hour = digits(1, 2);
          break;
        case 'M':
          v = minute = digits(1, 2);
          break;
        case 'p': {
          const ampm = src.slice(i, i + 2).toUpperCase();
          if (ampm !== 'AM' && ampm !== 'PM') return null;
          pm = ampm === 'PM';
          i += 2;
          v = 0;
          break;
        }
        default:
          if (src[i] !== token) return null;
          i++;
          v = 0;
      }
      if (v === undefined) return null;
    } else if (/\s/.test(ch)) {
      while (i < src.length && /\s/.test(src[i]!)) i++;
    } else {
      if (src[i] !== ch) return null;
      i++;
    }
  }
  if (i !== src.length || y === undefined || m === undefined || d === undefined) return null;
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  const day = dayNumber(y, m, d);
  if (hour === undefined && minute === undefined) return { day };
  let h = hour ?? 0;
  if (h12) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (pm ? 12 : 0);
  }
  const min = minute ?? 0;
  if (h > 23 || min > 59) return null;
  return { day, minutes: h * 60 + min };
}
