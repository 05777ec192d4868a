import { describe, expect, it } from 'vitest';
import { dayHours, dayText, isEmptyWeek, weekRows, WEEKDAYS } from '../../src/domain/opening-hours.ts';

const labels = { closed: 'nieczynne', allDay: 'całą dobę' };

describe('opening hours (§3.13, §3.17)', () => {
  it('a store day with open false is closed, even with hours', () => {
    expect(dayText({ open: false, from: '10:00', till: '18:00' }, labels)).toBe('nieczynne');
  });
  it('allDay wins over hours', () => {
    expect(dayHours({ open: true, allDay: true, from: '10:00', till: '18:00' })).toEqual({ kind: 'allDay' });
    expect(dayText({ allDay: true }, labels)).toBe('całą dobę');
  });
  it('hours are shown as from–till', () => {
    expect(dayText({ open: true, allDay: false, from: '10:00', till: '18:00' }, labels)).toBe('10:00–18:00');
  });
  it('a missing pickup-point day (null) or a day without hours is closed', () => {
    expect(dayText(null, labels)).toBe('nieczynne');
    expect(dayText({ allDay: false }, labels)).toBe('nieczynne');
  });
  it('a week has seven rows, Monday first', () => {
    const rows = weekRows({ sunday: { allDay: true }, monday: { from: '08:00', till: '20:00' } }, labels);
    expect(rows.map((r) => r.weekday)).toEqual([...WEEKDAYS]);
    expect(rows[0]).toEqual({ weekday: 'monday', text: '08:00–20:00' });
    expect(rows[1]!.text).toBe('nieczynne');
    expect(rows[6]).toEqual({ weekday: 'sunday', text: 'całą dobę' });
  });
  it('an empty week is detected', () => {
    expect(isEmptyWeek(null)).toBe(true);
    expect(isEmptyWeek({ monday: null })).toBe(true);
    expect(isEmptyWeek({ friday: { allDay: true } })).toBe(false);
  });
});
