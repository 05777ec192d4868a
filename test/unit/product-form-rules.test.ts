import { describe, it, expect } from 'vitest';
import {
  STOCK_PATTERN,
  availabilityText,
  isFormDisabled,
  isUnknownShipping,
  normaliseSizeId,
  showPoints,
  showShipping,
  showStockLine,
  stockLineText,
} from '../../src/domain/product-form-rules.ts';

// §4.8 "The form is disabled when: …"
describe('isFormDisabled (§4.8)', () => {
  const ok = { sizeAmount: 5, status: 'enable', minQuantity: 1, totalCount: 5, bundleAllUnchecked: false };
  it.each<[string, Partial<typeof ok>, boolean]>([
    ['an ordinary size', {}, false],
    ['the selected size has amount 0', { sizeAmount: 0 }, true],
    ['unlimited amount (-1)', { sizeAmount: -1, totalCount: -1 }, false],
    ['every bundle checkbox unchecked', { bundleAllUnchecked: true }, true],
    ['availability status "disable"', { status: 'disable' }, true],
    ['other statuses', { status: 'order' }, false],
    ['the minimum exceeds the total count', { minQuantity: 6, totalCount: 5 }, true],
    ['the minimum equals the total count', { minQuantity: 5, totalCount: 5 }, false],
    ['float noise is not "exceeds"', { minQuantity: 0.1 + 0.2, totalCount: 0.3 }, false],
    ['an unlimited total (-1) is never exceeded', { minQuantity: 100, totalCount: -1 }, false],
  ])('%s → %s', (_, over, expected) => {
    expect(isFormDisabled({ ...ok, ...over })).toBe(expected);
  });

  it('status and bundle are optional', () => {
    expect(isFormDisabled({ sizeAmount: 3, minQuantity: 1, totalCount: 3 })).toBe(false);
  });
});

// §4.8 "the availability status is 'disable' (points and the shipping section are then also hidden,
// and the description shows delivery_date if present)"
describe('status "disable" side effects (§4.8)', () => {
  it('hides points', () => {
    expect(showPoints('disable')).toBe(false);
    expect(showPoints('enable')).toBe(true);
    expect(showPoints(undefined)).toBe(true);
  });
  it('hides shipping', () => {
    expect(showShipping(undefined, 'disable')).toBe(false);
    expect(showShipping(undefined, 'order')).toBe(true);
  });
  it.each<[string, { status?: string; description?: string; delivery_date?: string | null }, string]>([
    ['disable with a date shows the date', { status: 'disable', description: 'Niedostępny', delivery_date: '2025-07-01' }, '2025-07-01'],
    ['disable without a date keeps the description', { status: 'disable', description: 'Niedostępny', delivery_date: '' }, 'Niedostępny'],
    ['other statuses keep the description', { status: 'order', description: 'Na zamówienie', delivery_date: '2025-07-01' }, 'Na zamówienie'],
    ['no description', {}, ''],
  ])('%s', (_, a, expected) => {
    expect(availabilityText(a)).toBe(expected);
  });
});

// §4.8 "The shipping section is hidden for types virtual and service."
describe('showShipping (§4.8)', () => {
  it.each<[string | undefined, boolean]>([
    ['virtual', false],
    ['service', false],
    ['bundle', true],
    ['product', true],
    [undefined, true],
  ])('%s → %s', (type, expected) => {
    expect(showShipping(type)).toBe(expected);
  });
});

// §4.8 "The stock amount line is hidden when the type is virtual or the amount is 0 or -1."
describe('showStockLine (§4.8)', () => {
  it.each<[string | undefined, number, boolean]>([
    ['product', 5, true],
    ['product', 0.5, true],
    ['virtual', 5, false],
    ['product', 0, false],
    ['product', -1, false],
    ['product', -3, false],
    ['product', NaN, false],
    ['service', 2, true],
    [undefined, 2, true],
  ])('%s with %d → %s', (type, amount, expected) => {
    expect(showStockLine(type, amount)).toBe(expected);
  });
});

// §9.5 "Stock status pattern: (%amount% %unit% %stock_literal%)."
describe('stockLineText (§9.5)', () => {
  it.each<[string, number, string, string, string | undefined, string]>([
    [STOCK_PATTERN, 5, 'szt.', 'w magazynie', undefined, '(5 szt. w magazynie)'],
    [STOCK_PATTERN, 2.5, 'm', 'in magazzino', ',', '(2,5 m in magazzino)'],
    [STOCK_PATTERN, 2.5, 'm', 'in stock', undefined, '(2.5 m in stock)'],
    ['%amount%/%amount% %unit%', 3, 'kg', '', undefined, '3/3 kg'],
    [STOCK_PATTERN, 1, '$& $1', '<b>', undefined, '(1 $& $1 <b>)'], // literal text, no replacement patterns
  ])('%j', (pattern, amount, unit, literal, decimal, expected) => {
    expect(stockLineText(pattern, amount, unit, literal, decimal)).toBe(expected);
  });
});

// §4.8 "Status 'order' with unknownTime shows an 'unknown shipping' message."
describe('isUnknownShipping (§4.8)', () => {
  it.each<[string | undefined, boolean | undefined, boolean]>([
    ['order', true, true],
    ['order', false, false],
    ['order', undefined, false],
    ['enable', true, false],
    [undefined, true, false],
  ])('%s + %s → %s', (status, unknown, expected) => {
    expect(isUnknownShipping(status, unknown)).toBe(expected);
  });
});

// §3.9 "the special ids onesize and uniw mean a single universal size and are normalised to uniw."
describe('normaliseSizeId (§3.9)', () => {
  it.each<[string, string]>([
    ['onesize', 'uniw'],
    ['uniw', 'uniw'],
    ['ONESIZE', 'uniw'],
    [' uniw ', 'uniw'],
    ['M', 'M'],
    ['42', '42'],
    ['onesize-xl', 'onesize-xl'],
  ])('%j → %j', (id, expected) => {
    expect(normaliseSizeId(id)).toBe(expected);
  });
});
