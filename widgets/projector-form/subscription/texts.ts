// Texts of the subscription part (spec §4.9). A shop overrides any of them by key in the config's
// `texts`, like every widget text.
import type { Catalogs } from '../../../src/core/i18n.ts';

export const texts = {
  pl: {
    'projector.subscription.legend': 'Sposób zakupu',
    'projector.subscription.once': 'Jednorazowo',
    'projector.subscription.subscribe': 'W subskrypcji',
    'projector.subscription.from': 'od {price}',
    'projector.subscription.only': 'Ten produkt jest dostępny tylko w subskrypcji.',
    'projector.subscription.periods': 'Dostawa',
    'projector.subscription.every': '{days, plural, one {codziennie} few {co # dni} many {co # dni} other {co # dnia}}',
    'projector.subscription.save': 'oszczędzasz {amount} ({percent}%)',
    'projector.subscription.add': 'Zamów subskrypcję',
    'projector.subscription.calculating': 'Obliczamy cenę w subskrypcji…',
    'projector.subscription.chooseTitle': 'Jeden okres dostawy dla całej subskrypcji',
    'projector.subscription.chooseText':
      'Produkty w subskrypcji w Twoim koszyku są dostarczane {current}. Wszystkie muszą mieć ten sam okres dostawy, więc wybierz go dla całego koszyka:',
    'projector.subscription.chooseLegend': 'Okres dostawy całej subskrypcji',
    'projector.subscription.confirm': 'Zmień okres i dodaj do koszyka',
    'projector.subscription.cancel': 'Anuluj',
    'projector.subscription.noCommonTitle': 'Nie można dodać tej subskrypcji',
    'projector.subscription.noCommonText':
      'Produkty w subskrypcji w Twoim koszyku nie mają z tym produktem wspólnego okresu dostawy. Kup ten produkt jednorazowo albo zmień subskrypcję w koszyku.',
    'projector.subscription.close': 'Zamknij',
    'projector.subscription.unchecked': 'Nie udało się sprawdzić subskrypcji w koszyku, więc niczego nie zmieniliśmy. Spróbuj ponownie za chwilę.',
    'projector.subscription.restored': 'Nie udało się zmienić okresu subskrypcji, więc przywróciliśmy koszyk do stanu sprzed zmiany.',
    'projector.subscription.unrestored': 'Nie udało się zmienić okresu subskrypcji; koszyk przywrócimy do stanu sprzed zmiany, gdy tylko połączenie wróci.',
  },
  it: {
    'projector.subscription.legend': 'Modalità di acquisto',
    'projector.subscription.once': 'Acquisto singolo',
    'projector.subscription.subscribe': 'In abbonamento',
    'projector.subscription.from': 'da {price}',
    'projector.subscription.only': 'Questo prodotto è disponibile solo in abbonamento.',
    'projector.subscription.periods': 'Consegna',
    'projector.subscription.every': '{days, plural, one {ogni giorno} other {ogni # giorni}}',
    'projector.subscription.save': 'risparmi {amount} ({percent}%)',
    'projector.subscription.add': 'Abbonati',
    'projector.subscription.calculating': 'Calcoliamo il prezzo in abbonamento…',
    'projector.subscription.chooseTitle': "Un solo periodo di consegna per tutto l'abbonamento",
    'projector.subscription.chooseText':
      'I prodotti in abbonamento nel tuo carrello vengono consegnati {current}. Devono avere tutti lo stesso periodo di consegna: sceglilo per tutto il carrello:',
    'projector.subscription.chooseLegend': "Periodo di consegna dell'abbonamento",
    'projector.subscription.confirm': 'Cambia il periodo e aggiungi al carrello',
    'projector.subscription.cancel': 'Annulla',
    'projector.subscription.noCommonTitle': 'Impossibile aggiungere questo abbonamento',
    'projector.subscription.noCommonText':
      "I prodotti in abbonamento nel tuo carrello non hanno un periodo di consegna in comune con questo prodotto. Acquista questo prodotto singolarmente o modifica l'abbonamento nel carrello.",
    'projector.subscription.close': 'Chiudi',
    'projector.subscription.unchecked': "Non è stato possibile verificare l'abbonamento nel carrello, quindi non abbiamo cambiato nulla. Riprova tra poco.",
    'projector.subscription.restored': "Non è stato possibile cambiare il periodo dell'abbonamento, quindi abbiamo ripristinato il carrello com'era prima.",
    'projector.subscription.unrestored':
      "Non è stato possibile cambiare il periodo dell'abbonamento; ripristineremo il carrello com'era prima appena la connessione tornerà.",
  },
  en: {
    'projector.subscription.legend': 'How to buy',
    'projector.subscription.once': 'One-time purchase',
    'projector.subscription.subscribe': 'Subscription',
    'projector.subscription.from': 'from {price}',
    'projector.subscription.only': 'This product is available by subscription only.',
    'projector.subscription.periods': 'Delivery',
    'projector.subscription.every': '{days, plural, one {every day} other {every # days}}',
    'projector.subscription.save': 'you save {amount} ({percent}%)',
    'projector.subscription.add': 'Subscribe',
    'projector.subscription.calculating': 'Working out the subscription price…',
    'projector.subscription.chooseTitle': 'One delivery period for the whole subscription',
    'projector.subscription.chooseText':
      'The subscription products in your basket are delivered {current}. They must all share one delivery period, so choose it for the whole basket:',
    'projector.subscription.chooseLegend': 'Delivery period of the whole subscription',
    'projector.subscription.confirm': 'Change the period and add to basket',
    'projector.subscription.cancel': 'Cancel',
    'projector.subscription.noCommonTitle': 'This subscription cannot be added',
    'projector.subscription.noCommonText':
      'The subscription products in your basket share no delivery period with this product. Buy this product once, or change the subscription in your basket.',
    'projector.subscription.close': 'Close',
    'projector.subscription.unchecked': 'We could not check the subscription in your basket, so nothing was changed. Please try again in a moment.',
    'projector.subscription.restored': 'We could not change the subscription period, so we put your basket back as it was before.',
    'projector.subscription.unrestored':
      'We could not change the subscription period; we will put your basket back as it was as soon as the connection returns.',
  },
} satisfies Catalogs;
