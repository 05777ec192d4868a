// Texts (DESIGN.md §7): Polish is the source language; `it` and `en` catalogs follow it and
// the shop's `texts` config overrides any key. Placeholders look like `{n}`, `{unit}`.
export type Language = 'pl' | 'it' | 'en';
export type Catalog = Readonly<Record<string, string>>;
export interface Catalogs {
  pl: Catalog;
  it: Catalog;
  en: Catalog;
}
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

export const LANGUAGES: readonly Language[] = ['pl', 'it', 'en'];

/** `pl-PL`, `pol` → `pl`; unknown languages fall back to Polish, the source (§1). */
export function normaliseLanguage(value: string | null | undefined): Language {
  const v = (value ?? '').toLowerCase();
  if (v.startsWith('it')) return 'it';
  if (v.startsWith('en')) return 'en';
  return 'pl';
}

export function fillPlaceholders(text: string, params?: Readonly<Record<string, string | number>>): string {
  return params ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : text;
}

export function createTranslate(language: Language, catalogs: Catalogs, overrides: Catalog = {}): Translate {
  const own = catalogs[language];
  return (key, params) => fillPlaceholders(overrides[key] ?? own[key] ?? catalogs.pl[key] ?? key, params);
}
