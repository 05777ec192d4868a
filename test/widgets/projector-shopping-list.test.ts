// Add to shopping list on the product form (spec §5.7, §7.6, §8.2, §8.4) through the real loader
// (happy-dom), answered by the development shop in-process: the size comes first, the call carries
// [[productId, sizeId]] to the props' path (the shop's own by default), the outcome line says how it
// went — the list's name, the server's message, the §8.4 text, or the §8.2 connection text — and
// success tells the page. Bad props are reported by path and the defaults serve.
import { afterEach, describe, expect, it } from 'vitest';
import { getProduct } from '../../fixtures/data/index.ts';
import { defaultConfig } from '../../fixtures/pages/layout.ts';
import { projectorFormHtml } from '../../fixtures/pages/product-page.ts';
import type { BusEvents } from '../../src/core/events.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
  sessionStorage.clear();
});

const q = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>('[data-widget="projector-form"] ' + sel);
const button = () => q<HTMLButtonElement>('[data-dialog="list"]')!;
const status = () => q('.sf-projector-form__list-outcome [role="status"]')?.textContent ?? '';
const alert = () => q('.sf-projector-form__list-outcome [role="alert"]')?.textContent ?? '';
const calls = () => h!.requests.filter((r) => r.includes('/ajax/shoppinglist.php'));
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

interface Open {
  /** Replaces `shoppingList` in the props. */
  shoppingList?: unknown;
  answer?: (url: string, res: Response) => Response | Promise<Response>;
}

