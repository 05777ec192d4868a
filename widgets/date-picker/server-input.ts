// The server's own <input> stays in the form (the widget only adds a button and a dialog), so the
// form submits the same field with or without JavaScript. The picker reads the value from it and
// writes the chosen dates back, with input / change events for the theme's own scripts.
import { formatDate, parseDate } from '../../src/domain/calendar-format.ts';
import type { CalendarNames } from '../../src/domain/calendar-names.ts';
import { EMPTY_SELECTION, type Selection } from '../../src/domain/calendar.ts';
import type { PickerOptions } from './options.ts';

export function findInput(marker: HTMLElement): HTMLInputElement {
  const input = marker.querySelector<HTMLInputElement>('input:not([type="hidden"])');
  // The loader prefixes the widget's name: the message does not repeat it.
  if (!input) throw new Error('the marker has no <input> to enhance: put the field\'s <input> inside the data-widget="date-picker" element');
  return input;
}

export interface InputValue {
  selection: Selection;
  minutes: number | undefined;
}

/** Text → selection; unreadable or out-of-range parts are left out (the shopper may type anything). */
export function readValue(text: string, o: PickerOptions, names: CalendarNames): InputValue {
  const parts = text.trim() === '' ? [] : o.mode === 'single' ? [text] : text.split(o.separator.trim() || o.separator);
  const days: number[] = [];
  let minutes: number | undefined;
  for (const part of parts) {
    const value = parseDate(part, o.format, names);
    if (!value || value.day < o.min || value.day > o.max || days.includes(value.day)) continue;
    days.push(value.day);
    minutes ??= value.minutes;
  }
  days.sort((a, b) => a - b);
  return { selection: days.length ? { days: o.mode === 'single' ? days.slice(0, 1) : days, anchor: null } : EMPTY_SELECTION, minutes };
}

export function valueText(selection: Selection, minutes: number, o: PickerOptions, names: CalendarNames): string {
  const time = o.time === 'none' ? undefined : minutes;
  return selection.days.map((day) => formatDate({ day, minutes: time }, o.format, names)).join(o.separator);
}

export function writeValue(input: HTMLInputElement, text: string): void {
  if (input.value === text) return;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
