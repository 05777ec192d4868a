// Texts of the express checkout (spec §7.6, §8.2, §8.4). "No payment methods" is §8.4's, as are the
// add error's words (add-error-texts.ts, shared with tell me when available); a call that got no
// answer says the §8.2 connection text, which the form passes in. A shop overrides any of them by key.
import type { Catalogs } from '../../../src/core/i18n.ts';
import { addErrorTexts } from '../add-error-texts.ts';

export const texts = {
  pl: {
    ...addErrorTexts.pl,
    'projector.express.title': 'Szybka płatność',
    'projector.express.none': 'Brak dostępnych metod płatności',
    'projector.express.refreshFailed': 'Produkt jest już w koszyku, ale nie udało się odświeżyć koszyka na tej stronie. Odśwież stronę, aby go zobaczyć.',
    'projector.express.startFailed': 'Nie udało się rozpocząć płatności. Spróbuj ponownie lub wybierz inną metodę płatności.',
  },
  it: {
    ...addErrorTexts.it,
    'projector.express.title': 'Pagamento rapido',
    'projector.express.none': 'Nessun metodo di pagamento disponibile',
    'projector.express.refreshFailed':
      'Il prodotto è già nel carrello, ma non è stato possibile aggiornare il carrello in questa pagina. Ricarica la pagina per vederlo.',
    'projector.express.startFailed': 'Non è stato possibile avviare il pagamento. Riprova o scegli un altro metodo di pagamento.',
  },
  en: {
    ...addErrorTexts.en,
    'projector.express.title': 'Express checkout',
    'projector.express.none': 'No payment methods available',
    'projector.express.refreshFailed': 'The product is in your basket, but this page could not refresh the basket. Reload the page to see it.',
    'projector.express.startFailed': 'The payment could not be started. Try again or choose another payment method.',
  },
} satisfies Catalogs;