async function open(id: number, o: Open = {}): Promise<Harness> {
  const config = { ...defaultConfig('projector', 'n0nce', 'pl'), page: { type: 'projector', productId: id } };
  let html = projectorFormHtml(getProduct(id)!, 'link');
  if ('shoppingList' in o) html = html.replace('"shoppingList":{}', '"shoppingList":' + JSON.stringify(o.shoppingList).replace(/'/g, '&#39;'));
  h = startWidgets(html, { config, answer: o.answer });
  await h.ready;
  await waitFor(() => expect(markerState(q('') ?? document.querySelector('[data-widget="projector-form"]'))).toBe('mounted'));
  await waitFor(() => expect(q('.sf-dropdown')).not.toBeNull());
  return h;
}

function record<K extends keyof BusEvents>(harness: Harness, event: K): BusEvents[K][] {
  const seen: BusEvents[K][] = [];
  harness.bus.on(event, (p) => seen.push(p));
  return seen;
}

const listOf = (harness: Harness) => harness.shop.state.sessions.get('default-session')?.shoppingLists ?? [];

describe('add to shopping list (§7.6)', () => {
  it('asks for a size first (§5.7), then sends [[productId, sizeId]] once and says which list it went on', async () => {
    const harness = await open(1001);
    const changed = record(harness, 'shopping-list:changed');
    const toasts = record(harness, 'toast:requested');
    button().click();
    await waitFor(() => expect(q('fieldset')?.textContent).toContain('Wybierz rozmiar'));
    expect(calls()).toEqual([]);
    q<HTMLInputElement>('input[name="size"][value="XL"]')!.click();
    button().click();
    await waitFor(() => expect(button().getAttribute('aria-disabled')).toBe('true'));
    button().click(); // while the call runs: nothing more is sent
    await waitFor(() => expect(status()).toBe('Produkt został dodany do listy zakupowej „Lista zakupowa”. Zobacz listy zakupowe'));
    expect(calls()).toEqual(['POST /ajax/shoppinglist.php?action=add']);
    expect(listOf(harness)).toEqual([{ id: 1, name: 'Lista zakupowa', items: [{ product: 1001, size: 'XL' }] }]);
    expect(changed).toEqual([{ source: 'projector-form' }]);
    expect(toasts).toEqual([{ kind: 'success', text: 'Produkt został dodany do listy zakupowej „Lista zakupowa”.' }]);
    expect(button().getAttribute('aria-disabled')).toBeNull();
  });

  it('posts to the path and links to the page the props name', async () => {
    let body = '';
    await open(1001, {
      shoppingList: { url: '/lists/add.php', listUrl: '/my-lists' },
      answer: async (url, res) => (url.includes('/lists/add.php') ? json({ status: 'success', list: { id: 7, name: 'Prezenty' } }) : res),
    });
    const seen = h!.requests;
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/lists/add.php'))
        body = await (input instanceof Request ? input.clone().text() : String(init?.body));
      return fetchBefore(input, init);
    };
    q<HTMLInputElement>('input[name="size"][value="S"]')!.click();
    button().click();
    await waitFor(() => expect(status()).toBe('Produkt został dodany do listy zakupowej „Prezenty”. Zobacz listy zakupowe'));
    expect(q('.sf-projector-form__list-outcome a')?.getAttribute('href')).toBe('/my-lists');
    expect(seen.filter((r) => r.includes('/lists/add.php'))).toEqual(['POST /lists/add.php']);
    expect(JSON.parse(body)).toEqual([[1001, 'S']]);
  });

  it("shows the server's own message, else the §8.4 text, in an alert", async () => {
    let answer: unknown = { status: 'error', list: null, error: { code: 'limit', message: 'Lista jest pełna.' } };
    await open(1001, { answer: (url, res) => (url.includes('/ajax/shoppinglist.php') ? json(answer) : res) });
    q<HTMLInputElement>('input[name="size"][value="S"]')!.click();
    button().click();
    await waitFor(() => expect(alert()).toBe('Lista jest pełna.'));
    expect(status()).toBe('');
    answer = { status: 'error', list: null, error: null };
    button().click();
    await waitFor(() => expect(alert()).toBe('Podczas dodawania produktu wystąpił błąd. Sprawdź poprawność wprowadzonych danych'));
  });

  it('a refused product adds nothing (the development shop checks the size)', async () => {
    const harness = await open(1001, { answer: async (url, res) => res });
    // The shop knows no size "XXL": the form sends what the shopper chose, the shop refuses it.
    const radio = q<HTMLInputElement>('input[name="size"][value="S"]')!;
    radio.click();
    const server = await harness.shop.handle(new Request(location.origin + '/ajax/shoppinglist.php?action=add', { method: 'POST', body: '[[1001,"XXL"]]' }));
    expect(await server.json()).toEqual({ status: 'error', list: null, error: { code: 'product', message: 'Nie znaleziono produktu w wybranym rozmiarze.' } });
    expect(listOf(harness)).toEqual([]);
  });

  it('bad props are reported by path, and the default path serves', async () => {
    expectConsoleError(/^projector-form: data-props\.shoppingList\.url: .*\(the default paths are used\)/);
    await open(1001, { shoppingList: { url: 42 } });
    q<HTMLInputElement>('input[name="size"][value="M"]')!.click();
    button().click();
    await waitFor(() => expect(status()).toContain('„Lista zakupowa”'));
    expect(calls()).toEqual(['POST /ajax/shoppinglist.php?action=add']);
  });

  it('no answer: the §8.2 connection text, and the console names the action', async () => {
    expectConsoleError(/^projector-form: add to shopping list:/);
    await open(1001, {
      answer: (url, res) => (url.includes('/ajax/shoppinglist.php') ? new Response('{"broken": ', { headers: { 'content-type': 'application/json' } }) : res),
    });
    q<HTMLInputElement>('input[name="size"][value="M"]')!.click();
    button().click();
    await waitFor(() => expect(alert()).toBe('Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.'));
  });

  it('is not offered where the props do not ask for it', async () => {
    const config = { ...defaultConfig('projector', 'n0nce', 'pl'), page: { type: 'projector', productId: 1001 } };
    h = startWidgets(projectorFormHtml(getProduct(1001)!, 'link').replace(',"shoppingList":{}', ''), { config });
    await h.ready;
    await waitFor(() => expect(q('.sf-dropdown')).not.toBeNull());
    expect(button()).toBeNull();
  });
});
