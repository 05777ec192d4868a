import { describe, expect, it } from 'vitest';
import { createTranslate, fillPlaceholders, normaliseLanguage, type Catalogs } from '../../src/core/i18n.ts';

const catalogs: Catalogs = {
  pl: { hello: 'Cześć {name}', onlyPl: 'tylko po polsku' },
  it: { hello: 'Ciao {name}' },
  en: { hello: 'Hello {name}' },
};

describe('texts (DESIGN.md §7)', () => {
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
