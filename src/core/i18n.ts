// Texts (DESIGN.md §7): Polish is the source language; `it` and `en` catalogs follow it and
// the shop's `texts` config overrides any key. Placeholders look like `{n}`, `{unit}`; counts use
// the ICU plural form `{n, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}`.
import { pickPluralForm, pluralCategory } from '../domain/plural.ts';

export type Language = 'pl' | 'it' | 'en';
export type Catalog = Readonly<Record<string, string>>;
export interface Catalogs {
  pl: Catalog;
  it: Catalog;
  en: Catalog;
}
export type TextParams = Readonly<Record<string, string | number>>;
export type Translate = (key: string, params?: TextParams) => string;

export const LANGUAGES: readonly Language[] = ['pl', 'it', 'en'];

/** `pl-PL`, `pol` → `pl`; unknown languages fall back to Polish, the source (§1). */
export function normaliseLanguage(value: string | null | undefined): Language {
  const v = (value ?? '').toLowerCase();
  if (v.startsWith('it')) return 'it';
  if (v.startsWith('en')) return 'en';
  return 'pl';
}

const PLURAL_START = /\{(\w+),\s*plural,/g;

/** Index just past the `}` that closes the `{` at `open`, or -1 when the braces do not balance. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** `one {# sklep} few {# sklepy}` → { one: '# sklep', few: '# sklepy' }; null when malformed. */
function parseForms(body: string): Record<string, string> | null {
  const forms: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    const m = /^\s*(=?\w+)\s*\{/.exec(body.slice(i));
    if (!m) return body.slice(i).trim() ? null : forms;
    const open = i + m[0].length - 1;
    const end = closingBrace(body, open);
    if (end < 0) return null;
    forms[m[1]!] = body.slice(open + 1, end - 1);
    i = end;
  }
  return forms;
}

/** Replaces each `{name, plural, …}` whose count is given; anything malformed is left as written. */
function fillPlurals(text: string, params: TextParams, language: string): string {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(PLURAL_START)) {
    const start = m.index;
    if (start < from) continue;
    const end = closingBrace(text, start);
    const n = params[m[1]!];
    const forms = end > 0 && typeof n === 'number' ? parseForms(text.slice(start + m[0].length, end - 1)) : null;
    const form = forms && (forms['=' + n] ?? pickPluralForm(forms, pluralCategory(language, n as number)));
    if (form === undefined || form === null) continue;
    out += text.slice(from, start) + form.replace(/#/g, String(n));
    from = end;
  }
  return out + text.slice(from);
}

export function fillPlaceholders(text: string, params?: TextParams, language: string = 'pl'): string {
  if (!params) return text;
  const counted = text.includes(', plural,') ? fillPlurals(text, params, language) : text;
  return counted.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function createTranslate(language: Language, catalogs: Catalogs, overrides: Catalog = {}): Translate {
  const own = catalogs[language];
  return (key, params) => fillPlaceholders(overrides[key] ?? own[key] ?? catalogs.pl[key] ?? key, params, language);
}
