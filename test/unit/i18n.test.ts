import { describe, expect, it } from 'vitest';
import { createTranslate, fillPlaceholders, normaliseLanguage, type Catalogs } from '../../src/core/i18n.ts';
import { fillPlurals } from '../../src/core/plural-texts.ts';

const catalogs: Catalogs = {
  pl: { hello: 'Cześć {name}', onlyPl: 'tylko po polsku' },
  it: { hello: 'Ciao {name}' },
  en: { hello: 'Hello {name}' },
};

describe('texts (docs/design.md §7)', () => {
  it.each([
    ['pl', 'Cześć Ala'],
    ['it', 'Ciao Ala'],
    ['en', 'Hello Ala'],
  ] as const)('%s catalog', (lang, text) => {
    expect(createTranslate(lang, catalogs)('hello', { name: 'Ala' })).toBe(text);
  });

  it('falls back to the Polish source, then to the key', () => {
    const t = createTranslate('it', catalogs);
    expect(t('onlyPl')).toBe('tylko po polsku');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('the shop texts override any key, placeholders included', () => {
    const t = createTranslate('it', catalogs, { hello: 'Buongiorno {name}!' });
    expect(t('hello', { name: 'Ala' })).toBe('Buongiorno Ala!');
  });

  it('leaves unknown placeholders and fills numbers', () => {
    expect(fillPlaceholders('{n} {unit} {other}', { n: 3, unit: 'szt.' })).toBe('3 szt. {other}');
  });

  describe('plural forms ({n, plural, …})', () => {
    const stores = {
      pl: { stores: '{n, plural, one {# sklep} few {# sklepy} many {# sklepów} other {# sklepu}}' },
      it: { stores: '{n, plural, one {# negozio} other {# negozi}}' },
      en: { stores: '{n, plural, one {# store} other {# stores}}' },
    };
    it.each([
      ['pl', 1, '1 sklep'],
      ['pl', 2, '2 sklepy'],
      ['pl', 5, '5 sklepów'],
      ['pl', 12, '12 sklepów'],
      ['pl', 22, '22 sklepy'],
      ['pl', 1.5, '1.5 sklepu'],
      ['it', 1, '1 negozio'],
      ['it', 22, '22 negozi'],
      ['en', 0, '0 stores'],
    ] as const)('%s %d → %s', (lang, n, text) => {
      expect(createTranslate(lang, stores, {}, fillPlurals)('stores', { n })).toBe(text);
    });

    it('a shop override keeps its own plural forms, and other placeholders still fill', () => {
      const t = createTranslate('pl', stores, { stores: 'W {city}: {n, plural, one {jeden sklep} other {# sklepów}}' }, fillPlurals);
      expect(t('stores', { n: 1, city: 'Gdańsk' })).toBe('W Gdańsk: jeden sklep');
      expect(t('stores', { n: 7, city: 'Gdańsk' })).toBe('W Gdańsk: 7 sklepów');
    });

    it('exact matches (=0) win over the category', () => {
      expect(fillPlaceholders('{n, plural, =0 {brak} one {# sztuka} other {# sztuk}}', { n: 0 }, 'pl', fillPlurals)).toBe('brak');
    });

    it('a translator without plural support leaves the block as written (the widget did not declare `plurals`)', () => {
      expect(createTranslate('pl', stores)('stores', { n: 2 })).toBe(stores.pl.stores);
    });

    it('leaves a malformed or uncounted plural as written', () => {
      expect(fillPlaceholders('{n, plural, one {# a', { n: 1 }, 'pl', fillPlurals)).toBe('{n, plural, one {# a');
      expect(fillPlaceholders('{n, plural, one {# a} other {# b}}', { n: 'x' }, 'pl', fillPlurals)).toBe('{n, plural, one {# a} other {# b}}');
    });
  });

  it.each([
    ['pl-PL', 'pl'],
    ['pol', 'pl'],
    ['it-IT', 'it'],
    ['EN', 'en'],
    ['de', 'pl'],
    ['', 'pl'],
    [null, 'pl'],
  ])('normalises %j to %s', (input, lang) => {
    expect(normaliseLanguage(input)).toBe(lang);
  });
});
