// product-lists through the real loader, answered by the development shop in-process (§1, §3.4):
// the header counters and the products' add / remove buttons.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listProducts } from '../../fixtures/data/index.ts';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

let h: Harness | undefined;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  h?.stop();
  h = undefined;
});

type List = 'wishlist' | 'comparers';
const attr = (v: unknown) => JSON.stringify(v).replace(/'/g, '&#39;');
const counter = (list: List, count = 0, id: string = list) =>
  `<div id="${id}" data-widget="product-lists" data-when="load" data-props='${attr({ list })}'><a class="server-link" href="/x">${list} (${count})</a></div>`;
const button = (list: List, props: Record<string, unknown> = {}, id = list + '-button') =>
  `<div id="${id}" data-widget="product-lists" data-when="load" data-props='${attr({ list, productId: 1001, ...props })}'><a class="server-control" href="/settings.php">server ${list}</a></div>`;

const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel);
const session = (shop: Shop) => shop.state.sessions.get('default-session')!;
const bulk = () => h!.requests.filter((r) => r.includes('/ajax/get.php'));
/** The counter's text as a screen reader gets it (the visible count is aria-hidden). */
const counterLink = (id: string) => $(`#${id} a`)!;

async function start(html: string, o: { shop?: Shop; config?: Record<string, unknown>; fault?: string; setup?: (shop: Shop) => void } = {}) {
  const shop = o.shop ?? createShop({ singleSession: true });
  // The session exists before the page asks for anything (a page load made it).
  shop.state.sessions.resolve({ sfsession: 'default-session' });
  o.setup?.(shop);
  h = startWidgets(html, { shop, config: { language: 'pl', ...o.config }, ...(o.fault ? { fault: o.fault } : {}) });
  await h.ready;
  return { h, shop };
}

const toggleOf = (id: string) =>
  waitFor(() => {
    const b = $<HTMLButtonElement>(`#${id} button.sf-product-lists__toggle`);
    expect(b).not.toBeNull();
    return b!;
  });

describe('header counters (§3.4)', () => {
  it('keep the server link while it shows the count; both sections come in the one first request', async () => {
    await start(counter('wishlist') + counter('comparers'));
    await waitFor(() => expect(markerState($('#comparers'))).toBe('mounted'));
    await waitFor(() => expect(bulk()).toHaveLength(1));
    expect($('#wishlist .server-link')).not.toBeNull();
    expect($('#comparers .server-link')).not.toBeNull();
  });

  it('show the fresh count with plural forms when the server link is out of date', async () => {
    await start(counter('wishlist', 0) + counter('comparers', 0), {
      setup: (shop) => {
        session(shop).wishlist.push({ product: 1001, size: '' }, { product: 1002, size: '' });
        session(shop).comparers.push(1001, 1002, 1003, 1004, 1005);
      },
    });
    await waitFor(() => expect(counterLink('wishlist').textContent).toBe('Ulubione (2), 2 produkty w ulubionych'));
    expect(counterLink('wishlist').getAttribute('href')).toBe('/basketedit.php?mode=2');
    expect(counterLink('comparers').textContent).toBe('Porównanie (5), 5 produktów do porównania');
    expect(counterLink('comparers').getAttribute('href')).toBe('/product-compare.php');
    expect($('.server-link')).toBeNull();
  });

  it.each([
    ['it', 1, 'Preferiti (1), 1 prodotto nei preferiti'],
    ['it', 3, 'Preferiti (3), 3 prodotti nei preferiti'],
    ['en', 1, 'Wishlist (1), 1 product on the wishlist'],
    ['pl', 22, 'Ulubione (22), 22 produkty w ulubionych'],
  ])('in %s, %i: "%s"', async (language, n, text) => {
    const ids = listProducts().map((p) => p.id);
    expect(ids.length).toBeGreaterThanOrEqual(n);
    await start(counter('wishlist', 0), {
      config: { language },
      setup: (shop) => session(shop).wishlist.push(...ids.slice(0, n).map((product) => ({ product, size: '' }))),
    });
    await waitFor(() => expect(counterLink('wishlist').textContent).toBe(text));
  });

  it("take the shop's text overrides and their own link", async () => {
    await start(`<div id="w" data-widget="product-lists" data-when="load" data-props='{"list":"wishlist","url":"/ulubione"}'><a href="/x">x (0)</a></div>`, {
      config: {
        texts: {
          'productLists.wishlist.title': 'Schowek',
          'productLists.wishlist.count': '{n, plural, one {# rzecz} few {# rzeczy} many {# rzeczy} other {# rzeczy}}',
        },
      },
      setup: (shop) => session(shop).wishlist.push({ product: 1001, size: '' }),
    });
    await waitFor(() => expect(counterLink('w').textContent).toBe('Schowek (1), 1 rzecz'));
    expect(counterLink('w').getAttribute('href')).toBe('/ulubione');
  });

  it('follow a product-list:changed from the theme: the section is asked for once for two counters of the list', async () => {
    const { shop } = await start(counter('wishlist', 0, 'a') + counter('wishlist', 0, 'b') + counter('comparers', 0, 'c'));
    await waitFor(() => expect(markerState($('#b'))).toBe('mounted'));
    await waitFor(() => expect(bulk()).toHaveLength(1));
    session(shop).wishlist.push({ product: 1001, size: '' });
    h!.api.emit('product-list:changed', { list: 'wishlist' });
    await waitFor(() => expect(counterLink('a').textContent).toBe('Ulubione (1), 1 produkt w ulubionych'));
    await waitFor(() => expect(counterLink('b').textContent).toBe('Ulubione (1), 1 produkt w ulubionych'));
    expect(bulk()).toHaveLength(2);
    const asked = shop.state.bulkRequests.at(-1)!;
    expect(Object.keys(asked)).toEqual(['Wishlist']);
    // The comparers' counter was not concerned.
    expect($('#c .server-link')).not.toBeNull();
  });

  it('a bad list names the widget and the prop, and the server link stays', async () => {
    expectConsoleError(/^product-lists: data-props\.list: expected one of "wishlist" \| "comparers"/);
    await start(
      `<div id="bad" data-widget="product-lists" data-when="load" data-props='{"list":"favourites"}'><a class="server-link" href="/x">Ulubione (0)</a></div>` +
        counter('comparers'),
    );
    await waitFor(() => expect(markerState($('#bad'))).toBe('error'));
    expect($('#bad .server-link')!.textContent).toBe('Ulubione (0)');
    // One marker's failure stops no other.
    await waitFor(() => expect(markerState($('#comparers'))).toBe('mounted'));
  });
});

