// Texts of the product form's dialogs part (spec §2.10, §5.7, §8.4, §9.5): the shipping cost and
// time dialog and the size chart. The keys are the form's own (a shop's overrides keep working).
import type { Catalogs } from '../../../src/core/i18n.ts';

export const texts = {
  pl: {
    'projector.noCourier': 'Brak dostępnych kurierów',
    'projector.noDates': 'Brak dostępnych terminów',
    'projector.shippingNeedsSize': 'Zwiększ ilość, aby sprawdzić koszt i czas dostawy',
    'projector.shippingNone':
      'Przepraszamy, ale nie zdefiniowaliśmy standardowego kosztu dostawy, zostanie on ustalony indywidualnie przez naszą obsługę po przyjęciu zamówienia',
    'projector.courier': 'Kurier',
    'projector.cost': 'Koszt',
    'projector.deliveryTime': 'Czas dostawy',
    'projector.loading': 'Ładowanie…',
  },
  it: {
    'projector.noCourier': 'Nessun corriere disponibile',
    'projector.noDates': 'Nessuna data disponibile',
    'projector.shippingNeedsSize': 'Aumenta la quantità per verificare costi e tempi di consegna',
    'projector.shippingNone': "Non abbiamo definito un costo di spedizione standard: sarà stabilito individualmente dopo la ricezione dell'ordine",
    'projector.courier': 'Corriere',
    'projector.cost': 'Costo',
    'projector.deliveryTime': 'Tempi di consegna',
    'projector.loading': 'Caricamento…',
  },
  en: {
    'projector.noCourier': 'No courier available',
    'projector.noDates': 'No dates available',
    'projector.shippingNeedsSize': 'Increase the quantity to check the delivery cost and time',
    'projector.shippingNone': 'We have not defined a standard delivery cost; our staff will set it individually once the order is received',
    'projector.courier': 'Courier',
    'projector.cost': 'Cost',
    'projector.deliveryTime': 'Delivery time',
    'projector.loading': 'Loading…',
  },
} satisfies Catalogs;
