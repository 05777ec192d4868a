// Plural categories (CLDR) for the shop's languages, so that counts read right:
// "1 punkt, 2 punkty, 5 punktów, 22 punkty" in Polish, "1 negozio, 2 negozi" in Italian.
export type PluralCategory = 'one' | 'few' | 'many' | 'other';

const rules = new Map<string, Intl.PluralRules>();

/**
 * The CLDR category of `n` in `language`, from the browser's own Intl.PluralRules (no bytes shipped):
 * Polish one (1), few (2–4, 22–24 … but not 12–14), many (other whole numbers), other (fractions);
 * Italian and English one (1), other. A tag Intl does not accept uses the English rule.
 */
export function pluralCategory(language: string, n: number): PluralCategory {
  let rule = rules.get(language);
  if (!rule) {
    try {
      rule = new Intl.PluralRules(language);
    } catch {
      rule = new Intl.PluralRules('en');
    }
    rules.set(language, rule);
  }
  return rule.select(n) as PluralCategory;
}

/** The form to use among those a text offers: the exact category, then Polish many ↔ other, then other. */
export function pickPluralForm(forms: Readonly<Record<string, string>>, category: PluralCategory): string | undefined {
  return forms[category] ?? (category === 'other' ? forms['many'] : forms['other']) ?? forms['other'] ?? forms['many'];
}
