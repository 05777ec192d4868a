// promo-code through the real loader (happy-dom), answered in-process by the development shop: the
// server's own form until the shopper reaches for it, then activateRebateCode / deactivateRebateCode
// (§7.4) with the code as a variable (§5.7), the required-field text (§5.1), the shop's refusal on
// the field, the §8.2 connection text for no answer (what was typed kept), one call per submit, and
// after a change one bulk request for Projector and Basket and basket:changed (refreshed).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusEvents } from '../../src/core/events.ts';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import type { PageContext } from '../../fixtures/pages/context.ts';
import { promoCodeMarker } from '../../fixtures/pages/promo-code.ts';
import type { Session } from '../../fixtures/server/session.ts';
import { page } from '../../widgets/promo-code/reload.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
let shop: Shop;
let session: Session;
/** GraphQL requests the widget sent: label and body. */
let sent: Array<{ url: string; body: { query: string; variables?: Record<string, unknown> } }>;
/** Bulk requests: the sections asked for. */
let bulk: string[][];

beforeEach(() => {
  const real = createShop({ singleSession: true });
  session = real.state.sessions.resolve({ sfsession: 'default-session' }).session;
  sent = [];
  bulk = [];
  shop = Object.assign(Object.create(real) as Shop, {
    handle: async (req: Request) => {
      const url = new URL(req.url);
      if (url.pathname.startsWith('/graphql/')) sent.push({ url: url.pathname + url.search, body: JSON.parse(await req.clone().text()) });
      if (url.pathname === '/ajax/get.php') bulk.push(Object.keys(JSON.parse(new URLSearchParams(await req.clone().text()).get('request')!)));
      return real.handle(req);
    },
  });
});
afterEach(() => {
  h?.stop();
  h = undefined;
  vi.restoreAllMocks();
});

/** The dev shop's marker for this session, as its pages render it. */
function marker(o: { lang?: 'pl' | 'it' | 'en'; reload?: boolean } = {}): string {
  const ctx = { lang: o.lang ?? 'pl', session, url: new URL('http://shop.test/product/1001') } as PageContext;
  return promoCodeMarker(ctx, o.reload ? { reload: true } : {});
}

const root = () => document.querySelector<HTMLElement>('[data-widget="promo-code"]')!;
const field = () => root().querySelector<HTMLInputElement>('input[name="code"]')!;
const button = () => root().querySelector<HTMLButtonElement>('button[type="submit"]')!;
const status = () => root().querySelector('[role="status"]')!.textContent;
const alertText = () => root().querySelector('[role="alert"]')?.textContent ?? null;
const mutations = (name: string) => sent.filter((r) => r.url === '/graphql/v1/?mutation=' + name);

interface Start {
  lang?: 'pl' | 'it' | 'en';
  fault?: string;
  texts?: Record<string, string>;
  reload?: boolean;
  /** Extra markup (a mini-basket, to have the Basket section on the page). */
  with?: string;
  answer?: (url: string, res: Response) => Response | Promise<Response>;
}

async function start(o: Start = {}) {
  h = startWidgets((o.with ?? '') + marker(o), {
    shop,
    config: { language: o.lang ?? 'pl', page: { type: 'projector', productId: 1001 }, timeoutMs: 300, ...(o.texts ? { texts: o.texts } : {}) },
    ...(o.fault ? { fault: o.fault } : {}),
    ...(o.answer ? { answer: o.answer } : {}),
  });
  await h.ready;
  return h;
}

/** The shopper reaches for the form: the widget mounts. */
async function reach() {
  root()
    .querySelector('.sf-promo-code')!
    .dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  await waitFor(() => expect(markerState(root())).toBe('mounted'));
}

