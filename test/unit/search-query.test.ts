// Header search rules as tables: minimum length (§5.6, §9.7), cache key (§7.3), safe URLs,
// plural forms of the live-region count, and the suggestion view (§2.3, §3.5, §8.4).
import { describe, expect, it } from 'vitest';
import { searchCatalog, xssSearchResult } from '../../fixtures/data/search.ts';
import {
  cacheKey,
  canSearch,
  DEFAULT_MIN_LENGTH,
  normaliseQuery,
  pluralKey,
  safeUrl,
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT,
  SEARCH_MOBILE_MAX_WIDTH,
} from '../../src/domain/search-query.ts';
import { breadcrumbLabel, productPrice, searchView } from '../../src/domain/search-view.ts';

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

describe('pluralKey', () => {
  it.each([
    ['pl', 1, 'one'],
    ['pl', 2, 'few'],
    ['pl', 4, 'few'],
    ['pl', 5, 'many'],
    ['pl', 6, 'many'],
    ['pl', 12, 'many'],
    ['pl', 22, 'few'],
    ['pl', 0, 'many'],
    ['it', 1, 'one'],
    ['it', 3, 'many'],
    ['en', 2, 'many'],
  ] as const)('%s %i → %s', (lang, n, key) => expect(pluralKey(lang, n)).toBe(key));
});

describe('searchView', () => {
  it('groups in the spec order with the §3.5 fields; menu nodes show the breadcrumb joined by " / "', () => {
    const data = searchCatalog('sukienki');
    const v = searchView('sukienki', data, 'gross');
    expect(v.groups.map((g) => g.kind)).toEqual(['products', 'menuNodes', 'searchQueries']);
    expect(v.groups[1]!.options[0]!.label).toBe('Odzież / Sukienki');
    const link = (name: string) => [{ name, link: '/' + name }];
    const all = searchView('x', { searchQueries: link('q'), cms: link('c'), menuNodes: link('m'), producers: link('pr'), series: link('s'), products: link('p') }, 'gross');
    expect(all.groups.map((g) => g.kind)).toEqual(['products', 'series', 'producers', 'menuNodes', 'cms', 'searchQueries']);
    expect(all.options.map((o) => o.id)).toEqual(['products-0', 'series-0', 'producers-0', 'menuNodes-0', 'cms-0', 'searchQueries-0']);
    const p = v.groups[0]!.options[0]!;
    expect(p.image).toMatch(/^\/gfx\/products\/\d+\.png$/);
    expect(p.imageSecond).toMatch(/\?v=2$/);
    expect(p.price).toEqual({ kind: 'amount', formatted: data.products[0]!.price.price.gross.formatted });
    expect(v.options.length).toBe(v.groups.reduce((n, g) => n + g.options.length, 0));
  });

  it('shows the net price when the shop shows net prices, gross as a fallback', () => {
    const product = { name: 'a', link: '/a', price: { price: { gross: { value: 123, formatted: '123,00 zł' }, net: { value: 100, formatted: '100,00 zł' } } } };
    expect(productPrice(product, 'net')).toEqual({ kind: 'amount', formatted: '100,00 zł' });
    expect(productPrice(product, 'gross')).toEqual({ kind: 'amount', formatted: '123,00 zł' });
    expect(productPrice({ price: { price: { gross: { value: 5, formatted: '5,00 zł' } } } }, 'net')).toEqual({ kind: 'amount', formatted: '5,00 zł' });
    expect(productPrice({ price: null }, 'gross')).toBeNull();
  });

  it('a price value of 0 is "price on phone request" (§2.3, §8.4) — the dev shop has such a product', () => {
    const v = searchView('plaszcz szyty', searchCatalog('plaszcz szyty'), 'gross');
    expect(v.options[0]).toMatchObject({ label: 'Płaszcz szyty na miarę', price: { kind: 'phone' } });
  });

  it('caps each group at the limit and keeps at most 6 per group', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ name: 'q' + i, link: '/q' + i }));
    expect(searchView('q', { searchQueries: many }, 'gross').options).toHaveLength(6);
  });

  it('drops rows without a name or a safe link, and unsafe images', () => {
    const v = searchView('xss', xssSearchResult, 'gross');
    const hrefs = v.options.map((o) => o.href);
    expect(hrefs).toEqual(['/product/1001?xss=1', '/listing?series=1', '/listing?menu=11']);
    expect(v.options[0]).toMatchObject({ image: null, imageSecond: null });
    // names stay as they are: they are rendered as text
    expect(v.options[0]!.label).toContain('<img src=x onerror=');
    expect(breadcrumbLabel(xssSearchResult.menuNodes[0]!)).toBe('<img src=x onerror="window.__xss=1"> xss / <b>bold</b>');
    expect(searchView('x', { cms: [{ name: '  ', link: '/cms/1' }, null, { name: 'ok', link: null }] }, 'gross').options).toEqual([]);
  });

  it('breadcrumb falls back to the node name', () => {
    expect(breadcrumbLabel({ name: 'Sukienki', bc: null })).toBe('Sukienki');
    expect(breadcrumbLabel({ name: 'Sukienki', bc: { item: [null, { title: ' ' }] } })).toBe('Sukienki');
  });
});
