// Tab scroll offsets (spec §2.10, §9.6) and the mount-time accordion rule, table-tested.
import { describe, expect, it } from 'vitest';
import { activeIndex, initiallyOpen, scrollTarget, tabScrollOffset } from '../../src/domain/tab-offset.ts';

describe('tabScrollOffset', () => {
  it.each([
    // view, fixed header, tab bar → offset
    [3, 0, 48, 98], // §2.10: header + tab bar + 50
    [3, 70, 48, 168],
    [4, 70, 60, 180],
    [4, 0, 0, 50],
    [3, -5, 48, 98], // nonsense measurements count as 0
    [2, 0, 48, 110], // §9.6 below view 3: 60 + header + 50 (no tab bar there)
    [1, 70, 48, 180],
    [1, 0, 0, 110],
  ])('view %i, header %i, bar %i → %i', (view, header, bar, expected) => {
    expect(tabScrollOffset(view, header, bar)).toBe(expected);
  });
});

describe('scrollTarget', () => {
  it.each([
    [1500, 168, 1332],
    [100, 168, 0], // never above the page top
    [1000.6, 98.2, 902],
  ])('section at %f, offset %f → %i', (top, offset, expected) => {
    expect(scrollTarget(top, offset)).toBe(expected);
  });
});

describe('activeIndex', () => {
  it.each([
    [[300, 900, 1500], 168, 0], // none reached the line: the first
    [[-400, 100, 700], 168, 1],
    [[-900, -300, 169], 168, 2], // within 1 px counts
    [[-900, -300, 170], 168, 1],
    [[], 168, 0],
  ])('tops %j with offset %i → %i', (tops, offset, expected) => {
    expect(activeIndex(tops, offset)).toBe(expected);
  });
});

describe('initiallyOpen (no layout shift on mount)', () => {
  it.each([
    [[0, 600, 1200, 1800], 800, -1, [true, true, false, false]],
    [[-500, 200, 900], 800, -1, [true, true, false]], // above the viewport: stays as the server showed it
    [[1000, 1600], 800, 1, [false, true]], // the URL's target is open
    [[800], 800, -1, [false]], // starting exactly at the bottom edge: wholly below
  ])('tops %j, viewport %i, target %i', (tops, height, target, expected) => {
    expect(initiallyOpen(tops, height, target)).toEqual(expected);
  });
});