describe('add / remove buttons (§3.4)', () => {
  it('add to the wishlist: the legacy form in mode 2, the section asked again, the counter follows without a reload', async () => {
    const { shop } = await start(counter('wishlist', 0) + button('wishlist', { name: 'Sukienka' }));
    const b = await toggleOf('wishlist-button');
    expect(b.textContent).toBe('Dodaj do ulubionych: Sukienka');
    const changed: unknown[] = [];
    h!.api.on('product-list:changed', (e) => changed.push(e));
    b.focus();
    b.click();
    await waitFor(() => expect(b.textContent).toBe('Usuń z ulubionych: Sukienka'));
    expect(document.activeElement).toBe(b);
    expect($('#wishlist-button [role="status"]')!.textContent).toBe('Dodano do ulubionych.');
    await waitFor(() => expect(counterLink('wishlist').textContent).toBe('Ulubione (1), 1 produkt w ulubionych'));
    expect(session(shop).wishlist).toEqual([{ product: 1001, size: '' }]);
    expect(h!.requests.filter((r) => r.startsWith('POST /basketchange.php'))).toHaveLength(1);
    expect(bulk()).toHaveLength(2);
    expect(changed).toEqual([{ list: 'wishlist', source: 'product-lists', refreshed: true }]);
  });

  it('remove from the comparers: the settings link, and the counter follows', async () => {
    const { shop } = await start(counter('comparers', 1) + button('comparers'), { setup: (s) => session(s).comparers.push(1001, 1002) });
    const b = await toggleOf('comparers-button');
    expect(b.textContent).toBe('Usuń z porównania');
    await waitFor(() => expect(counterLink('comparers').textContent).toBe('Porównanie (2), 2 produkty do porównania'));
    b.click();
    await waitFor(() => expect(b.textContent).toBe('Dodaj do porównania'));
    expect($('#comparers-button [role="status"]')!.textContent).toBe('Usunięto z porównania.');
    // Back at the count the server link shows: the server's link again.
    await waitFor(() => expect($('#comparers .server-link')).not.toBeNull());
    expect(session(shop).comparers).toEqual([1002]);
    expect(h!.requests).toContain('GET /settings.php?comparers=remove&product=1001&getAjax=true');
  });

  it('the wishlist sends the size the shopper picked on the product page', async () => {
    const { shop } = await start(button('wishlist', { size: 'M' }));
    const b = await toggleOf('wishlist-button');
    h!.api.emit('product:size-selected', { productId: 1001, sizeId: 'L' });
    b.click();
    await waitFor(() => expect(b.textContent).toBe('Usuń z ulubionych'));
    expect(session(shop).wishlist).toEqual([{ product: 1001, size: 'L' }]);
  });

  it('a keyboard shopper on the server control when the button replaces it keeps the focus, on the button', async () => {
    await start(button('comparers'), { fault: 'slow:150@/ajax/get.php' });
    await waitFor(() => expect(markerState($('#comparers-button'))).toBe('mounted'));
    $<HTMLAnchorElement>('#comparers-button .server-control')!.focus();
    const b = await toggleOf('comparers-button');
    expect(document.activeElement).toBe(b);
  });

  it('a double press sends once', async () => {
    const { shop } = await start(button('comparers'), { fault: 'slow:100@/settings.php' });
    const b = await toggleOf('comparers-button');
    b.click();
    await waitFor(() => expect(b.getAttribute('aria-disabled')).toBe('true'));
    b.click();
    await waitFor(() => expect(b.textContent).toBe('Usuń z porównania'));
    expect(h!.requests.filter((r) => r.includes('/settings.php'))).toHaveLength(1);
    expect(session(shop).comparers).toEqual([1001]);
  });

  it('the shop answers but the section does not show the change: the press failed, and says so', async () => {
    // Size XXL does not exist: the shop refuses (a 200 with an error status), the wishlist stays empty.
    await start(button('wishlist', { size: 'XXL' }));
    const b = await toggleOf('wishlist-button');
    b.click();
    await waitFor(() => expect($('#wishlist-button [role="status"]')!.textContent).toBe('Nie udało się zmienić listy. Spróbuj ponownie.'));
    expect(b.textContent).toBe('Dodaj do ulubionych');
  });

  it.each([
    ['500@/settings.php', 'Nie udało się zmienić listy. Spróbuj ponownie.'],
    ['timeout@/settings.php', 'Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.'],
  ])('the call fails (%s): "%s", the list as it was, and a press later works', async (fault, text) => {
    const { shop } = await start(button('comparers'), { fault, config: { timeoutMs: 300 } });
    const b = await toggleOf('comparers-button');
    b.click();
    await waitFor(() => expect($('#comparers-button [role="status"]')!.textContent).toBe(text), 3000);
    expect(b.textContent).toBe('Dodaj do porównania');
    expect(b.getAttribute('aria-disabled')).toBeNull();
    expect(session(shop).comparers).toEqual([]);
  });
});
