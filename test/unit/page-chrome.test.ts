// The page chrome's rules (spec §2.2, §2.8, §4.6, §9.6, §9.7).
import { describe, expect, it } from 'vitest';
import { BACK_TO_TOP_VIEWPORTS } from '../../src/domain/back-to-top.ts';
import { backSteps } from '../../src/domain/back-steps.ts';
import { BANNER_COOKIES, BANNER_COOKIE_DAYS, freeShippingReached } from '../../src/domain/banner-cookies.ts';
import { CLOSED_BARS_KEY, closedBarIds, withClosedBar } from '../../src/domain/closed-bars.ts';
import { SMALL_IMAGE_MAX_WIDTH, lazyImageSource } from '../../src/domain/lazy-image.ts';
import { sectionSlotView } from '../../src/domain/section-slots.ts';

describe("the spec's names and constants", () => {
  it('§4.6, §9.6, §9.7', () => {
    expect(CLOSED_BARS_KEY).toBe('closedBars');
    expect(BANNER_COOKIES).toEqual({ discount: 'rabateCode_clicked', freeShipping: 'freeeshipping_clicked' });
    expect(BANNER_COOKIE_DAYS).toBe(1);
    expect(BACK_TO_TOP_VIEWPORTS).toBe(2);
    expect(SMALL_IMAGE_MAX_WIDTH).toBe(420);
  });
});

describe('closed bars (§4.6)', () => {
  it.each([
    [undefined, []],
    [null, []],
    ['winter-sale', []],
    [{ 0: 'a' }, []],
    [
      ['a', 2, '', null, 'b'],
      ['a', 'b'],
    ],
  ])('stored %j reads as %j', (stored, ids) => {
    expect(closedBarIds(stored)).toEqual(ids);
  });

  it.each([
    [undefined, 'a', ['a']],
    [['a'], 'b', ['a', 'b']],
    [['a', 'b'], 'a', ['a', 'b']],
    ['junk', 'a', ['a']],
  ])('%j after closing %s → %j', (stored, id, next) => {
    expect(withClosedBar(stored, id)).toEqual(next);
  });
});

describe('free shipping is reached when toShippingFree equals 0 (§4.6)', () => {
  it.each([
    [0, true],
    ['0', true],
    ['0.00', true],
    [0.01, false],
    ['12,50', false],
    ['', false],
    [null, false],
    [undefined, false],
    [false, false],
  ])('%j → %s', (value, reached) => {
    expect(freeShippingReached(value)).toBe(reached);
  });
});

describe("the breadcrumbs' back button (§2.8)", () => {
  it.each([
    ['https://shop/p/1', 'https://shop/p/1', 2],
    ['https://shop/listing', 'https://shop/p/1', 1],
    ['', 'https://shop/p/1', 1],
    ['https://shop/p/1#opinions', 'https://shop/p/1', 1],
  ] as const)('referrer %s on %s → %d steps', (referrer, current, steps) => {
    expect(backSteps(referrer, current)).toBe(steps);
  });
});

describe('the small lazy-image source (§9.6)', () => {
  it.each([
    [420, 'big.jpg', 'small.jpg', null, 'small.jpg'],
    [421, 'big.jpg', 'small.jpg', null, 'big.jpg'],
    [320, 'big.jpg', null, null, 'big.jpg'],
    [1280, null, 'small.jpg', null, 'small.jpg'],
    [390, 'big.jpg', 'small.jpg', 'small.jpg', null],
    // Grown past 420: the full source replaces the small one; never the other way round.
    [800, 'big.jpg', 'small.jpg', 'small.jpg', 'big.jpg'],
    [390, 'big.jpg', 'small.jpg', 'big.jpg', null],
    [390, null, null, null, null],
  ])('width %d, src %s, small %s, showing %s → %s', (width, src, small, current, next) => {
    expect(lazyImageSource(width, src, small, current)).toBe(next);
  });
});

describe('where a section goes (§2.2)', () => {
  it.each([
    [1, [1, 2], 1],
    [2, [1, 2], 2],
    [3, [1, 2], null],
    [4, [1, 2], null],
    [4, [3], 3],
    [4, [3, 4], 4],
    [3, [4], null],
    [1, [], null],
  ])('view %d with slots for %j → %j', (view, slots, at) => {
    expect(sectionSlotView(view, slots)).toBe(at);
  });
});
