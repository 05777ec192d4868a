// Texts of the promo-code field (spec §4.8, §5.1, §8.2). The required-field texts are §5.1's; the
// connection text is §8.2's fallback ("Si è verificato un errore di connessione…"), written out
// here rather than imported from src/domain/order-codes.ts: that table is shared with the product
// form, and a module two widgets share goes into the runtime every page loads.
import type { Catalogs } from '../../src/core/i18n.ts';

export const texts: Catalogs = {
  pl: {
    'promoCode.label': 'Kod rabatowy',
    'promoCode.activate': 'Zastosuj',
    'promoCode.activeLabel': 'Aktywny kod rabatowy:',
    'promoCode.remove': 'Usuń kod',
    'promoCode.checking': 'Sprawdzanie kodu…',
    'promoCode.removing': 'Usuwanie kodu…',
    'promoCode.activated': 'Kod {code} został aktywowany. Ceny uwzględniają rabat.',
    'promoCode.removed': 'Kod rabatowy został usunięty.',
    'promoCode.required': 'Proszę wypełnić to pole.',
    'promoCode.refused.activate': 'Tego kodu rabatowego nie można użyć.',
    'promoCode.refused.deactivate': 'Nie udało się usunąć kodu rabatowego.',
    'promoCode.connection': 'Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.',
  },
  it: {
    'promoCode.label': 'Codice sconto',
    'promoCode.activate': 'Applica',
    'promoCode.activeLabel': 'Codice sconto attivo:',
    'promoCode.remove': 'Rimuovi il codice',
    'promoCode.checking': 'Verifica del codice…',
    'promoCode.removing': 'Rimozione del codice…',
    'promoCode.activated': 'Il codice {code} è stato attivato. I prezzi includono lo sconto.',
    'promoCode.removed': 'Il codice sconto è stato rimosso.',
    'promoCode.required': 'Questo campo è obbligatorio.',
    'promoCode.refused.activate': 'Questo codice sconto non può essere utilizzato.',
    'promoCode.refused.deactivate': 'Impossibile rimuovere il codice sconto.',
    'promoCode.connection': 'Si è verificato un errore di connessione. Controlla la tua connessione Internet o riprova più tardi',
  },
  en: {
    'promoCode.label': 'Discount code',
    'promoCode.activate': 'Apply',
    'promoCode.activeLabel': 'Active discount code:',
    'promoCode.remove': 'Remove the code',
    'promoCode.checking': 'Checking the code…',
    'promoCode.removing': 'Removing the code…',
    'promoCode.activated': 'The code {code} is active. Prices include the discount.',
    'promoCode.removed': 'The discount code has been removed.',
    'promoCode.required': 'Please fill in this field.',
    'promoCode.refused.activate': 'This discount code cannot be used.',
    'promoCode.refused.deactivate': 'The discount code could not be removed.',
    'promoCode.connection': 'A connection error occurred. Check your Internet connection or try again later.',
  },
};
