// The shop languages (§1): Polish is the source; the page's language picks the texts.
export type Language = 'pl' | 'it' | 'en';

/** `pl-PL`, `pol` → `pl`; unknown languages fall back to Polish, the source (§1). */
export function normaliseLanguage(value: string | null | undefined): Language {
  const v = (value ?? '').toLowerCase();
  if (v.startsWith('it')) return 'it';
  if (v.startsWith('en')) return 'en';
  return 'pl';
}
