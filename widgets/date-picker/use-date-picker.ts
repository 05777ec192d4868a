// State of the date-picker (§2.12, §4.2): open or closed, the view (days / months / years), the
// focused day (the days view always shows its month), the selection and the time. Every change
// of selection or time is written straight back into the server's input. Keys follow the
// WAI-ARIA date picker dialog pattern; the maths is in src/domain/calendar.ts.
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import {
  cellKeyTarget,
  clamp,
  dayKeyTarget,
  dayNumber,
  daysInMonth,
  nearestEnabled,
  pageYears,
  select,
  shiftMonths,
  toYmd,
  EMPTY_SELECTION,
  YEARS_PAGE,
  type Selection,
} from '../../src/domain/calendar.ts';
import { CALENDAR_NAMES } from '../../src/domain/calendar-names.ts';
import type { DatePickerProps } from './props.ts';
import { resolveOptions } from './options.ts';
import { findInput, readValue, valueText, writeValue } from './server-input.ts';

export type View = 'days' | 'months' | 'years';

/** Today in the shopper's time zone, as a day number. */
function today(): number {
  const now = new Date();
  return dayNumber(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Performance mark for bench/date-picker.ts. */
export function markOpened(): void {
  try {
    performance.mark('date-picker:opened');
  } catch {
    // No performance timeline.
  }
}

/** The same day of the month in (y, m), clamped to the month's length. */
const inMonth = (day: number, y: number, m: number) => dayNumber(y, m, Math.min(toYmd(day).d, daysInMonth(y, m)));

export function useDatePicker(props: DatePickerProps) {
  const { element, config, t } = useWidget();
  const o = useMemo(() => resolveOptions(props), [props]);
  const names = CALENDAR_NAMES[props.language ?? config.language];
  const [input] = useState(() => findInput(element));
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('days');
  const [focus, setFocus] = useState(() => clamp(today(), o.min, o.max));
  const [yearsAt, setYearsAt] = useState(0);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [minutes, setMinutes] = useState(12 * 60);
  const [todayDay, setToday] = useState(today);
  const focusPending = useRef(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const initialFocus = useRef<HTMLElement | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  const focusYmd = toYmd(focus);
  const minY = toYmd(o.min).y;
  const maxY = toYmd(o.max).y;

  // Keyboard moves and view switches put DOM focus on the new focused cell after rendering.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    dialogRef.current?.querySelector<HTMLElement>('[data-cell][tabindex="0"]')?.focus();
  });

  const moveFocus = (day: number, viaKeyboard = true) => {
    const to = clamp(day, o.min, o.max);
    setFocus(to);
    const y = toYmd(to).y;
    if (y < yearsAt - 7 || y > yearsAt + 7) setYearsAt(yearsAt + Math.floor((y - yearsAt + 7) / YEARS_PAGE) * YEARS_PAGE);
    if (viaKeyboard) focusPending.current = true;
  };

  const commit = (next: Selection, mins: number) => writeValue(input, valueText(next, mins, o, names));

  const openPicker = () => {
    if (open) return setOpen(false);
    // Re-read the input: the shopper may have typed a date into it.
    const value = readValue(input.value, o, names);
    const now = today();
    let start = value.selection.days[0] ?? clamp(now, o.min, o.max);
    if (!value.selection.days.length && o.isDisabled(start))
      start = nearestEnabled(start, o.max, o.isDisabled) ?? nearestEnabled(start, o.min, o.isDisabled) ?? start;
    setToday(now);
    setSelection(value.selection);
    if (value.minutes !== undefined) setMinutes(value.minutes);
    setFocus(start);
    setYearsAt(toYmd(start).y);
    setView('days');
    setOpen(true);
  };
  /** Closing by Escape, Close, Done or a chosen day gives focus back to the open button (WAI-ARIA date picker dialog). */
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) (openButton.current ?? input).focus();
  };

  // §4.2: a day of the previous / next month also moves the view there (focus is the view).
  const choose = (day: number) => {
    if (o.isDisabled(day)) return;
    const next = select(o.mode, selection, day, o.isDisabled);
    setSelection(next);
    commit(next, minutes);
    moveFocus(day);
    if (o.mode === 'single' && o.time === 'none' && next.days.length) close();
  };

  const setTime = (mins: number) => {
    setMinutes(mins);
    commit(selection, mins);
  };

  const onDaysKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(focus);
      return;
    }
    const to = dayKeyTarget(e.key, e.shiftKey, focus, o.weekStart);
    if (to === null) return;
    e.preventDefault();
    moveFocus(to);
  };

  const chooseMonth = (m: number) => {
    moveFocus(inMonth(focus, focusYmd.y, m));
    setView('days');
  };
  const onMonthsKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      chooseMonth(focusYmd.m);
      return;
    }
    if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      moveFocus(shiftMonths(focus, e.key === 'PageUp' ? -12 : 12));
      return;
    }
    const to = cellKeyTarget(e.key, focusYmd.m - 1, 12);
    if (to === null) return;
    e.preventDefault();
    moveFocus(inMonth(focus, focusYmd.y, to + 1));
  };

  const years = Array.from({ length: YEARS_PAGE }, (_, i) => yearsAt - 7 + i);
  const chooseYear = (y: number) => {
    moveFocus(inMonth(focus, y, focusYmd.m));
    setView('months');
  };
  const onYearsKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      chooseYear(focusYmd.y);
      return;
    }
    let y: number | null = null;
    if (e.key === 'PageUp' || e.key === 'PageDown') y = pageYears(focusYmd.y, e.key === 'PageUp' ? -1 : 1);
    else {
      const to = cellKeyTarget(e.key, focusYmd.y - years[0]!, YEARS_PAGE);
      if (to !== null) y = years[to]!;
    }
    if (y === null) return;
    e.preventDefault();
    moveFocus(inMonth(focus, clamp(y, minY, maxY), focusYmd.m));
  };

  // The header's arrows: a month, a year or 15 years (§2.12). DOM focus stays on the arrow.
  const first = dayNumber(focusYmd.y, focusYmd.m, 1);
  const nav =
    view === 'days'
      ? {
          prev: { label: t('datePicker.prevMonth'), disabled: first - 1 < o.min, go: () => moveFocus(shiftMonths(focus, -1), false) },
          next: {
            label: t('datePicker.nextMonth'),
            disabled: first + daysInMonth(focusYmd.y, focusYmd.m) > o.max,
            go: () => moveFocus(shiftMonths(focus, 1), false),
          },
        }
      : view === 'months'
        ? {
            prev: { label: t('datePicker.prevYear'), disabled: focusYmd.y <= minY, go: () => moveFocus(shiftMonths(focus, -12), false) },
            next: { label: t('datePicker.nextYear'), disabled: focusYmd.y >= maxY, go: () => moveFocus(shiftMonths(focus, 12), false) },
          }
        : {
            prev: {
              label: t('datePicker.prevYears'),
              disabled: years[0]! <= minY,
              go: () => {
                setYearsAt(pageYears(yearsAt, -1));
                moveFocus(inMonth(focus, clamp(pageYears(focusYmd.y, -1), minY, maxY), focusYmd.m), false);
              },
            },
            next: {
              label: t('datePicker.nextYears'),
              disabled: years[YEARS_PAGE - 1]! >= maxY,
              go: () => {
                setYearsAt(pageYears(yearsAt, 1));
                moveFocus(inMonth(focus, clamp(pageYears(focusYmd.y, 1), minY, maxY), focusYmd.m), false);
              },
            },
          };

  const showView = (next: View) => {
    if (next === 'years') setYearsAt(focusYmd.y);
    setView(next);
    focusPending.current = true;
  };

  return {
    /** The widget's translate function. */
    t,
    /** The props resolved: mode, min and max, format, week start, marks, time, and which days are disabled. */
    o,
    /** Month and weekday names in the picker's language. */
    names,
    /** The server's input the value is read from and written to. */
    input,
    /** Whether the dialog is open. */
    open,
    /** The view shown: days, months or years. */
    view,
    /** The focused day (a day number); the views show its month and year. */
    focus,
    /** The focused day as year, month and day. */
    focusYmd,
    /** The years the years view shows (one page). */
    years,
    /** The selected days (and a range's pending anchor). */
    selection,
    /** The chosen time, in minutes after midnight. */
    minutes,
    /** Today (a day number), as of the last opening. */
    today: todayDay,
    /** The header's previous and next arrows for the view: label, disabled and action. */
    nav,
    /** Refs of the dialog, the element focused when it opens, and the open button. */
    refs: { dialogRef, initialFocus, openButton },
    /** Handlers: open or close, choose a day, month or year, set the time, switch the view, and each view's keys. */
    on: { openPicker, close, choose, chooseMonth, chooseYear, setTime, showView, onDaysKey, onMonthsKey, onYearsKey },
  };
}

export type DatePickerState = ReturnType<typeof useDatePicker>;
