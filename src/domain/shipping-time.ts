// Shipping time label rules (spec §9.5, data §3.9 shippingTime). Pure: the clock is a parameter,
// and "today" means the page's local date (the shop's wall clock).
import { dayNumber, startOfWeek, toYmd } from './calendar.ts';
import { round2 } from './money.ts';
import { parseClock } from './countdown.ts';
import { pad } from './pad.ts';

/** §9.5: the today-shipment deadline buffer. */
export const DEADLINE_BUFFER_MS = 3 * 60 * 60 * 1000;
/** §9.5: above this many days the label is "Wysyłka za N dni". */
export const MAX_WEEKDAY_DAYS = 29;

export interface ShippingTimeInput {
  time: { days: number; hours: number; minutes: number };
  /** 1 = Monday … 7 = Sunday (0 is read as Sunday too). */
  weekDay: number;
  /** Weeks ahead of the current one; > 0 adds the date to the label. */
  weekAmount: number;
  /** The order can still ship today. */
  today: boolean;
  unknownTime?: boolean;
  /** "HH:MM:SS", today's last moment to order for same-day shipping. */
  todayShipmentDeadline?: string;
}

export type ShippingWhen =
  | { kind: 'today-before'; deadline: string }
  | { kind: 'tomorrow' }
  | { kind: 'in-days'; days: number }
  | { kind: 'weekday'; weekDay: number; date: { day: number; month: number; year: number } | null };

/**
 * §9.5: "Zamów do HH:MM to wyślemy dzisiaj" when today's deadline falls within now + 3 h
 * (now < deadline ≤ now + 3 h). Only while the server says the order can still ship today.
 */
function todayDeadline(s: ShippingTimeInput, now: Date): string | null {
  if (!s.today) return null;
  const t = parseClock(s.todayShipmentDeadline);
  if (!t) return null;
  const deadline = new Date(now.getFullYear(), now.getMonth(), now.getDate(), t.hours, t.minutes, t.seconds);
  const left = deadline.getTime() - now.getTime();
  return left > 0 && left <= DEADLINE_BUFFER_MS ? `${pad(t.hours)}:${pad(t.minutes)}` : null;
}

/** ISO weekday 1–7 (0 = Sunday = 7); null when it is not one. */
function isoDay(weekDay: number): number | null {
  if (!Number.isInteger(weekDay) || weekDay < 0 || weekDay > 7) return null;
  return weekDay === 0 ? 7 : weekDay;
}

/**
 * The date of `weekDay` in the week `weekAmount` weeks after the current one (weeks start on
 * Monday). Reading of §9.5 "plus the date if weekAmount > 0": weekAmount counts weeks ahead, so the
 * bare weekday is unambiguous only in the current week; later ones name the date too.
 */
export function weekdayDate(weekDay: number, weekAmount: number, now: Date): { day: number; month: number; year: number } {
  const today = dayNumber(now.getFullYear(), now.getMonth() + 1, now.getDate());
  const { y, m, d } = toYmd(startOfWeek(today) + 7 * weekAmount + (weekDay - 1));
  return { day: d, month: m, year: y };
}

/**
 * §9.5 shipping days, in order:
 * 1. today's deadline within now + 3 h → "today-before";
 * 2. 0 days, or 1 day with 0 h 0 m → "tomorrow";
 * 3. more than 29 days → "in-days" ("Wysyłka za N dni");
 * 4. otherwise the weekday, plus the date when weekAmount > 0. A weekday the server did not send
 *    as 0–7 falls back to "in-days", which is true whatever the week.
 */
export function shippingWhen(s: ShippingTimeInput, now: Date): ShippingWhen {
  const deadline = todayDeadline(s, now);
  if (deadline) return { kind: 'today-before', deadline };
  const { days, hours, minutes } = s.time;
  if (days <= 0 || (days === 1 && hours === 0 && minutes === 0)) return { kind: 'tomorrow' };
  if (days > MAX_WEEKDAY_DAYS) return { kind: 'in-days', days };
  const weekDay = isoDay(s.weekDay);
  if (weekDay === null) return { kind: 'in-days', days };
  const weeks = Number.isInteger(s.weekAmount) ? s.weekAmount : 0;
  return { kind: 'weekday', weekDay, date: weeks > 0 ? weekdayDate(weekDay, weeks, now) : null };
}

/** §9.5: a shipping cost of 0 shows "Gratis!" (a missing cost is unknown, not free). */
export function isFreeShipping(cost: number | null | undefined): boolean {
  return typeof cost === 'number' && Number.isFinite(cost) && round2(cost) === 0;
}
