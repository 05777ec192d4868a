// Texts of adding to a shopping list (spec §7.6, §8.4). `projector.list.error` is the §8.4 "error
// adding a product (verify data)", the same words as tell-me-when-available's (§8.3): each chunk
// carries its own copy, so that neither loads the other. A shop overrides any of them by key.
import type { Catalogs } from '../../../src/core/i18n.ts';

export const texts = {
  pl: {
    'projector.list.adding': 'Dodawanie do listy zakupowej…',
    'projector.list.added': 'Produkt został dodany do listy zakupowej „{name}”.',
    'projector.list.show': 'Zobacz listy zakupowe',
    'projector.list.error': 'Podczas dodawania produktu wystąpił błąd. Sprawdź poprawność wprowadzonych danych',
  },
  it: {
    'projector.list.adding': 'Aggiunta alla lista della spesa…',
    'projector.list.added': 'Il prodotto è stato aggiunto alla lista della spesa «{name}».',
    'projector.list.show': 'Vedi le liste della spesa',
    'projector.list.error': "Si è verificato un errore durante l'aggiunta del prodotto. Verifica la correttezza dei dati inseriti",
  },
  en: {
    'projector.list.adding': 'Adding to the shopping list…',
    'projector.list.added': 'The product has been added to the shopping list “{name}”.',
    'projector.list.show': 'See your shopping lists',
    'projector.list.error': 'An error occurred while adding the product. Check the data you entered',
  },
} satisfies Catalogs;
