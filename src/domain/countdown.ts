// The promotion countdown (spec §4.12, §9.5, data §3.8 base_price). Pure: the clock is a parameter,
// dates are the shop's local wall-clock dates (the page's time zone), built with the Date
// constructor from parts, never parsed from strings (Date.parse treats "YYYY-MM-DD" as UTC).
import { parseIso, toYmd } from './calendar.ts';

export interface ClockTime {
  hours: number;
  minutes: number;
  seconds: number;
}

/** "H:MM", "HH:MM" or "HH:MM:SS" (00:00:00–23:59:59) → its parts; anything else → null. */
export function parseClock(text: string | undefined | null): ClockTime | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text?.trim() ?? '');
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  const seconds = Number(m[3] ?? 0);
  return hours <= 23 && minutes <= 59 && seconds <= 59 ? { hours, minutes, seconds } : null;
}

/** §9.5: without a till hour the promotion ends at 23:59:59 of the till date. */
const END_OF_DAY: ClockTime = { hours: 23, minutes: 59, seconds: 59 };

/**
 * §9.5: the countdown ends at the till date plus the till hour, or at 23:59:59 when the hour is
 * missing or unreadable. null when the date is missing or not a real "YYYY-MM-DD" date (a date
 * with a time part, "YYYY-MM-DD HH:MM:SS", is read by its date).
 */
export function countdownEnd(tillDate: string, tillHour: string | undefined): Date | null {
  const day = parseIso((tillDate ?? '').trim().slice(0, 10));
  if (day === null) return null;
  const { y, m, d } = toYmd(day);
  const t = parseClock(tillHour) ?? END_OF_DAY;
  const end = new Date(y, m - 1, d, t.hours, t.minutes, t.seconds);
  end.setFullYear(y); // years 0–99 would otherwise be read as 1900–1999
  return end;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * §4.12: days, hours, minutes and seconds until `end`; null once it has passed (the timer removes
 * itself). Seconds round up, so the last second shows 00:00:01 and the timer never sits at zero.
 */
export function countdownParts(end: Date, now: Date): CountdownParts | null {
  const ms = end.getTime() - now.getTime();
  if (!(ms > 0)) return null;
  let s = Math.ceil(ms / 1000);
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}

/** Total seconds of a countdown (for comparisons and tests). */
export const countdownSeconds = (p: CountdownParts): number => ((p.days * 24 + p.hours) * 60 + p.minutes) * 60 + p.seconds;

export interface PromotionDates {
  promotiontilldate?: string;
  promotiontillhour?: string;
  discounttilldate?: string;
  discounttillhour?: string;
  distinguishedtilldate?: string;
  distinguishedtillhour?: string;
  specialtilldate?: string;
  specialtillhour?: string;
}

const KINDS = ['promotion', 'discount', 'distinguished', 'special'] as const;

/**
 * §3.8 / §4.12: which of the four till dates the countdown shows. Reading: the earliest end still
 * in the future — the current price changes at the first promotion that ends, so that is the
 * moment worth counting down to. Ended or unreadable dates are skipped; null when none is left.
 */
export function pickPromotionEnd(base: PromotionDates, now: Date): Date | null {
  let best: Date | null = null;
  for (const kind of KINDS) {
    const date = base[`${kind}tilldate`];
    if (!date) continue;
    const end = countdownEnd(date, base[`${kind}tillhour`]);
    if (end && end.getTime() > now.getTime() && (best === null || end.getTime() < best.getTime())) best = end;
  }
  return best;
}
