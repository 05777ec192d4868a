// Plural categories (CLDR) for the shop's languages, so that counts read right:
// "1 punkt, 2 punkty, 5 punktów, 22 punkty" in Polish, "1 negozio, 2 negozi" in Italian.
export type PluralCategory = 'one' | 'few' | 'many' | 'other';

/**
 * Polish: one (1), few (2–4, 22–24 … but not 12–14), many (other whole numbers), other (fractions).
 * Italian and English: one (1), other. Unknown languages use the English rule.
 */
export function pluralCategory(language: string, n: number): PluralCategory {
  const whole = Number.isInteger(n);
  if (language === 'pl') {
    if (!whole) return 'other';
    if (n === 1) return 'one';
    const d = Math.abs(n) % 10;
    const dd = Math.abs(n) % 100;
    return d >= 2 && d <= 4 && (dd < 12 || dd > 14) ? 'few' : 'many';
  }
  return whole && n === 1 ? 'one' : 'other';
}

/** The form to use among those a text offers: the exact category, then Polish many ↔ other, then other. */
export function pickPluralForm(forms: Readonly<Record<string, string>>, category: PluralCategory): string | undefined {
  return forms[category] ?? (category === 'other' ? forms['many'] : forms['other']) ?? forms['other'] ?? forms['many'];
}
