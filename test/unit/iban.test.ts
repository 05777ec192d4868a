// ISO 13616 IBAN: per-country length and mod 97, as a table and as fast-check properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IBAN_LENGTHS, ibanCheckDigits, isValidIban, normaliseIban } from '../../src/domain/iban.ts';

describe('IBAN (ISO 13616)', () => {
  it.each([
    ['PL61 1090 1014 0000 0712 1981 2874', true],
    ['PL61109010140000071219812874', true],
    ['pl61 1090-1014-0000-0712-1981-2874', true],
    ['DE89 3704 0044 0532 0130 00', true],
    ['IT60 X054 2811 1010 0000 0123 456', true],
    ['GB29 NWBK 6016 1331 9268 19', true],
    ['FR14 2004 1010 0505 0001 3M02 606', true],
    ['CZ65 0800 0000 1920 0014 5399', true],
    ['SK31 1200 0000 1987 4263 7541', true],
    ['HU42 1177 3016 1111 1018 0000 0000', true],
    ['RO49 AAAA 1B31 0075 9384 0000', true],
    ['UA21 3223 1300 0002 6007 2335 6600 1', true],
    ['PL61 1090 1014 0000 0712 1981 2875', false],
    ['PL61 1090 1014 0000 0712 1981 287', false],
    ['DE89 3704 0044 0532 0130 0', false],
    ['XX89 3704 0044 0532 0130 00', false],
    ['PLAB 1090 1014 0000 0712 1981 2874', false],
    ['', false],
  ])('%j → %s', (iban, ok) => {
    expect(isValidIban(iban)).toBe(ok);
  });

  const countries = Object.keys(IBAN_LENGTHS);
  const valid = fc.constantFrom(...countries).chain((country) =>
    fc
      .array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: IBAN_LENGTHS[country]! - 4, maxLength: IBAN_LENGTHS[country]! - 4 })
      .map((chars) => {
        const bban = chars.join('');
        return country + ibanCheckDigits(country, bban) + bban;
      }),
  );

  it('every IBAN built per country with its check digits passes', () => {
    fc.assert(
      fc.property(valid, (iban) => isValidIban(iban)),
      { numRuns: 500 },
    );
  });

  it('any single-character change fails', () => {
    fc.assert(
      fc.property(valid, fc.nat(), fc.nat(), (iban, at, pick) => {
        const i = at % iban.length;
        const ch = iban[i]!;
        const pool = /\d/.test(ch) ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
        const others = [...pool].filter((c) => c !== ch);
        const changed = iban.slice(0, i) + others[pick % others.length] + iban.slice(i + 1);
        return !isValidIban(changed);
      }),
      { numRuns: 2000 },
    );
  });

  it('normalises spaces, dashes and case', () => {
    expect(normaliseIban(' pl61-1090 1014 ')).toBe('PL6110901014');
  });
});
