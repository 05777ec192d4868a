// Props of `date-picker` (spec §2.12, §4.2, §9.9). The marker wraps the server's own <input>;
// every prop is optional: `<div data-widget="date-picker"><input name="date"></div>` is a
// single-date picker over 1970-01-01 – 2470-12-31 in the shop's language, weeks from Monday.
// Courier calendars (§3.12) pass their dates inline: `{"available": ["2025-03-12", …], "holidays": […]}`.
import * as z from 'zod/mini';
import { DEFAULT_MAX, DEFAULT_MIN, parseIso } from '../../src/domain/calendar.ts';
import { DEFAULT_FORMAT } from '../../src/domain/calendar-format.ts';

const isoDate = () => z.string().check(z.refine((s) => parseIso(s) !== null, { message: 'expected a date as YYYY-MM-DD' }));
const isoDates = (what: string) => z.optional(z.array(isoDate()).check(z.describe(what)));

export const DateMark = z.object({
  date: isoDate().check(z.describe('The day, YYYY-MM-DD.')),
  name: z.optional(z.string().check(z.describe('A short name shown under the day number (and read with it).'))),
  className: z.optional(
    z.string().check(z.regex(/^-?[A-Za-z_][\w-]*( -?[A-Za-z_][\w-]*)*$/, 'expected CSS class names'), z.describe('Extra CSS classes of the day cell.')),
  ),
  popup: z.optional(z.string().check(z.describe('Text shown while the day is hovered or focused (and read as its description).'))),
});

export const DatePickerProps = z
  .object({
    mode: z.optional(
      z
        .enum(['single', 'multiple', 'multiple-ranged'])
        .check(
          z.describe(
            '§4.2 selection mode: "single" (default; clicking the selected day unselects it), "multiple" (a click toggles a day) or "multiple-ranged" (two clicks select every enabled day between).',
          ),
        ),
    ),
    min: z.optional(isoDate().check(z.describe(`First selectable day, YYYY-MM-DD; default ${DEFAULT_MIN} (§9.9).`))),
    max: z.optional(isoDate().check(z.describe(`Last selectable day, YYYY-MM-DD; default ${DEFAULT_MAX} (§9.9).`))),
    format: z.optional(
      z
        .string()
        .check(
          z.minLength(1),
          z.describe(
            `How the value is written into the input: %d %m %y (four-digit year), %b / %B month names, %H %I %M %p time; default "${DEFAULT_FORMAT}" (§9.9), with " %H:%M" or " %I:%M %p" added when there is a time picker.`,
          ),
        ),
    ),
    separator: z.optional(z.string().check(z.minLength(1), z.describe('Between dates in the input in the multiple modes; default ", ".'))),
    language: z.optional(z.enum(['pl', 'it', 'en']).check(z.describe("Month and weekday names; default the shop's language (§9.9)."))),
    weekStart: z.optional(
      z.number().check(z.int(), z.minimum(1), z.maximum(7), z.describe('First day of the week, ISO weekday 1 (Monday, default, §9.9) … 7 (Sunday).')),
    ),
    weekNumbers: z.optional(z.boolean().check(z.describe('Show ISO week numbers in the days view; default false.'))),
    markToday: z.optional(z.boolean().check(z.describe("Mark today's date; default true."))),
    markWeekends: z.optional(z.boolean().check(z.describe('Mark Saturdays and Sundays; default true.'))),
    holidays: isoDates('Days marked as holidays (YYYY-MM-DD); they stay selectable unless also disabled or missing from `available`.'),
    available: isoDates('When given, only these days can be chosen (a courier calendar, §3.12).'),
    disabled: isoDates('Days that cannot be chosen.'),
    disabledWeekdays: z.optional(
      z.array(z.number().check(z.int(), z.minimum(1), z.maximum(7))).check(z.describe('ISO weekdays (1 = Monday … 7 = Sunday) that cannot be chosen.')),
    ),
    dates: z.optional(z.array(DateMark).check(z.describe('Per-day extras: {date, name?, className?, popup?}.'))),
    time: z.optional(
      z.enum(['none', '12h', '24h']).check(z.describe('Time picker: "12h" (AM/PM toggle), "24h" or "none" (default), with hour and minute sliders.')),
    ),
    hourStep: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(12), z.describe('Hour slider step; default 1 (§9.9).'))),
    minuteStep: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(30), z.describe('Minute slider step; default 1 (§9.9).'))),
  })
  .check(
    z.refine((p) => (parseIso(p.min ?? DEFAULT_MIN) ?? 0) <= (parseIso(p.max ?? DEFAULT_MAX) ?? 0), {
      message: 'expected max on or after min',
      path: ['max'],
    }),
  );
export type DatePickerProps = z.infer<typeof DatePickerProps>;
export type DateMark = z.infer<typeof DateMark>;
