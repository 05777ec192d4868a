// Header search rules as tables: minimum length (§5.6, §9.7), cache key (§7.3), safe URLs,
// plural forms of the live-region count, and the suggestion view (§2.3, §3.5, §8.4).
import { describe, expect, it } from 'vitest';
import {
  cacheKey,
  canSearch,
  DEFAULT_MIN_LENGTH,
  normaliseQuery,
  safeUrl,
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT,
  SEARCH_MOBILE_MAX_WIDTH,
} from '../../src/domain/search-query.ts';

describe('search constants (§9.2, §9.6, §9.7)', () => {
  it('limit 6, minimum length 4 when not configured, 500 ms debounce, mobile below 768 px', () => {
    expect(SEARCH_LIMIT).toBe(6);
    expect(DEFAULT_MIN_LENGTH).toBe(4);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(SEARCH_MOBILE_MAX_WIDTH).toBe(768);
  });
});

describe('normaliseQuery / canSearch / cacheKey', () => {
  it.each([
    ['  sukienka  ', 'sukienka'],
    ['sukienka   żółta', 'sukienka żółta'],
    ['\tab\n', 'ab'],
    ['', ''],
  ])('normalises %j to %j', (input, out) => expect(normaliseQuery(input)).toBe(out));

  it.each([
    ['a', 2, false],
    ['ab', 2, true],
    ['abc', 4, false],
    ['abcd', 4, true],
    ['żó', 2, true],
    ['😀', 2, false],
    ['', 1, false],
  ])('canSearch(%j, %i) = %s', (q, min, ok) => expect(canSearch(q, min)).toBe(ok));

  it('caches under search_{text}', () => expect(cacheKey('sukienka żółta')).toBe('search_sukienka żółta'));
});

describe('safeUrl: only http(s) or relative', () => {
  it.each([
    ['/product/1', '/product/1'],
    ['product/1?x=1', 'product/1?x=1'],
    ['https://shop.example/p', 'https://shop.example/p'],
    ['HTTP://shop.example/p', 'HTTP://shop.example/p'],
    ['//cdn.example/img.png', '//cdn.example/img.png'],
    ['  /cms/1 ', '/cms/1'],
    ['?text=a', '?text=a'],
  ])('keeps %j', (raw, out) => expect(safeUrl(raw)).toBe(out));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:a@b.c',
    '',
    '   ',
  ])('drops %j', (raw) => expect(safeUrl(raw)).toBeNull());

  it('drops non-strings', () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });
});
