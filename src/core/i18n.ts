// Texts (docs/design.md §7): Polish is the source language; `it` and `en` catalogs follow it and
// the shop's `texts` config overrides any key. Placeholders look like `{n}`, `{unit}`; counts use
// the ICU plural form `{n, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}`,
// filled by the widget's `plurals` (src/core/plural-texts.ts) so that the runtime does not carry it.
import type { Language } from '../domain/language.ts';

export type { Language };
export { normaliseLanguage } from '../domain/language.ts';
export type Catalog = Readonly<Record<string, string>>;
export interface Catalogs {
  pl: Catalog;
  it: Catalog;
  en: Catalog;
}
export type TextParams = Readonly<Record<string, string | number>>;
export type Translate = (key: string, params?: TextParams) => string;

export const LANGUAGES: readonly Language[] = ['pl', 'it', 'en'];

/** Fills ICU plural blocks; only widgets whose texts count something ship it (src/core/plural-texts.ts). */
export type PluralFiller = (text: string, params: TextParams, language: string) => string;

export function fillPlaceholders(text: string, params?: TextParams, language: string = 'pl', plurals?: PluralFiller): string {
  if (!params) return text;
  const counted = plurals && text.includes(', plural,') ? plurals(text, params, language) : text;
  return counted.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function createTranslate(language: Language, catalogs: Catalogs, overrides: Catalog = {}, plurals?: PluralFiller): Translate {
  const own = catalogs[language];
  return (key, params) => fillPlaceholders(overrides[key] ?? own[key] ?? catalogs.pl[key] ?? key, params, language, plurals);
}
