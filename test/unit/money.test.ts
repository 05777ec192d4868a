import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_MASK, formatMoney, formatNumber, formatPoints, parseMask, round2, type MoneyFormat } from '../../src/domain/money.ts';
import { savePercent } from '../../src/domain/percent.ts';

describe('parseMask (§9.4)', () => {
  it.each([
    ['### ##0,00', { group: ' ', decimal: ',', decimals: 2, groupSize: 3, minIntegerDigits: 1 }],
    ['#,##0.00', { group: ',', decimal: '.', decimals: 2, groupSize: 3, minIntegerDigits: 1 }],
    ['# ##0.00', { group: ' ', decimal: '.', decimals: 2, groupSize: 3, minIntegerDigits: 1 }],
    ['0,00', { group: '', decimal: ',', decimals: 2, groupSize: 0, minIntegerDigits: 1 }],
    ['#.##0,000', { group: '.', decimal: ',', decimals: 3, groupSize: 3, minIntegerDigits: 1 }],
    ["#'##0.00", { group: "'", decimal: '.', decimals: 2, groupSize: 3, minIntegerDigits: 1 }],
    ['#,##0', { group: ',', decimal: '', decimals: 0, groupSize: 3, minIntegerDigits: 1 }],
    ['### ###', { group: ' ', decimal: '', decimals: 0, groupSize: 3, minIntegerDigits: 0 }],
    ['##0', { group: '', decimal: '', decimals: 0, groupSize: 0, minIntegerDigits: 1 }],
    ['#\u00a0##0,00', { group: '\u00a0', decimal: ',', decimals: 2, groupSize: 3, minIntegerDigits: 1 }],
    ['', parseMask(DEFAULT_MASK)],
    ['abc', parseMask(DEFAULT_MASK)],
  ])('%j', (mask, expected) => {
    expect(parseMask(mask)).toEqual(expected);
  });

  it('caches per mask string', () => {
    expect(parseMask('#,##0.00')).toBe(parseMask('#,##0.00'));
  });
});

describe('formatNumber', () => {
  it.each<[number, string, string]>([
    [1234567.891, '### ##0,00', '1 234 567,89'],
    [1234567.891, '#,##0.00', '1,234,567.89'],
    [1234567.891, '# ##0.00', '1 234 567.89'],
    [1234567.891, '0,00', '1234567,89'],
    [1234.5, '#,##0', '1,235'],
    [0.5, '### ###', '1'],
    [0, '### ##0,00', '0,00'],
    [-0, '### ##0,00', '0,00'],
    [0.5, '#,##0.00', '0.50'],
    [-1234.5, '### ##0,00', '-1 234,50'],
    [-0.001, '### ##0,00', '0,00'], // rounds to zero: no "-0,00"
    [-0.005, '### ##0,00', '-0,01'],
    [0.005, '### ##0,00', '0,01'],
    [1.005, '### ##0,00', '1,01'],
    [2.675, '### ##0,00', '2,68'],
    [1.115, '#,##0.00', '1.12'],
    [999.995, '### ##0,00', '1 000,00'],
    [999999.999, '### ##0,00', '1 000 000,00'],
    [0.1 + 0.2, '### ##0,00', '0,30'],
    [1e15, '### ##0,00', '1 000 000 000 000 000,00'],
    [1e21, '#,##0.00', '1,000,000,000,000,000,000,000.00'],
    [1.5e-7, '### ##0,00', '0,00'],
    [100, '### ##0,00', '100,00'],
    [1000, '### ##0,00', '1 000,00'],
    [12.3456, '#.##0,000', '12,346'],
  ])('%d with %j → %j', (value, mask, expected) => {
    expect(formatNumber(value, mask)).toBe(expected);
  });

  it('uses the default mask', () => {
    expect(formatNumber(1234.5)).toBe('1 234,50');
  });

  it.each([NaN, Infinity, -Infinity])('%d → ""', (v) => {
    expect(formatNumber(v)).toBe('');
  });

  it.each<[{ group?: string; decimal?: string }, string]>([
    [{ group: '.' }, '1.234.567,89'],
    [{ decimal: '.' }, '1 234 567.89'],
    [{ group: '\u00a0', decimal: '.' }, '1\u00a0234\u00a0567.89'],
    [{ group: '' }, '1234567,89'],
    [{}, '1 234 567,89'],
  ])('overrides %j → %j', (o, expected) => {
    expect(formatNumber(1234567.891, '### ##0,00', o)).toBe(expected);
  });
});

