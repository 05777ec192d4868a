// mini-basket through the real loader, answered by the development shop in-process (§2.4, §3.6).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSize, listProducts } from '../../fixtures/data/index.ts';
import { quantityLimits } from '../../fixtures/server/basket.ts';
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

const ORIGIN = 'http://localhost:3000';
const marker = (count = 0) =>
  `<div class="shop-basket-widget" data-widget="mini-basket"><a class="shop-basket-link" href="/basketedit.php">Koszyk <span class="shop-basket-link__count">(${count})</span></a></div>`;

const ADD = `mutation($p: [ProductInput!]!) { addProductsToBasket(ProductInput: $p) { status error { code message } } }`;
async function addProducts(shop: Shop, p: object[]) {
  const res = await shop.handle(
    new Request(new URL('/graphql/v1/?mutation=addProductsToBasket', location.origin || ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ADD, variables: { p } }),
    }),
  );
  const r = ((await res.json()) as { data: { addProductsToBasket: { status: string; error: unknown } } }).data.addProductsToBasket;
  expect(r.error).toBeNull();
}
async function section(shop: Shop) {
  const res = await shop.handle(
    new Request(new URL('/ajax/get.php', location.origin || ORIGIN), { method: 'POST', body: new URLSearchParams({ request: '{"Basket":{}}' }) }),
  );
  return ((await res.json()) as { Basket: { version: number; productsCounter: number; worth_formatted: string; shippingCost_formatted: string } }).Basket;
}

/** n distinct in-stock catalog lines. */
function lines(n: number): object[] {
  const out: object[] = [];
  for (const p of listProducts()) {
    const s = defaultSize(p);
    if (s.amount === 0 || s.status === 'disable') continue;
    out.push({ id: p.id, size: s.id, quantity: quantityLimits(p, s).min });
    if (out.length === n) break;
  }
  expect(out).toHaveLength(n);
  return out;
}

const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel);
const toggle = () => $<HTMLButtonElement>('.sf-mini-basket__toggle');
const panel = () => document.getElementById(toggle()!.getAttribute('aria-controls')!)!;
const getRequests = () => h!.requests.filter((r) => r.includes('/ajax/get.php'));

/** Waits for the first bulk answer (`extraMs` for slow faults). */
async function answered(extraMs = 0) {
  await waitFor(() => expect(getRequests().length).toBeGreaterThan(0));
  await new Promise((r) => setTimeout(r, 60 + extraMs));
}

async function start(shop: Shop, o: { config?: Record<string, unknown>; fault?: string; count?: number } = {}) {
  h = startWidgets(marker(o.count), { shop, config: { language: 'pl', ...o.config }, ...(o.fault ? { fault: o.fault } : {}) });
  expect((await h.ready).mounted).toContain('mini-basket');
  return h;
}

