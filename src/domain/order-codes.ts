// §8.2: order / basket server codes → the alert any widget shows (text, optional link, duration).
// Pure: the caller renders it (a toast with the link's text, or its own alert).

export type AlertLanguage = 'pl' | 'it' | 'en';

export const ERROR_ALERT_MS = 10_000;
/** §9.2: code 100 is shown for 5 s. */
export const WHOLESALE_ONLY_MS = 5_000;

export interface OrderAlert {
  kind: 'error';
  text: string;
  link?: { href: string; text: string };
  durationMs: number;
}

type Texts = Record<'110' | '115' | '100' | '109' | '123' | 'fallback' | 'basket' | 'shop' | 'orders', string>;

export const ORDER_CODE_TEXTS: Readonly<Record<AlertLanguage, Texts>> = {
  pl: {
    '110': 'Produkt, który kupujesz, nie jest już dostępny.',
    '115': 'Twój koszyk jest pusty.',
    '100': 'Sklep jest dostępny tylko dla klientów hurtowych. Skontaktuj się ze sklepem.',
    '109': 'Nie osiągnięto minimalnej wartości zamówienia hurtowego.',
    '123': 'Łączna wartość Twoich zamówień jest zbyt wysoka. Poczekaj na realizację wcześniejszych zamówień lub anuluj jedno z nich.',
    fallback: 'Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.',
    basket: 'Przejdź do koszyka',
    shop: 'Rozpocznij zakupy',
    orders: 'Twoje zamówienia',
  },
  it: {
    '110': 'Il prodotto che stai acquistando non è più disponibile.',
    '115': 'Il carrello è vuoto.',
    '100': "Il negozio è disponibile solo per i clienti all'ingrosso. Contatta il negozio.",
    '109': "Non è stato raggiunto il valore minimo dell'ordine all'ingrosso.",
    '123': 'Il totale dei tuoi ordini è troppo alto. Attendi la realizzazione degli ordini precedenti o annullane uno.',
    fallback: 'Si è verificato un errore di connessione. Controlla la tua connessione Internet o riprova più tardi',
    basket: 'Vai al carrello',
    shop: 'Inizia gli acquisti',
    orders: 'I tuoi ordini',
  },
  en: {
    '110': 'The product you are buying is no longer available.',
    '115': 'Your basket is empty.',
    '100': 'The shop is available only to wholesale customers. Please contact the shop.',
    '109': 'The minimum wholesale order value has not been reached.',
    '123': 'The total of your orders is too high. Wait for earlier orders to be completed or cancel one of them.',
    fallback: 'A connection error occurred. Check your Internet connection or try again later.',
    basket: 'Go to the basket',
    shop: 'Start shopping',
    orders: 'Your orders',
  },
};

/** The alert for a server code (number or string) and the server's own message. */
export function orderCodeAlert(code: string | number | null | undefined, serverMessage: string | null | undefined, language: AlertLanguage): OrderAlert {
  const t = ORDER_CODE_TEXTS[language];
  const alert = (text: string, link?: OrderAlert['link'], durationMs = ERROR_ALERT_MS): OrderAlert => ({
    kind: 'error',
    text,
    durationMs,
    ...(link ? { link } : {}),
  });
  switch (String(code ?? '')) {
    case '110':
      return alert(t['110'], { href: '/basketedit.php', text: t.basket });
    case '115':
      return alert(t['115'], { href: '/', text: t.shop });
    case '100':
      return alert(t['100'], undefined, WHOLESALE_ONLY_MS);
    case '109':
      return alert(t['109'], { href: '/basketedit.php', text: t.basket });
    case '123':
      return alert(t['123'], { href: '/login.php', text: t.orders });
    default:
      return alert(serverMessage?.trim() || t.fallback);
  }
}
