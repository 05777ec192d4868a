import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pickPluralForm, pluralCategory } from '../../src/domain/plural.ts';

describe('pluralCategory (CLDR rules for pl, it, en)', () => {
  it.each([
    ['pl', 1, 'one'],
    ['pl', 2, 'few'],
    ['pl', 4, 'few'],
    ['pl', 5, 'many'],
    ['pl', 0, 'many'],
    ['pl', 11, 'many'],
    ['pl', 12, 'many'],
    ['pl', 14, 'many'],
    ['pl', 21, 'many'],
    ['pl', 22, 'few'],
    ['pl', 24, 'few'],
    ['pl', 25, 'many'],
    ['pl', 102, 'few'],
    ['pl', 112, 'many'],
    ['pl', 1.5, 'other'],
    ['it', 1, 'one'],
    ['it', 0, 'other'],
    ['it', 3, 'other'],
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['en', 1.5, 'other'],
  ] as const)('%s %d → %s', (lang, n, category) => expect(pluralCategory(lang, n)).toBe(category));

  it('Polish whole numbers are never "other", and only 1 is "one"', () => {
    fc.assert(
      fc.property(fc.nat(100_000), (n) => {
        const c = pluralCategory('pl', n);
        expect(c).not.toBe('other');
        expect(c === 'one').toBe(n === 1);
      }),
    );
  });
});

describe('pickPluralForm', () => {
  it('takes the exact form, then falls back between many and other', () => {
    expect(pickPluralForm({ one: 'a', few: 'b', many: 'c' }, 'few')).toBe('b');
    expect(pickPluralForm({ one: 'a', many: 'c' }, 'other')).toBe('c');
    expect(pickPluralForm({ one: 'a', other: 'd' }, 'many')).toBe('d');
    expect(pickPluralForm({ one: 'a', other: 'd' }, 'few')).toBe('d');
    expect(pickPluralForm({ one: 'a' }, 'few')).toBeUndefined();
  });
});
