// Texts of the multi-variant display (spec §2.10, §5.7). The quantity alerts ("Minimalnie musisz
// zamówić…") and "Scegliere una taglia" are the form's own texts. A shop overrides any of them by key
// in the config's `texts`, like every widget text; counts use each language's plural forms.
import type { Catalogs } from '../../../src/core/i18n.ts';

export const texts = {
  pl: {
    'projector.variants.title': 'Warianty',
    'projector.variants.size': 'Rozmiar',
    'projector.variants.sizeUnavailable': '{name} – niedostępny',
    'projector.variants.unavailable': 'Wariant niedostępny',
    'projector.variants.decrease': 'Mniej: {name}',
    'projector.variants.increase': 'Więcej: {name}',
    'projector.variants.none': 'Podaj ilość przy co najmniej jednym wariancie',
    'projector.variants.total':
      '{count, plural, =0 {Nie wybrano żadnego wariantu} one {Wybrano # wariant} few {Wybrano # warianty} many {Wybrano # wariantów} other {Wybrano # wariantu}}',
    'projector.variants.sum': 'Razem: {price}',
  },
  it: {
    'projector.variants.title': 'Varianti',
    'projector.variants.size': 'Taglia',
    'projector.variants.sizeUnavailable': '{name} – non disponibile',
    'projector.variants.unavailable': 'Variante non disponibile',
    'projector.variants.decrease': 'Meno: {name}',
    'projector.variants.increase': 'Più: {name}',
    'projector.variants.none': 'Indica la quantità di almeno una variante',
    'projector.variants.total': '{count, plural, =0 {Nessuna variante scelta} one {# variante scelta} other {# varianti scelte}}',
    'projector.variants.sum': 'Totale: {price}',
  },
  en: {
    'projector.variants.title': 'Variants',
    'projector.variants.size': 'Size',
    'projector.variants.sizeUnavailable': '{name} – unavailable',
    'projector.variants.unavailable': 'Variant unavailable',
    'projector.variants.decrease': 'Fewer: {name}',
    'projector.variants.increase': 'More: {name}',
    'projector.variants.none': 'Enter a quantity for at least one variant',
    'projector.variants.total': '{count, plural, =0 {No variant chosen} one {# variant chosen} other {# variants chosen}}',
    'projector.variants.sum': 'Total: {price}',
  },
} satisfies Catalogs;
