// The kit's own texts. Kit components take their labels from the caller; a widget that uses
// them merges these catalogs into its own (`texts: mergeCatalogs(uiTexts, texts)`), so the
// shop's `texts` config can still override any key (docs/design.md §7).
import type { Catalogs } from '../core/i18n.ts';

export const uiTexts: Catalogs = {
  pl: { 'ui.close': 'Zamknij', 'ui.loading': 'Ładowanie…', 'ui.choose': 'Wybierz' },
  it: { 'ui.close': 'Chiudi', 'ui.loading': 'Caricamento…', 'ui.choose': 'Scegli' },
  en: { 'ui.close': 'Close', 'ui.loading': 'Loading…', 'ui.choose': 'Choose' },
};

/** Later catalogs win key by key. */
export function mergeCatalogs(...catalogs: Catalogs[]): Catalogs {
  const out: Catalogs = { pl: {}, it: {}, en: {} };
  for (const c of catalogs) for (const lang of ['pl', 'it', 'en'] as const) out[lang] = { ...out[lang], ...c[lang] };
  return out;
}
