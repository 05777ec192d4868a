// Mini-basket rules (spec §2.4, §3.6, §9.7) as tables.
import { describe, expect, it } from 'vitest';
import {
  basketHeader,
  markupShowsCount,
  formatQuantity,
  isNotOlder,
  isZeroAmount,
  isSubscription,
  subscriptionDays,
  MINI_BASKET_LIST_ABOVE,
  MINI_BASKET_MAX_PRODUCTS,
  miniBasketLayout,
  miniBasketVisible,
  oneClickCheckoutAllowed,
  rowWorth,
  safeHref,
  showsSize,
  signalIsNews,
  summaryHeader,
  summaryOf,
} from '../../src/domain/basket.ts';

const prices = { worth_net_formatted: '10,00 zł', worth_gros_formatted: '12,30 zł' };
const product = (name: string | null, subscription_period?: string | number | null) => ({ name, subscription_period, prices });

describe('§9.7 constants', () => {
  it('hides above 22 and lists above 10', () => {
    expect(MINI_BASKET_MAX_PRODUCTS).toBe(22);
    expect(MINI_BASKET_LIST_ABOVE).toBe(10);
  });
});

describe('§2.4 visibility: hidden with no products or more than 22', () => {
  it.each([
    [-1, false],
    [0, false],
    [1, true],
    [10, true],
    [22, true],
    [23, false],
    [100, false],
  ])('%i products → visible %s', (n, visible) => expect(miniBasketVisible(n)).toBe(visible));
});

describe('§2.4 layout: list above 10 products', () => {
  it.each([
    [1, 'tiles'],
    [10, 'tiles'],
    [11, 'list'],
    [22, 'list'],
  ] as const)('%i products → %s', (n, layout) => expect(miniBasketLayout(n)).toBe(layout));
});

describe('§3.6 size: "uniw" means no size', () => {
  it.each([
    ['M', true],
    ['XL', true],
    ['uniw', false],
    ['', false],
    ['  ', false],
    [null, false],
    [undefined, false],
  ] as const)('%j → shown %s', (size, shown) => expect(showsSize(size)).toBe(shown));
});

describe('§3.6 subscription_period: "0" means not a subscription', () => {
  it.each([
    ['0', false],
    [0, false],
    [' 0 ', false],
    [null, false],
    [undefined, false],
    ['7', true],
    [30, true],
    ['', true],
  ] as const)('%j → subscription %s', (period, sub) => expect(isSubscription(period)).toBe(sub));
});

describe('§2.4 one-click checkout: hidden for an empty name or a subscription', () => {
  it.each([
    ['no products', [], true],
    ['named, not subscriptions', [product('A', '0'), product('B', '0')], true],
    ['no period field', [product('A')], true],
    ['one empty name', [product('A', '0'), product('', '0')], false],
    ['a blank name', [product('   ', '0')], false],
    ['a null name', [product(null, '0')], false],
    ['one subscription', [product('A', '0'), product('B', '14')], false],
    ['numeric period', [product('A', 30)], false],
  ] as const)('%s → %s', (_label, products, allowed) => expect(oneClickCheckoutAllowed(products)).toBe(allowed));
});

describe('§3.6 prices by config.priceType', () => {
  const totals = {
    productsCounter: 2,
    worth_formatted: '123,00 zł',
    worth_net_formatted: '100,00 zł',
    shippingCost_formatted: '15,00 zł',
    shippingCost_net_formatted: '12,20 zł',
    version: 4,
  };
  it.each([
    ['gross', { worth: '123,00 zł', shipping: '15,00 zł' }, '12,30 zł'],
    ['net', { worth: '100,00 zł', shipping: '12,20 zł' }, '10,00 zł'],
  ] as const)('%s', (type, header, row) => {
    expect(basketHeader(totals, type)).toEqual(header);
    expect(summaryHeader(summaryOf(totals), type)).toEqual(header);
    expect(rowWorth(product('A'), type)).toBe(row);
  });
  it('the summary keeps count, both values and the version', () => {
    expect(summaryOf(totals)).toEqual({ count: 2, worth: '123,00 zł', worthNet: '100,00 zł', shipping: '15,00 zł', shippingNet: '12,20 zł', version: 4 });
    expect(summaryOf({ ...totals, version: undefined })).not.toHaveProperty('version');
  });
});

describe('quantity with the shop decimal separator', () => {
  it.each([
    [2, ',', '2'],
    [1.5, ',', '1,5'],
    ['2.5', '.', '2.5'],
    [0.5, ',', '0,5'],
  ] as const)('%j (%s) → %s', (n, d, out) => expect(formatQuantity(n, d)).toBe(out));
});

describe('links: only http(s) and relative', () => {
  it.each([
    ['/product/1001', '/product/1001'],
    ['product-1.html', 'product-1.html'],
    ['?a=1', '?a=1'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['//cdn.example.com/a.png', '//cdn.example.com/a.png'],
    ['  /trim  ', '/trim'],
    ['/a:b', '/a:b'],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['java\nscript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['\u0001javascript:alert(1)', undefined],
    ['data:text/html,<b>x</b>', undefined],
    ['vbscript:x', undefined],
    ['mailto:a@b.c', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)('%j → %j', (url, out) => expect(safeHref(url)).toBe(out));
});

describe('freshness: never an older basket than the one on screen', () => {
  it.each([
    ['nothing shown', { version: 1 }, undefined, true],
    ['newer', { version: 5 }, { version: 4 }, true],
    ['same version', { version: 4 }, { version: 4 }, true],
    ['older', { version: 3 }, { version: 4 }, false],
    ['incoming without version', {}, { version: 4 }, true],
    ['shown without version', { version: 1 }, {}, true],
  ] as const)('answer: %s → accepted %s', (_l, incoming, shown, ok) => expect(isNotOlder(incoming, shown)).toBe(ok));

  it.each([
    ['nothing shown', { version: 1 }, undefined, true],
    ['newer', { version: 5 }, { version: 4 }, true],
    ['same version (already shown)', { version: 4 }, { version: 4 }, false],
    ['older', { version: 3 }, { version: 4 }, false],
    ['signal without version', {}, { version: 4 }, true],
  ] as const)('other tab: %s → refresh %s', (_l, signal, shown, news) => expect(signalIsNews(signal, shown)).toBe(news));

  it.each([
    [2, 'Koszyk (2) pozycji', true],
    [3, 'Koszyk (2) pozycji', false],
    [0, 'Koszyk (0)', true],
    [5, 'Koszyk', true],
    [12, 'Koszyk (12)', true],
    [1, 'Koszyk (12)', false],
  ] as const)('count %i vs server markup %j → agrees %s', (n, text, ok) => expect(markupShowsCount(n, text)).toBe(ok));
});

describe('§9.5 free shipping: a formatted zero amount', () => {
  it.each([
    ['0,00 zł', true],
    ['€0.00', true],
    ['0', true],
    ['14,99 zł', false],
    ['0,01 zł', false],
    ['10,00 zł', false],
    ['', false],
    ['zł', false],
  ] as const)('%j → %s', (text, zero) => expect(isZeroAmount(text)).toBe(zero));
});

describe('subscriptionDays (§3.6, §4.9)', () => {
  it.each<[string | number | null | undefined, number | null]>([
    ['30', 30],
    [' 7 ', 7],
    [14, 14],
    ['0', null],
    [0, null],
    [null, null],
    [undefined, null],
    ['co tydzień', null],
    ['1.5', null],
  ])('%j → %j', (period, days) => {
    expect(subscriptionDays(period)).toBe(days);
  });
});
