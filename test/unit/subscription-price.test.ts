// The subscription / rebate price calculator (spec §3.1, §9.3): a table test per rule, and the laws
// as fast-check properties (never negative, percent within 0–100).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subscriptionPrice } from '../../src/domain/subscription-price.ts';
import type { MoneyFormat } from '../../src/domain/money.ts';

const PLN: MoneyFormat = { mask: '### ##0,00', symbol: 'zł', beforeValue: false, space: true };

describe('subscriptionPrice (§9.3)', () => {
  it.each([
    ['the rebate type defaults to percentage', { max: 100, maxNet: 81.3, before: 100, rebateValue: 10 }, 90],
    [
      'percentage: gross = max − (before × rebate% + save)',
      { max: 100, maxNet: 81.3, before: 80, save: 2, rebateValue: 10, rebateType: 'percentage' as const },
      90,
    ],
    ['quota: gross = max − (save + rebate)', { max: 100, maxNet: 81.3, before: 80, save: 2, rebateValue: 10, rebateType: 'quota' as const }, 88],
    ['gross is floored at 0', { max: 10, maxNet: 8.13, save: 5, rebateValue: 20, rebateType: 'quota' as const }, 0],
    ['a period without a rebate keeps max', { max: 59.9, maxNet: 48.7 }, 59.9],
  ])('%s', (_rule, input, gross) => {
    expect(subscriptionPrice(input, PLN)?.gross.value).toBe(gross);
  });

  it('percent = 100 − 100 × gross / max, an integer; net = maxNet × (1 − percent / 100)', () => {
    const r = subscriptionPrice({ max: 39.99, maxNet: 32.51, before: 39.99, rebateValue: 10 }, PLN)!;
    expect(r.gross.value).toBe(35.99); // 39.99 − 3.999 = 35.991 → 35.99
    expect(r.percent).toBe(10); // 100 − 89.997… = 10.0025… → 10
    expect(r.net.value).toBe(29.26); // 32.51 × 0.9 = 29.259 → 29.26
  });

  it('net is floored at 0', () => {
    expect(subscriptionPrice({ max: 10, maxNet: -5, rebateValue: 1, rebateType: 'quota' }, PLN)?.net.value).toBe(0);
  });

  it('rounds to 2 decimals, half away from zero, with "." as the separator', () => {
    const r = subscriptionPrice({ max: 10.005, maxNet: 10.005, rebateValue: 0, rebateType: 'quota' }, PLN)!;
    expect(r.gross.value).toBe(10.01);
    expect(String(r.gross.value)).toBe('10.01');
  });

  it('gives no result when neither max nor rebateValue is set', () => {
    expect(subscriptionPrice({}, PLN)).toBeNull();
    expect(subscriptionPrice({ maxNet: 10, save: 1, before: 5 }, PLN)).toBeNull();
    expect(subscriptionPrice({ rebateValue: 5 }, PLN)).toEqual({
      gross: { value: 0, formatted: '0,00 zł' },
      net: { value: 0, formatted: '0,00 zł' },
      percent: 0,
    });
  });

  it("formats with the shop's currency by default, and each setting can be overridden", () => {
    const input = { max: 1234.5, maxNet: 1003.66, before: 1234.5, rebateValue: 0 };
    expect(subscriptionPrice(input, PLN)?.gross.formatted).toBe('1 234,50 zł');
    expect(subscriptionPrice({ ...input, currency: { symbol: '€', beforeValue: true, space: false, mask: '#,##0.00' } }, PLN)?.gross.formatted).toBe(
      '€1,234.50',
    );
    expect(subscriptionPrice({ ...input, currency: { space: false } }, PLN)?.net.formatted).toBe('1 003,66zł');
  });

  it('is never negative, and its percent stays within 0–100, whatever the inputs', () => {
    const n = fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(n, n, n, n, n, fc.constantFrom('percentage' as const, 'quota' as const, undefined), (max, maxNet, save, before, rebateValue, rebateType) => {
        const r = subscriptionPrice({ max, maxNet, save, before, rebateValue, rebateType }, PLN);
        if (max === undefined && rebateValue === undefined) return r === null;
        return r !== null && r.gross.value >= 0 && r.net.value >= 0 && r.percent >= 0 && r.percent <= 100 && Number.isInteger(r.percent);
      }),
    );
  });
});
