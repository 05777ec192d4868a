// Texts of the mini-basket (spec §2.4).
import type { Catalogs } from '../../src/core/i18n.ts';

export const texts: Catalogs = {
  pl: {
    'basket.title': 'Koszyk',
    'basket.count': 'Produkty w koszyku: {n}',
    'basket.panel': 'Zawartość koszyka',
    'basket.loading': 'Wczytywanie koszyka…',
    'basket.size': 'Rozmiar',
    'basket.version': 'Wersja',
    'basket.quantity': 'Ilość',
    'basket.worth': 'Wartość koszyka',
    'basket.shipping': 'Koszt dostawy',
    'basket.goToBasket': 'Przejdź do koszyka',
    'basket.checkout': 'Zamów',
  },
  it: {
    'basket.title': 'Carrello',
    'basket.count': 'Prodotti nel carrello: {n}',
    'basket.panel': 'Contenuto del carrello',
    'basket.loading': 'Caricamento del carrello…',
    'basket.size': 'Taglia',
    'basket.version': 'Versione',
    'basket.quantity': 'Quantità',
    'basket.worth': 'Valore del carrello',
    'basket.shipping': 'Costo di spedizione',
    'basket.goToBasket': 'Vai al carrello',
    'basket.checkout': 'Ordina',
  },
  en: {
    'basket.title': 'Basket',
    'basket.count': 'Products in the basket: {n}',
    'basket.panel': 'Basket contents',
    'basket.loading': 'Loading the basket…',
    'basket.size': 'Size',
    'basket.version': 'Version',
    'basket.quantity': 'Quantity',
    'basket.worth': 'Basket value',
    'basket.shipping': 'Shipping cost',
    'basket.goToBasket': 'Go to basket',
    'basket.checkout': 'Order',
  },
};
