// The active option moved by keys (src/domain/list-navigation.ts), for each list's edge rule:
// 'stay' (the select-only listbox: disabled options skipped, stops at the ends), 'clamp' (the
// country combobox) and 'wrap' (the search suggestions).
import { describe, expect, it } from 'vitest';

// Five options; 0 and 3 disabled in the listbox rows.
const disabled = new Set([0, 3]);
import { clampRule, stayRule, wrapRule, type NavigationKey } from '../../src/domain/list-navigation.ts';

const RULES = { stay: stayRule((i) => !disabled.has(i)), clamp: clampRule, wrap: wrapRule };
const nextActive = (key: NavigationKey, from: number, count: number, rule: keyof typeof RULES | ((i: number) => boolean)) =>
  (typeof rule === 'function' ? stayRule(rule) : RULES[rule])(key, from, count);

describe('the edge rules', () => {
  it.each<['stay' | 'clamp' | 'wrap', NavigationKey, number, number]>([
    // stay: the next enabled option, else where it was
    ['stay', 'ArrowDown', -1, 1],
    ['stay', 'ArrowDown', 2, 4],
    ['stay', 'ArrowDown', 4, 4],
    ['stay', 'ArrowUp', 4, 2],
    ['stay', 'ArrowUp', 1, 1],
    ['stay', 'Home', 4, 1],
    ['stay', 'End', 1, 4],
    ['stay', 'PageDown', 1, 4],
    ['stay', 'PageUp', 4, 1],
    // clamp: by index, within the list
    ['clamp', 'ArrowDown', -1, 0],
    ['clamp', 'ArrowDown', 4, 4],
    ['clamp', 'ArrowUp', 0, 0],
    ['clamp', 'ArrowUp', -1, 0],
    ['clamp', 'PageDown', 1, 4],
    ['clamp', 'PageUp', 3, 0],
    // wrap: from none to an end, past an end around
    ['wrap', 'ArrowDown', -1, 0],
    ['wrap', 'ArrowUp', -1, 4],
    ['wrap', 'ArrowDown', 4, 0],
    ['wrap', 'ArrowUp', 0, 4],
    ['wrap', 'ArrowDown', 2, 3],
  ])('%s: %s from %i → %i (5 options)', (rule, key, from, to) => {
    expect(nextActive(key, from, 5, rule)).toBe(to);
  });

  it('stay: a page away lands on the nearest enabled option back towards where it started', () => {
    const many = (i: number) => i !== 10 && i !== 9;
    expect(nextActive('PageDown', 0, 20, many)).toBe(8);
    expect(nextActive('PageUp', 19, 20, (i) => i !== 9)).toBe(10);
  });

  it('stay: no enabled option: Home and End give none, the arrows stay', () => {
    expect(nextActive('Home', -1, 3, () => false)).toBe(-1);
    expect(nextActive('End', -1, 3, () => false)).toBe(-1);
    expect(nextActive('ArrowDown', -1, 3, () => false)).toBe(-1);
  });

  it('clamp: an empty list (nothing matches the typed text) has no active option', () => {
    expect(nextActive('ArrowDown', 0, 0, 'clamp')).toBe(-1);
  });
});