describe('display (§2.4)', () => {
  it('an empty basket is hidden: the server link stays (no button, no panel)', async () => {
    await start(createShop({ singleSession: true }));
    await answered();
    expect($('.shop-basket-link')!.textContent).toBe('Koszyk (0)');
    expect(markerState($('[data-widget="mini-basket"]'))).toBe('mounted');
    expect(toggle()).toBeNull();
    expect(getRequests()).toHaveLength(1);
  });

  it('hidden with a count the server link does not show: an equal link with the fresh count', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1002, quantity: 1 }]);
    await start(shop, { count: 1 });
    await waitFor(() => expect(toggle()).not.toBeNull());
    await shop.handle(
      new Request(new URL('/graphql/v1/?mutation=removeProductsFromBasket', location.origin || ORIGIN), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { removeProductsFromBasket(ProductInput: [{id: 1002}]) { status } }' }),
      }),
    );
    h!.api.emit('basket:changed', {});
    await waitFor(() => expect($('.sf-mini-basket__link')?.textContent).toBe('Koszyk (0) Produkty w koszyku: 0'));
    expect($('.sf-mini-basket__link')!.getAttribute('href')).toBe('/basketedit.php');
    expect(toggle()).toBeNull();
  });

  it('shows the badge, the value and, on click, rows, shipping cost and checkout links', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [
      { id: 1001, size: 'M', quantity: 2 },
      { id: 1002, quantity: 1 },
      { id: 1005, quantity: 1.5 },
    ]);
    await start(shop, { count: 3 });
    await waitFor(() => expect(toggle()).not.toBeNull());
    const b = toggle()!;
    expect(b.querySelector('.sf-mini-basket__count')!.textContent).toBe('3');
    expect(b.textContent).toContain('Produkty w koszyku: 3');
    const basket = await section(shop);
    expect(b.querySelector('.sf-mini-basket__worth')!.textContent).toBe(basket.worth_formatted);
    expect(b.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);

    b.click();
    await waitFor(() => expect(b.getAttribute('aria-expanded')).toBe('true'));
    expect(panel().hidden).toBe(false);
    const rows = [...panel().querySelectorAll('.sf-mini-basket__product')];
    expect(rows).toHaveLength(3);
    const dress = rows[0]!;
    expect(dress.querySelector('img')!.getAttribute('src')).toMatch(/^\/|^https?:/);
    expect(dress.querySelector('a.sf-mini-basket__name')!.textContent).toBe('Sukienka żółta');
    expect(dress.querySelector('a.sf-mini-basket__name')!.getAttribute('href')).toMatch(/^\//);
    expect(dress.querySelector('.sf-mini-basket__size')!.textContent).toBe('Rozmiar: M');
    expect(dress.querySelector('.sf-mini-basket__version')!.textContent).toBe('Wersja: żółta');
    expect(dress.querySelector('.sf-mini-basket__quantity')!.textContent).toBe('Ilość: 2 szt.');
    expect(dress.querySelector('.sf-mini-basket__value')!.textContent).toBe('398,00 zł');
    // A one-size product ("uniw") shows no size; quantities use the shop's decimal comma.
    expect(rows[1]!.querySelector('.sf-mini-basket__size')).toBeNull();
    expect(rows[2]!.querySelector('.sf-mini-basket__quantity')!.textContent).toBe('Ilość: 1,5 m');
    // 398 zł is above the free-shipping threshold: §9.5 says "Gratis!", not "0,00 zł".
    expect(basket.shippingCost_formatted).toBe('0,00 zł');
    expect(panel().querySelector('.sf-mini-basket__shipping dd')!.textContent).toBe('Gratis!');
    expect(panel().querySelector('.sf-mini-basket__total dd')!.textContent).toBe(basket.worth_formatted);
    expect(panel().querySelector('[data-layout]')!.getAttribute('data-layout')).toBe('tiles');
    expect(panel().querySelector('.sf-mini-basket__to-basket')!.getAttribute('href')).toBe('/basketedit.php');
    expect(panel().querySelector('.sf-mini-basket__checkout')!.getAttribute('href')).toBe('/order1.php');
  });

  it('reads the net values when priceType is net', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1001, size: 'M', quantity: 2 }]);
    await start(shop, { config: { priceType: 'net' }, count: 1 });
    await waitFor(() => expect(toggle()).not.toBeNull());
    const raw = (await section(shop)) as unknown as {
      worth_net_formatted: string;
      shippingCost_net_formatted: string;
      products: Array<{ prices: { worth_net_formatted: string } }>;
    };
    expect(toggle()!.querySelector('.sf-mini-basket__worth')!.textContent).toBe(raw.worth_net_formatted);
    toggle()!.click();
    await waitFor(() => expect(panel().querySelector('.sf-mini-basket__value')!.textContent).toBe(raw.products[0]!.prices.worth_net_formatted));
    expect(raw.shippingCost_net_formatted).toBe('0,00 zł');
    expect(panel().querySelector('.sf-mini-basket__shipping dd')!.textContent).toBe('Gratis!');
    expect(raw.worth_net_formatted).not.toBe('398,00 zł');
  });

  it('a basket below the free-shipping threshold shows its shipping cost', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1005, quantity: 1 }]); // 49,90 zł: below the 200 zł threshold
    await start(shop, { count: 1 });
    await waitFor(() => expect(toggle()).not.toBeNull());
    const raw = await section(shop);
    toggle()!.click();
    await waitFor(() => expect(panel().hidden).toBe(false));
    const cost = raw.shippingCost_formatted;
    expect(cost).not.toBe('0,00 zł');
    expect(panel().querySelector('.sf-mini-basket__shipping dd')!.textContent).toBe(cost);
  });

  it.each([
    ['it', 'Gratis!'],
    ['en', 'Free!'],
  ])('free shipping in %s reads %j', async (language, text) => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1001, size: 'M', quantity: 2 }]);
    await start(shop, { config: { language }, count: 1 });
    await waitFor(() => expect(toggle()).not.toBeNull());
    toggle()!.click();
    await waitFor(() => expect(panel().querySelector('.sf-mini-basket__shipping dd')!.textContent).toBe(text));
  });

  it('hides one-click checkout when a product is a subscription', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [
      { id: 1002, quantity: 1 },
      { id: 1004, quantity: 1, subscription: '14' },
    ]);
    await start(shop, { count: 2 });
    await waitFor(() => expect(toggle()).not.toBeNull());
    toggle()!.click();
    await waitFor(() => expect(panel().querySelector('.sf-mini-basket__to-basket')).not.toBeNull());
    expect(panel().querySelector('.sf-mini-basket__checkout')).toBeNull();
  });

  it("a subscription row says its delivery period and shows its value at the period's price (§3.6, §4.9, §9.3); a one-off row says nothing of it", async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [
      { id: 1004, quantity: 2, subscription: '30' },
      { id: 1002, quantity: 1 },
    ]);
    await start(shop, { count: 2 });
    await waitFor(() => expect(toggle()).not.toBeNull());
    toggle()!.click();
    const rows = await waitFor(() => {
      const r = [...panel().querySelectorAll('.sf-mini-basket__product')];
      expect(r).toHaveLength(2);
      return r;
    });
    expect(rows[0]!.querySelector('.sf-mini-basket__subscription')?.textContent).toBe('Subskrypcja: co 30 dni');
    expect(rows[0]!.querySelector('.sf-mini-basket__value')?.textContent).toBe('71,98 zł'); // 2 × 35,99, not 2 × 39,99
    expect(rows[1]!.querySelector('.sf-mini-basket__subscription')).toBeNull();
  });

  it.each([
    ['it', '7', 'Abbonamento: ogni 7 giorni'],
    ['en', '14', 'Subscription: every 14 days'],
  ])('the period in %s: %s days', async (language, period, text) => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1004, quantity: 2, subscription: period }]);
    await start(shop, { count: 1, config: { language } });
    await waitFor(() => expect(toggle()).not.toBeNull());
    toggle()!.click();
    await waitFor(() => expect(panel().querySelector('.sf-mini-basket__subscription')?.textContent).toBe(text));
  });

  it('uses the list layout above 10 products and is hidden above 22 (§9.7)', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, lines(11));
    await start(shop, { count: 11 });
    await waitFor(() => expect(toggle()).not.toBeNull());
    toggle()!.click();
    await waitFor(() => expect(panel().querySelector('[data-layout]')!.getAttribute('data-layout')).toBe('list'));
    h!.stop();

    const big = createShop({ singleSession: true });
    await addProducts(big, lines(23));
    await start(big, { count: 23 });
    await answered();
    expect($('.shop-basket-link')!.textContent).toBe('Koszyk (23)');
    expect(toggle()).toBeNull();
    h!.stop();
    // The server link showing another count is replaced by one with the fresh count.
    await start(big, { count: 5 });
    await waitFor(() => expect($('.sf-mini-basket__link')?.textContent).toContain('Koszyk (23)'));
    expect(toggle()).toBeNull();
  });

  it('22 products is the last count it shows (§9.7): the button and the list', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, lines(22));
    await start(shop, { count: 22 });
    await waitFor(() => expect(toggle()).not.toBeNull());
    toggle()!.click();
    await waitFor(() => expect(panel().querySelector('[data-layout]')!.getAttribute('data-layout')).toBe('list'));
  });

  /** One product in the basket, whose entry in the Basket section the shop's answer gets rewritten by `edit`. */
  async function startWithFirstProduct(edit: (product: Record<string, unknown>) => void): Promise<Harness> {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1002, quantity: 1 }]);
    h = startWidgets(marker(1), {
      shop,
      config: { language: 'pl' },
      answer: async (url, res) => {
        if (!url.includes('/ajax/get.php')) return res;
        const body = (await res.json()) as { Basket: { products: Array<Record<string, unknown>> } };
        edit(body.Basket.products[0]!);
        return Response.json(body);
      },
    });
    return h;
  }

  it('renders server text as text and drops unsafe links and photos', async () => {
    await (
      await startWithFirstProduct((p) =>
        Object.assign(p, { name: '<img src=x onerror="alert(1)">', link: 'javascript:alert(1)', icon: 'java\nscript:alert(2)' }),
      )
    ).ready;
    await waitFor(() => expect(toggle()).not.toBeNull());
    toggle()!.click();
    await waitFor(() => expect(panel().querySelector('.sf-mini-basket__name')).not.toBeNull());
    const name = panel().querySelector('.sf-mini-basket__name')!;
    expect(name.tagName).toBe('SPAN');
    expect(name.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(panel().querySelector('img')).toBeNull();
    expect(panel().querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('a Basket section that fails its schema names the path and restores the server link', async () => {
    expectConsoleError(/mini-basket: \/ajax\/get\.php Basket\.products\.0\.prices: expected object, got undefined/);
    await startWithFirstProduct((p) => delete p['prices']);
    const m = $('[data-widget="mini-basket"]');
    await waitFor(() => expect(markerState(m)).toBe('error'));
    expect(m!.querySelector('.shop-basket-link')!.textContent).toBe('Koszyk (1)');
  });
});

describe('disclosure (WAI-ARIA)', () => {
  async function opened() {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1002, quantity: 1 }]);
    await start(shop, { count: 1 });
    document.body.insertAdjacentHTML('beforeend', '<button id="outside">outside</button>');
    await waitFor(() => expect(toggle()).not.toBeNull());
    toggle()!.focus();
    toggle()!.click();
    await waitFor(() => expect(toggle()!.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(panel().querySelector('.sf-mini-basket__name')).not.toBeNull());
  }

  it('aria-controls names the panel; the button toggles it', async () => {
    await opened();
    expect(panel().classList.contains('sf-mini-basket__panel')).toBe(true);
    toggle()!.click();
    await waitFor(() => expect(toggle()!.getAttribute('aria-expanded')).toBe('false'));
    expect(panel().hidden).toBe(true);
  });

  it('Escape from inside the panel closes it and puts focus back on the button', async () => {
    await opened();
    const link = panel().querySelector<HTMLAnchorElement>('.sf-mini-basket__name')!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => expect(toggle()!.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(toggle());
  });

  it('a pointer press outside closes it; inside does not', async () => {
    await opened();
    panel().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(toggle()!.getAttribute('aria-expanded')).toBe('true');
    $('#outside')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitFor(() => expect(toggle()!.getAttribute('aria-expanded')).toBe('false'));
  });

  it('when the basket empties while the panel has focus, focus goes to the basket link', async () => {
    await opened();
    panel().querySelector<HTMLAnchorElement>('.sf-mini-basket__name')!.focus();
    await h!.shop.handle(
      new Request(new URL('/graphql/v1/?mutation=removeProductsFromBasket', location.origin || ORIGIN), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { removeProductsFromBasket(ProductInput: [{id: 1002}]) { status } }' }),
      }),
    );
    h!.api.emit('basket:changed', {});
    await waitFor(() => expect(document.activeElement?.classList.contains('sf-mini-basket__link')).toBe(true));
  });

  it('focus moving out of the widget closes it', async () => {
    await opened();
    $('#outside')!.focus();
    await waitFor(() => expect(toggle()!.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('freshness', () => {
  it('follows basket:changed, and near-simultaneous events share one refresh', async () => {
    const shop = createShop({ singleSession: true });
    await start(shop);
    await answered();
    await addProducts(shop, [{ id: 1001, size: 'M', quantity: 1 }]);
    h!.api.emit('basket:changed', {});
    h!.api.emit('basket:changed', { source: 'a' });
    h!.api.emit('basket:changed', { source: 'b' });
    await waitFor(() => expect(toggle()?.querySelector('.sf-mini-basket__count')?.textContent).toBe('1'));
    await new Promise((r) => setTimeout(r, 30));
    expect(getRequests()).toHaveLength(2);
  });

  it('an event during a refresh gets exactly one more refresh, so the last change shows', async () => {
    const shop = createShop({ singleSession: true });
    await start(shop, { fault: 'slow:60@/ajax/get.php' });
    await answered(60);
    await addProducts(shop, [{ id: 1002, quantity: 1 }]);
    h!.api.emit('basket:changed', {});
    await new Promise((r) => setTimeout(r, 10));
    await addProducts(shop, [{ id: 1001, size: 'M', quantity: 1 }]);
    h!.api.emit('basket:changed', {});
    h!.api.emit('basket:changed', {});
    await waitFor(() => expect(toggle()?.querySelector('.sf-mini-basket__count')?.textContent).toBe('2'));
    await new Promise((r) => setTimeout(r, 150));
    expect(getRequests()).toHaveLength(3);
  });

  it('two refreshes answered in reverse order never bring back the older basket', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1002, quantity: 1 }]);
    await start(shop, { count: 1 });
    await waitFor(() => expect(toggle()).not.toBeNull());

    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const real = globalThis.fetch;
    let n = 0;
    const answered: string[] = [];
    globalThis.fetch = async (input, init) => {
      const res = await real(input, init); // answered by the shop now …
      const which = String(++n);
      if (which === '1') await gate; // … but the first one is delivered last
      answered.push(which);
      return res;
    };
    const first = h!.api.refresh(['Basket']); // sees 1 product
    await new Promise((r) => setTimeout(r, 20));
    await addProducts(shop, [{ id: 1001, size: 'M', quantity: 1 }]);
    const second = h!.api.refresh(['Basket']); // sees 2 products
    await second;
    await waitFor(() => expect(toggle()!.querySelector('.sf-mini-basket__count')!.textContent).toBe('2'));
    release();
    await first;
    await new Promise((r) => setTimeout(r, 30));
    expect(answered).toEqual(['2', '1']);
    expect(toggle()!.querySelector('.sf-mini-basket__count')!.textContent).toBe('2');
    toggle()!.click();
    await waitFor(() => expect(panel().querySelectorAll('.sf-mini-basket__product')).toHaveLength(2));
  });
});

describe('sessionStorage summary', () => {
  const cache = (count: number, worth: string, version = 1) =>
    sessionStorage.setItem(
      'storefront:basket-summary',
      JSON.stringify({ count, worth, worthNet: worth, shipping: '15,00 zł', shippingNet: '12,20 zł', version, at: Date.now() }),
    );

  it('shows the cached badge before the bulk answer, then the answer', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1002, quantity: 1 }]);
    cache(1, '999,00 zł');
    await start(shop, { fault: 'slow:300@/ajax/get.php', count: 1 });
    // Mounted with the cache: no server markup, and the answer is still on its way.
    expect($('.shop-basket-link')).toBeNull();
    expect(toggle()!.querySelector('.sf-mini-basket__count')!.textContent).toBe('1');
    expect(toggle()!.querySelector('.sf-mini-basket__worth')!.textContent).toBe('999,00 zł');
    toggle()!.click();
    await waitFor(() => expect(panel().textContent).toBe('Wczytywanie koszyka…'));
    const real = (await section(shop)).worth_formatted;
    await waitFor(() => expect(toggle()!.querySelector('.sf-mini-basket__worth')!.textContent).toBe(real));
    await waitFor(() => expect(panel().querySelectorAll('.sf-mini-basket__product')).toHaveLength(1));
    // The answer is cached for the next page.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('storefront:basket-summary')!)).toMatchObject({
        count: 1,
        worth: real,
        version: expect.any(Number),
        at: expect.any(Number),
      }),
    );
  });

  it('without a cache, the server markup stays until the answer', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1002, quantity: 1 }]);
    await start(shop, { fault: 'slow:200@/ajax/get.php', count: 1 });
    expect($('.shop-basket-link')!.textContent).toBe('Koszyk (1)');
    expect(toggle()).toBeNull();
    await waitFor(() => expect(toggle()).not.toBeNull());
    expect($('.shop-basket-link')).toBeNull();
  });

  it('a cache the server markup contradicts (an older basket) is not shown', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [
      { id: 1002, quantity: 1 },
      { id: 1001, size: 'M', quantity: 1 },
    ]);
    cache(1, '999,00 zł');
    await start(shop, { fault: 'slow:200@/ajax/get.php', count: 2 });
    expect($('.shop-basket-link')!.textContent).toBe('Koszyk (2)');
    expect(toggle()).toBeNull();
    await waitFor(() => expect(toggle()?.querySelector('.sf-mini-basket__count')?.textContent).toBe('2'));
  });

  it('an unreadable cache entry is ignored', async () => {
    sessionStorage.setItem('storefront:basket-summary', '{"count":"x"');
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1002, quantity: 1 }]);
    await start(shop, { fault: 'slow:100@/ajax/get.php', count: 1 });
    expect($('.shop-basket-link')).not.toBeNull();
    await waitFor(() => expect(toggle()).not.toBeNull());
  });

  it('works with storage disabled (access throws)', async () => {
    const saved = ['sessionStorage', 'localStorage'].map((k) => [k, Object.getOwnPropertyDescriptor(window, k)] as const);
    for (const [k] of saved)
      Object.defineProperty(window, k, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    try {
      const shop = createShop({ singleSession: true });
      await addProducts(shop, [{ id: 1002, quantity: 1 }]);
      await start(shop, { count: 1 });
      await waitFor(() => expect(toggle()?.querySelector('.sf-mini-basket__count')?.textContent).toBe('1'));
      await addProducts(shop, [{ id: 1001, size: 'M', quantity: 1 }]);
      h!.api.emit('basket:changed', {});
      await waitFor(() => expect(toggle()!.querySelector('.sf-mini-basket__count')!.textContent).toBe('2'));
    } finally {
      for (const [k, d] of saved) {
        if (d) Object.defineProperty(window, k, d);
        else delete (window as unknown as Record<string, unknown>)[k];
      }
    }
  });
});

