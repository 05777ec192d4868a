// §9.11: the picker's own translation languages and the country → flag / language mapping.

export const PICKER_LANGUAGES = ['pol', 'eng', 'ger', 'cze', 'rum', 'slo', 'fre', 'ukr', 'hun'] as const;
export type PickerTextLanguage = (typeof PICKER_LANGUAGES)[number];
/** §3.21 recommended_lang default. */
export const DEFAULT_RECOMMENDED_LANG: PickerTextLanguage = 'eng';

/**
 * Country ids (ISO 3166 alpha-3) whose flag / language code differs (§9.11: deu→ger, fra→fre,
 * gbr→eng, …). Other ids are their own code (pol, cze, ukr, hun).
 */
export const FLAG_CODES: Readonly<Record<string, string>> = {
  deu: 'ger',
  fra: 'fre',
  gbr: 'eng',
  rou: 'rum',
  svk: 'slo',
};

export function flagCode(countryId: string): string {
  const id = countryId.toLowerCase();
  return FLAG_CODES[id] ?? id;
}

export function isPickerLanguage(v: string | undefined): v is PickerTextLanguage {
  return !!v && (PICKER_LANGUAGES as readonly string[]).includes(v);
}

/**
 * The language of the recommended step's texts: the proposed country's own (through the flag
 * mapping) when the picker has it, else recommended_lang, else eng (§9.11).
 */
export function pickerTextLanguage(countryId: string | undefined, recommendedLang: string | undefined): PickerTextLanguage {
  const own = countryId ? flagCode(countryId) : undefined;
  if (isPickerLanguage(own)) return own;
  const rec = recommendedLang?.toLowerCase();
  return isPickerLanguage(rec) ? rec : DEFAULT_RECOMMENDED_LANG;
}
