// Opening hours of stores (§3.17: per weekday {open, allDay, from, till}) and pickup points
// (§3.13: openingDays per weekday {allDay, from, till}) as one list of rows, Monday first.
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningDay {
  /** Stores only; a pickup point's day is open when it exists. */
  open?: boolean | null;
  allDay?: boolean | null;
  from?: string | null;
  till?: string | null;
}
export type OpeningWeek = Partial<Record<Weekday, OpeningDay | null | undefined>>;

export type DayHours = { kind: 'closed' } | { kind: 'allDay' } | { kind: 'hours'; from: string; till: string };

/** A missing day, `open: false`, or a day without hours is closed; allDay wins over hours. */
export function dayHours(day: OpeningDay | null | undefined): DayHours {
  if (!day || day.open === false) return { kind: 'closed' };
  if (day.allDay) return { kind: 'allDay' };
  if (day.from && day.till) return { kind: 'hours', from: day.from, till: day.till };
  return { kind: 'closed' };
}

export interface OpeningLabels {
  closed: string;
  allDay: string;
}

export function dayText(day: OpeningDay | null | undefined, labels: OpeningLabels): string {
  const h = dayHours(day);
  if (h.kind === 'closed') return labels.closed;
  if (h.kind === 'allDay') return labels.allDay;
  return `${h.from}–${h.till}`;
}

/** Seven rows, Monday to Sunday. */
export function weekRows(week: OpeningWeek | null | undefined, labels: OpeningLabels): Array<{ weekday: Weekday; text: string }> {
  return WEEKDAYS.map((weekday) => ({ weekday, text: dayText(week?.[weekday], labels) }));
}

/** True when no day has any information (the widget then hides the table). */
export function isEmptyWeek(week: OpeningWeek | null | undefined): boolean {
  return !week || WEEKDAYS.every((d) => !week[d]);
}