function type(text: string) {
  const input = field();
  const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  set.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function changes() {
  const seen: Array<BusEvents['basket:changed']> = [];
  h!.bus.on('basket:changed', (e) => seen.push(e));
  return seen;
}

describe('promo-code: loading', () => {
  it("is the server's own form until the shopper reaches for it, and the same markup once mounted", async () => {
    await start();
    expect(markerState(root())).toBe('loading');
    const server = root().querySelector('.sf-promo-code')!;
    expect(server.querySelector('form')!.getAttribute('action')).toBe('/rebatecode.php');
    const shape = (el: Element) =>
      [...el.querySelectorAll('label, input:not([type="hidden"]), button, [role="status"]')].map((e) => e.tagName + ':' + (e.textContent ?? ''));
    const before = shape(server);
    await reach();
    const mounted = root().querySelector('.sf-promo-code')!;
    expect(mounted).not.toBe(server);
    expect(shape(mounted)).toEqual(before);
    expect(shape(mounted)).toEqual(['LABEL:Kod rabatowy', 'INPUT:', 'BUTTON:Zastosuj', 'P:']);
    // The label names the field.
    expect(root().querySelector('label')!.htmlFor).toBe(field().id);
  });

  it('a click on "apply" while the widget loads is held, then replayed: the code typed meanwhile is activated', async () => {
    await start();
    const serverField = field();
    serverField.value = ' RABAT10 ';
    const serverButton = button();
    serverButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    serverButton.click();
    await waitFor(() => expect(mutations('activateRebateCode')).toHaveLength(1));
    expect(mutations('activateRebateCode')[0]!.body.variables).toEqual({ code: 'RABAT10' });
    await waitFor(() => expect(root().querySelector('.sf-promo-code__code')?.textContent).toBe('RABAT10'));
    expect(session.rebateCode).toBe('RABAT10');
  });
});

describe('promo-code: activating (§7.4 activateRebateCode)', () => {
  it('trims the text, sends it as a variable, refreshes Projector and Basket in one request and says so', async () => {
    await start();
    await reach();
    const seen = changes();
    const before = bulk.length;
    type('  rabat10 ');
    button().click();
    await waitFor(() => expect(status()).toBe('Kod RABAT10 został aktywowany. Ceny uwzględniają rabat.'));
    const [call] = mutations('activateRebateCode');
    expect(call!.body).toEqual({
      query: 'mutation($code: String!) { activateRebateCode(code: $code) { status error { code message } } }',
      variables: { code: 'rabat10' },
    });
    // One bulk request after the change, for both sections.
    expect(bulk.slice(before)).toEqual([['Projector', 'Basket']]);
    expect(seen).toEqual([{ source: 'promo-code', refreshed: true }]);
    // The active state, in the shop's spelling of the code (the Basket section's rebateCode); focus on it.
    const code = root().querySelector<HTMLElement>('.sf-promo-code__active')!;
    expect(code.textContent).toBe('Aktywny kod rabatowy: RABAT10');
    expect(document.activeElement).toBe(code);
    expect(root().querySelector('input[name="code"]')).toBeNull();
    expect(alertText()).toBeNull();
    expect(session.rebateCode).toBe('RABAT10');
  });

  it('an empty code says the field is required and sends nothing', async () => {
    await start();
    await reach();
    type('   ');
    button().click();
    await waitFor(() => expect(alertText()).toBe('Proszę wypełnić to pole.'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-describedby')!)!.textContent).toBe('Proszę wypełnić to pole.');
    expect(document.activeElement).toBe(field());
    expect(sent).toEqual([]);
  });

  it("the shop's refusal shows its message on the field; quotes and braces travel in the variable, unchanged", async () => {
    await start();
    await reach();
    const text = '"}) { deactivateRebateCode { status } } #';
    type(text);
    button().click();
    await waitFor(() => expect(alertText()).toBe('Podany kod rabatowy jest nieprawidłowy'));
    const [call] = mutations('activateRebateCode');
    expect(call!.body.query).not.toContain('deactivateRebateCode');
    expect(call!.body.variables).toEqual({ code: text });
    expect(mutations('deactivateRebateCode')).toEqual([]);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-describedby')!)!.textContent).toBe('Podany kod rabatowy jest nieprawidłowy');
    expect(field().value).toBe(text);
    expect(status()).toBe('');
    // Typing again clears the message.
    type('RABAT10');
    await waitFor(() => expect(alertText()).toBeNull());
    expect(field().hasAttribute('aria-invalid')).toBe(false);
  });

  it("the shop's message is shown as text, never as markup", async () => {
    const message = '<img src=x onerror="window.__hit=1">Kod <b>wygasł</b>';
    await start({
      answer: (url, res) =>
        url.includes('?mutation=activateRebateCode')
          ? Response.json({ data: { activateRebateCode: { status: 'error', error: { code: 'expired', message } } } })
          : res,
    });
    await reach();
    type('LATO');
    button().click();
    await waitFor(() => expect(alertText()).toBe(message));
    expect(root().querySelector('img, b')).toBeNull();
  });

  it('a refusal without a message says the code cannot be used', async () => {
    await start({
      answer: (url, res) =>
        url.includes('?mutation=activateRebateCode') ? Response.json({ data: { activateRebateCode: { status: 'error', error: null } } }) : res,
    });
    await reach();
    type('LATO');
    button().click();
    await waitFor(() => expect(alertText()).toBe('Tego kodu rabatowego nie można użyć.'));
  });

  it.each([
    ['a 500', { fault: '500@/graphql/v1/?mutation=activateRebateCode' }],
    ['a time-out', { fault: 'timeout@/graphql/v1/?mutation=activateRebateCode' }],
    ['a broken answer', { fault: 'malformed@/graphql/v1/?mutation=activateRebateCode' }],
    [
      'an answer of the wrong shape',
      { answer: (url: string, res: Response) => (url.includes('?mutation=activateRebateCode') ? Response.json({ data: { activateRebateCode: 'yes' } }) : res) },
    ],
    [
      'an answer without the field',
      { answer: (url: string, res: Response) => (url.includes('?mutation=activateRebateCode') ? Response.json({ data: { activateRebateCode: null } }) : res) },
    ],
  ])('%s: the §8.2 connection text on the field, the code kept, and it can be sent again', async (_, o) => {
    await start(o);
    await reach();
    const seen = changes();
    type('RABAT10');
    button().click();
    await waitFor(() => expect(alertText()).toBe('Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.'));
    expect(field().value).toBe('RABAT10');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(seen).toEqual([]);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    button().click();
    await waitFor(() => expect(mutations('activateRebateCode')).toHaveLength(2));
  });

  it('a double submit sends once; the button is busy meanwhile', async () => {
    await start({ fault: 'slow:100@/graphql/v1/?mutation=activateRebateCode' });
    await reach();
    type('RABAT10');
    button().click();
    await waitFor(() => expect(button().getAttribute('aria-disabled')).toBe('true'));
    expect(status()).toBe('Sprawdzanie kodu…');
    button().click();
    field().form!.requestSubmit();
    await waitFor(() => expect(root().querySelector('.sf-promo-code__code')?.textContent).toBe('RABAT10'));
    expect(mutations('activateRebateCode')).toHaveLength(1);
  });

  it('the second click of a double click on "apply" does not remove the code it activated (the button under it is now "remove")', async () => {
    await start();
    await reach();
    type('RABAT10');
    const click = (detail: number) => button().dispatchEvent(new MouseEvent('click', { detail, bubbles: true, cancelable: true }));
    click(1);
    await waitFor(() => expect(root().querySelector('.sf-promo-code__code')?.textContent).toBe('RABAT10'));
    await waitFor(() => expect(button().hasAttribute('aria-disabled')).toBe(false));
    expect(button().textContent).toBe('Usuń kod');
    expect(click(2)).toBe(false); // its submit refused
    click(1); // a click of its own removes it
    await waitFor(() => expect(status()).toBe('Kod rabatowy został usunięty.'));
    expect(mutations('activateRebateCode')).toHaveLength(1);
    expect(mutations('deactivateRebateCode')).toHaveLength(1);
  });

  it('props reload (the basket page): the page loads again after the change', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    await start({ reload: true });
    await reach();
    type('RABAT10');
    button().click();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});

describe('promo-code: the active code (§7.4 deactivateRebateCode)', () => {
  it('shows the session\'s code; "remove" deactivates it, refreshes, says so and gives the field back the focus', async () => {
    session.rebateCode = 'RABAT10';
    await start();
    expect(root().querySelector('.sf-promo-code__code')!.textContent).toBe('RABAT10');
    await reach();
    const seen = changes();
    const before = bulk.length;
    expect(button().textContent).toBe('Usuń kod');
    button().click();
    await waitFor(() => expect(status()).toBe('Kod rabatowy został usunięty.'));
    expect(mutations('deactivateRebateCode').map((r) => r.body)).toEqual([{ query: 'mutation { deactivateRebateCode { status error { code message } } }' }]);
    expect(bulk.slice(before)).toEqual([['Projector', 'Basket']]);
    expect(seen).toEqual([{ source: 'promo-code', refreshed: true }]);
    expect(document.activeElement).toBe(field());
    expect(field().value).toBe('');
    expect(session.rebateCode).toBeNull();
  });

  it('a refusal or no answer is named by the remove button, which keeps the focus', async () => {
    session.rebateCode = 'RABAT10';
    await start({ fault: '500@/graphql/v1/?mutation=deactivateRebateCode' });
    await reach();
    button().focus();
    button().click();
    await waitFor(() => expect(alertText()).toBe('Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.'));
    expect(document.getElementById(button().getAttribute('aria-describedby')!)!.textContent).toBe(alertText());
    expect(document.activeElement).toBe(button());
    expect(root().querySelector('.sf-promo-code__code')!.textContent).toBe('RABAT10');
  });

  it("the Basket section's rebateCode is newer than the props and wins", async () => {
    // Drawn before the code was activated elsewhere (another tab); the header's basket brings the news.
    const html = marker();
    session.rebateCode = 'RABAT10';
    h = startWidgets('<div data-widget="mini-basket"><a href="/basketedit.php">Koszyk (0)</a></div>' + html, {
      shop,
      config: { language: 'pl', page: { type: 'projector', productId: 1001 } },
    });
    await h.ready;
    await reach();
    await waitFor(() => expect(root().querySelector('.sf-promo-code__code')?.textContent).toBe('RABAT10'));
  });
});

describe('promo-code: texts', () => {
  it('Italian, and any text replaced by key in the config', async () => {
    await start({ lang: 'it', texts: { 'promoCode.activate': 'Usa il codice' } });
    await reach();
    expect(root().querySelector('label')!.textContent).toBe('Codice sconto');
    expect(button().textContent).toBe('Usa il codice');
    button().click();
    await waitFor(() => expect(alertText()).toBe('Questo campo è obbligatorio.'));
  });
});
