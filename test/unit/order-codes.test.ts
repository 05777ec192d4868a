// §8.2 order / basket server codes → alerts with links and durations (§9.2).
import { describe, expect, it } from 'vitest';
import { ERROR_ALERT_MS, orderCodeAlert, WHOLESALE_ONLY_MS } from '../../src/domain/order-codes.ts';

describe('order codes (§8.2)', () => {
  it.each<[string | number, string | undefined, number]>([
    [110, '/basketedit.php', 10_000],
    ['115', '/', 10_000],
    [100, undefined, 5_000],
    [109, '/basketedit.php', 10_000],
    [123, '/login.php', 10_000],
  ])('code %s: link %s, shown %d ms', (code, href, ms) => {
    const alert = orderCodeAlert(code, 'ignored', 'pl');
    expect(alert.link?.href).toBe(href);
    expect(alert.durationMs).toBe(ms);
    expect(alert.kind).toBe('error');
    expect(alert.text).not.toBe('ignored');
  });

  it.each([
    [110, 'pl', 'Produkt, który kupujesz, nie jest już dostępny.'],
    [115, 'it', 'Il carrello è vuoto.'],
    [100, 'en', 'The shop is available only to wholesale customers. Please contact the shop.'],
  ] as const)('code %s in %s', (code, lang, text) => {
    expect(orderCodeAlert(code, null, lang).text).toBe(text);
  });

  it('other codes show the server message for 10 s; without one, the connection fallback', () => {
    expect(orderCodeAlert(999, 'Brak towaru w magazynie', 'pl')).toEqual({ kind: 'error', text: 'Brak towaru w magazynie', durationMs: ERROR_ALERT_MS });
    expect(orderCodeAlert('x', '  ', 'it').text).toBe('Si è verificato un errore di connessione. Controlla la tua connessione Internet o riprova più tardi');
    expect(orderCodeAlert(null, undefined, 'pl').text).toMatch(/błąd połączenia/);
    expect(WHOLESALE_ONLY_MS).toBe(5000);
  });

  it('links carry their text in each language', () => {
    expect(orderCodeAlert(110, null, 'pl').link).toEqual({ href: '/basketedit.php', text: 'Przejdź do koszyka' });
    expect(orderCodeAlert(123, null, 'it').link).toEqual({ href: '/login.php', text: 'I tuoi ordini' });
  });
});
