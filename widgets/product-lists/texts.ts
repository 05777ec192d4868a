// Texts of the wishlist and comparers (§1, §3.4). Counts use each language's plural forms; the
// connection text is §8.2's, as the other widgets write it.
import type { Catalogs } from '../../src/core/i18n.ts';

export const texts: Catalogs = {
  pl: {
    'productLists.wishlist.title': 'Ulubione',
    'productLists.comparers.title': 'Porównanie',
    'productLists.wishlist.count':
      '{n, plural, =0 {brak produktów w ulubionych} one {# produkt w ulubionych} few {# produkty w ulubionych} many {# produktów w ulubionych} other {# produktu w ulubionych}}',
    'productLists.comparers.count':
      '{n, plural, =0 {brak produktów do porównania} one {# produkt do porównania} few {# produkty do porównania} many {# produktów do porównania} other {# produktu do porównania}}',
    'productLists.wishlist.add': 'Dodaj do ulubionych',
    'productLists.wishlist.remove': 'Usuń z ulubionych',
    'productLists.comparers.add': 'Dodaj do porównania',
    'productLists.comparers.remove': 'Usuń z porównania',
    'productLists.wishlist.added': 'Dodano do ulubionych.',
    'productLists.wishlist.removed': 'Usunięto z ulubionych.',
    'productLists.comparers.added': 'Dodano do porównania.',
    'productLists.comparers.removed': 'Usunięto z porównania.',
    'productLists.failed': 'Nie udało się zmienić listy. Spróbuj ponownie.',
    'productLists.connection': 'Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.',
  },
  it: {
    'productLists.wishlist.title': 'Preferiti',
    'productLists.comparers.title': 'Confronto',
    'productLists.wishlist.count': '{n, plural, =0 {nessun prodotto nei preferiti} one {# prodotto nei preferiti} other {# prodotti nei preferiti}}',
    'productLists.comparers.count': '{n, plural, =0 {nessun prodotto da confrontare} one {# prodotto da confrontare} other {# prodotti da confrontare}}',
    'productLists.wishlist.add': 'Aggiungi ai preferiti',
    'productLists.wishlist.remove': 'Rimuovi dai preferiti',
    'productLists.comparers.add': 'Aggiungi al confronto',
    'productLists.comparers.remove': 'Rimuovi dal confronto',
    'productLists.wishlist.added': 'Aggiunto ai preferiti.',
    'productLists.wishlist.removed': 'Rimosso dai preferiti.',
    'productLists.comparers.added': 'Aggiunto al confronto.',
    'productLists.comparers.removed': 'Rimosso dal confronto.',
    'productLists.failed': "Non è stato possibile modificare l'elenco. Riprova.",
    'productLists.connection': 'Si è verificato un errore di connessione. Controlla la tua connessione Internet o riprova più tardi',
  },
  en: {
    'productLists.wishlist.title': 'Wishlist',
    'productLists.comparers.title': 'Compare',
    'productLists.wishlist.count': '{n, plural, =0 {no products on the wishlist} one {# product on the wishlist} other {# products on the wishlist}}',
    'productLists.comparers.count': '{n, plural, =0 {no products to compare} one {# product to compare} other {# products to compare}}',
    'productLists.wishlist.add': 'Add to wishlist',
    'productLists.wishlist.remove': 'Remove from wishlist',
    'productLists.comparers.add': 'Add to compare',
    'productLists.comparers.remove': 'Remove from compare',
    'productLists.wishlist.added': 'Added to the wishlist.',
    'productLists.wishlist.removed': 'Removed from the wishlist.',
    'productLists.comparers.added': 'Added to compare.',
    'productLists.comparers.removed': 'Removed from compare.',
    'productLists.failed': 'The list could not be changed. Please try again.',
    'productLists.connection': 'A connection error occurred. Check your Internet connection or try again later.',
  },
};
