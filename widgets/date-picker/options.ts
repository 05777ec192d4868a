// The props with their §9.9 defaults resolved, and the day rules (disabled, holiday, marks) as
// fast lookups. Built once per marker.
import { DEFAULT_MAX, DEFAULT_MIN, isoWeekday, parseIso } from '../../src/domain/calendar.ts';
import { DEFAULT_FORMAT } from '../../src/domain/calendar-format.ts';
import type { DateMark, DatePickerProps } from './props.ts';

export interface PickerOptions {
  mode: 'single' | 'multiple' | 'multiple-ranged';
  min: number;
  max: number;
  format: string;
  separator: string;
  weekStart: number;
  weekNumbers: boolean;
  markToday: boolean;
  markWeekends: boolean;
  time: 'none' | '12h' | '24h';
  hourStep: number;
  minuteStep: number;
  holidays: ReadonlySet<number>;
  marks: ReadonlyMap<number, DateMark>;
  isDisabled: (day: number) => boolean;
}

const daySet = (list: readonly string[] | undefined): Set<number> | null => (list ? new Set(list.map((s) => parseIso(s)!)) : null);

export function resolveOptions(p: DatePickerProps): PickerOptions {
  const time = p.time ?? 'none';
  const min = parseIso(p.min ?? DEFAULT_MIN)!;
  const max = parseIso(p.max ?? DEFAULT_MAX)!;
  const available = daySet(p.available);
  const disabled = daySet(p.disabled);
  const weekdays = new Set(p.disabledWeekdays ?? []);
  return {
    mode: p.mode ?? 'single',
    min,
    max,
    // §9.9: %d-%m-%y, with the time appended when there is a time picker.
    format: p.format ?? (time === '24h' ? DEFAULT_FORMAT + ' %H:%M' : time === '12h' ? DEFAULT_FORMAT + ' %I:%M %p' : DEFAULT_FORMAT),
    separator: p.separator ?? ', ',
    weekStart: p.weekStart ?? 1,
    weekNumbers: p.weekNumbers ?? false,
    markToday: p.markToday ?? true,
    markWeekends: p.markWeekends ?? true,
    time,
    hourStep: p.hourStep ?? 1,
    minuteStep: p.minuteStep ?? 1,
    holidays: daySet(p.holidays) ?? new Set(),
    marks: new Map((p.dates ?? []).map((d) => [parseIso(d.date)!, d])),
    isDisabled: (day) =>
      day < min || day > max || (available !== null && !available.has(day)) || (disabled?.has(day) ?? false) || weekdays.has(isoWeekday(day)),
  };
}