describe('formatMoney', () => {
  const base: MoneyFormat = { mask: '### ##0,00', symbol: 'zł', beforeValue: false, space: true };
  it.each<[Partial<MoneyFormat>, number, string]>([
    [{}, 1234.5, '1 234,50 zł'],
    [{ space: false }, 1234.5, '1 234,50zł'],
    [{ beforeValue: true, symbol: '€' }, 1234.5, '€ 1 234,50'],
    [{ beforeValue: true, symbol: '$', space: false, mask: '#,##0.00' }, 1234.5, '$1,234.50'],
    [{}, -5, '-5,00 zł'],
    [{ beforeValue: true, symbol: '€' }, -5, '-€ 5,00'],
    [{ beforeValue: true, symbol: '€', space: false }, -5, '-€5,00'],
    [{}, 0, '0,00 zł'],
    [{ symbol: '' }, 7, '7,00'],
    [{ group: '.', decimal: ',', mask: '#,##0.00' }, 1234567.891, '1.234.567,89 zł'],
    [{ group: '\u00a0' }, 1234.5, '1\u00a0234,50 zł'],
    [{}, 2.675, '2,68 zł'],
  ])('%j %d → %j', (o, value, expected) => {
    expect(formatMoney(value, { ...base, ...o })).toBe(expected);
  });

  it.each([NaN, Infinity])('%d → ""', (v) => {
    expect(formatMoney(v, base)).toBe('');
  });
});

/** Reference: exact decimal rounding with BigInt, on the shortest text of the double. */
function round2Reference(v: number): number {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(v));
  if (!m) throw new Error(String(v));
  const [, sign, int = '', frac = '', exp = '0'] = m;
  // v = digits × 10^scale exactly
  const digits = BigInt(int + frac);
  const scale = Number(exp) - frac.length + 2; // we want v × 100
  let q: bigint;
  if (scale >= 0) q = digits * 10n ** BigInt(scale);
  else {
    const d = 10n ** BigInt(-scale);
    q = digits / d;
    if ((digits % d) * 2n >= d) q += 1n; // half away from zero (digits is |v|)
  }
  const n = Number(sign === '-' ? -q : q) / 100; // IEEE division is correctly rounded
  return n === 0 ? 0 : n;
}

describe('round2 (§9.3, §9.4)', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-2.675, -2.68],
    [0.005, 0.01],
    [-0.004, 0],
    [999.995, 1000],
    [1.1 * 3, 3.3],
    [0.1 + 0.2, 0.3],
    [12, 12],
  ])('%d → %d', (v, expected) => {
    expect(round2(v)).toBe(expected);
  });

  it('never returns -0 and passes NaN/Infinity through', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(round2(NaN)).toBeNaN();
    expect(round2(Infinity)).toBe(Infinity);
  });

  it('matches a BigInt reference for any double in ±1e9', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (v) => {
        expect(round2(v)).toBe(round2Reference(v));
      }),
      { numRuns: 2000 },
    );
  });

  it('matches the reference on exact half-cent ties', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (k) => {
        const v = (k * 10 + 5) / 1000;
        expect(round2(v)).toBe(round2Reference(v));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatNumber round-trip property', () => {
  const masks: [string, string, string][] = [
    ['### ##0,00', ' ', ','],
    ['#,##0.00', ',', '.'],
    ['# ##0.00', ' ', '.'],
    ['0,00', '', ','],
  ];
  it.each(masks)('%j: parse(format(v)) = round2(v) for 2-decimal values in ±1e9', (mask, group, decimal) => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const v = cents / 100;
        const text = formatNumber(v, mask);
        const plain = (group ? text.split(group).join('') : text).replace(decimal, '.');
        expect(Number(plain)).toBe(round2(v));
      }),
      { numRuns: 500 },
    );
  });

  it('also for arbitrary doubles', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (v) => {
        const plain = formatNumber(v).split(' ').join('').replace(',', '.');
        expect(Number(plain)).toBe(round2(v));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('savePercent (§9.4)', () => {
  it.each([
    [100, 88, 12],
    [100, 100, 0],
    [100, 0, 100],
    [40, 35, 13], // 12.5 → 13
    [1.2, 1.05, 13], // 12.5 exactly on cents, 12.4999… in floats
    [99.99, 89.99, 10],
    [100, 110, -10],
    [40, 45, -13], // -12.5 → -13, half away from zero
    [0, 10, 0],
    [-5, 1, 0],
    [NaN, 1, 0],
    [Infinity, 1, 0],
    [100, NaN, 0],
    [0.001, 0, 0], // max rounds to 0 cents
  ])('max %d, price %d → %d', (max, price, expected) => {
    expect(savePercent(max, price)).toBe(expected);
  });
});

describe('formatPoints (§9.4)', () => {
  it.each<[number, string | undefined, string]>([
    [12.345, undefined, '12,35 pkt.'],
    [1500, undefined, '1 500,00 pkt.'],
    [3, '#,##0', '3.00 pkt.'],
    [3, '#,##0.00', '3.00 pkt.'],
    [-2, undefined, '-2,00 pkt.'],
    [NaN, undefined, ''],
  ])('%d with %j → %j', (v, mask, expected) => {
    expect(formatPoints(v, mask)).toBe(expected);
  });
});
