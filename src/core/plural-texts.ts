// ICU plural blocks in texts, `{n, plural, =0 {brak} one {# punkt} few {# punkty} many {# punktów} other {# punktu}}`.
// A widget whose texts count something sets `plurals: fillPlurals` in its definition; the runtime
// passes it to the widget's translator, so pages without such widgets never download this.
import { pickPluralForm, pluralCategory } from '../domain/plural.ts';
import type { TextParams } from './i18n.ts';

// `{n, plural, one {# punkt} …}`: a form may hold `{placeholder}`s, nothing deeper.
const PLURAL = /\{(\w+),\s*plural,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}/g;
const FORM = /(=?\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g;

/** Replaces each `{name, plural, …}` whose count is given; anything malformed is left as written. */
export function fillPlurals(text: string, params: TextParams, language: string): string {
  return text.replace(PLURAL, (whole, name: string, body: string) => {
    const n = params[name];
    if (typeof n !== 'number') return whole;
    const forms: Record<string, string> = {};
    for (const [, key, form] of body.matchAll(FORM)) forms[key!] = form!;
    const form = forms['=' + n] ?? pickPluralForm(forms, pluralCategory(language, n));
    return form === undefined ? whole : form.replace(/#/g, String(n));
  });
}