describe('cross-tab', () => {
  it('tells other tabs over BroadcastChannel and follows their signals', async () => {
    const other = new BroadcastChannel('storefront-basket');
    const heard: unknown[] = [];
    other.onmessage = (e) => heard.push(e.data);
    try {
      const shop = createShop({ singleSession: true });
      await start(shop);
      await answered();

      // This tab's change is announced with the new version.
      await addProducts(shop, [{ id: 1002, quantity: 1 }]);
      h!.api.emit('basket:changed', {});
      const v1 = (await section(shop)).version;
      await waitFor(() => expect(heard).toEqual([{ type: 'basket:changed', version: v1, at: expect.any(Number), tab: expect.any(String) }]));

      // A signal for the basket already on screen asks nothing.
      const before = getRequests().length;
      other.postMessage({ type: 'basket:changed', version: v1, at: Date.now(), tab: 'other' });
      await new Promise((r) => setTimeout(r, 50));
      expect(getRequests()).toHaveLength(before);

      // Another tab changes the basket: this one follows, without announcing it again.
      await addProducts(shop, [{ id: 1001, size: 'M', quantity: 1 }]);
      other.postMessage({ type: 'basket:changed', version: (await section(shop)).version, at: Date.now(), tab: 'other' });
      await waitFor(() => expect(toggle()?.querySelector('.sf-mini-basket__count')?.textContent).toBe('2'));
      await new Promise((r) => setTimeout(r, 50));
      expect(heard).toHaveLength(1);
      // Junk on the channel is ignored.
      other.postMessage('nonsense');
      other.postMessage({ type: 'basket:changed' });
      await new Promise((r) => setTimeout(r, 50));
      expect(getRequests()).toHaveLength(before + 1);
    } finally {
      other.close();
    }
  });

  it('a sender that already refreshed the basket (refreshed: true) costs no second request; other tabs still hear it', async () => {
    const other = new BroadcastChannel('storefront-basket');
    const heard: unknown[] = [];
    other.onmessage = (e) => heard.push(e.data);
    try {
      const shop = createShop({ singleSession: true });
      await start(shop);
      await answered();
      await addProducts(shop, [{ id: 1002, quantity: 1 }]);
      await h!.api.refresh(['Basket']); // what the product form does before it tells the bus
      const after = getRequests().length;
      h!.api.emit('basket:changed', { source: 'projector-form', refreshed: true });
      await waitFor(() => expect(toggle()?.querySelector('.sf-mini-basket__count')?.textContent).toBe('1'));
      const v1 = (await section(shop)).version;
      await waitFor(() => expect(heard).toEqual([{ type: 'basket:changed', version: v1, at: expect.any(Number), tab: expect.any(String) }]));
      await new Promise((r) => setTimeout(r, 30));
      expect(getRequests()).toHaveLength(after);
    } finally {
      other.close();
    }
  });

  it('falls back to the storage event when BroadcastChannel is missing', async () => {
    const w = window as unknown as Record<string, unknown>;
    const g = globalThis as unknown as Record<string, unknown>;
    const saved = { w: Object.getOwnPropertyDescriptor(w, 'BroadcastChannel'), g: Object.getOwnPropertyDescriptor(g, 'BroadcastChannel') };
    Object.defineProperty(w, 'BroadcastChannel', { configurable: true, writable: true, value: undefined });
    Object.defineProperty(g, 'BroadcastChannel', { configurable: true, writable: true, value: undefined });
    try {
      const shop = createShop({ singleSession: true });
      await start(shop);
      await answered();
      await addProducts(shop, [{ id: 1002, quantity: 1 }]);
      h!.api.emit('basket:changed', {});
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem('storefront:basket-signal') ?? 'null')).toMatchObject({ type: 'basket:changed', version: expect.any(Number) }),
      );

      await addProducts(shop, [{ id: 1001, size: 'M', quantity: 1 }]);
      const newValue = JSON.stringify({ type: 'basket:changed', version: (await section(shop)).version, at: Date.now(), tab: 'other' });
      window.dispatchEvent(new StorageEvent('storage', { key: 'storefront:basket-signal', newValue }));
      await waitFor(() => expect(toggle()?.querySelector('.sf-mini-basket__count')?.textContent).toBe('2'));
    } finally {
      if (saved.w) Object.defineProperty(w, 'BroadcastChannel', saved.w);
      else delete w['BroadcastChannel'];
      if (saved.g) Object.defineProperty(g, 'BroadcastChannel', saved.g);
      else delete g['BroadcastChannel'];
    }
  });
});
