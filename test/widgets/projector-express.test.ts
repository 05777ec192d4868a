// The product form's express checkout (spec §2.4, §5.7, §7.6, §8.2, §8.4) through the real
// loader in happy-dom, answered by the development shop in-process, with providers registered as a
// shop registers them (StorefrontWidgets.register). Each provider renders into an element of its own
// with the product id and the options; a click runs the form's checks, then the provider's checkout
// (the parcel-locker button first posts the form and refreshes the basket); each failed step says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPRESS_TEST_PROVIDERS, getProduct } from '../../fixtures/data/index.ts';
import { defaultConfig } from '../../fixtures/pages/layout.ts';
import { projectorFormHtml } from '../../fixtures/pages/product-page.ts';
import type { Shop } from '../../fixtures/server/shop.ts';
import { SCRIPT_TIMEOUT_MS } from '../../src/core/shell-api.ts';
import type { ExpressCheckoutProvider } from '../../widgets/projector-form/express/index.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

const SIZES = 1014; // S, M, L, XL
const COFFEE = 1004; // one purchase or a subscription

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
  delete window.StorefrontWidgets;
  document.body.innerHTML = '';
});

const marker = () => document.querySelector<HTMLElement>('[data-widget="projector-form"]')!;
const q = <T extends Element = HTMLElement>(sel: string) => marker().querySelector<T>(sel);
const slot = (name: string) => q(`.sf-express__slot[data-provider="${name}"]`);
const alertText = () => q('.sf-express__alert')?.textContent ?? null;

interface OpenOptions {
  fault?: string;
  shop?: Shop;
  timeoutMs?: number;
  answer?: (url: string, res: Response) => Response | Promise<Response>;
  edit?: (html: string) => string;
}

/** The product page's server form for `id`, taken over by the widget; the harness's API is the page's StorefrontWidgets. */
function open(id: number, o: OpenOptions = {}): Harness {
  const config = {
    ...defaultConfig('projector', 'n0nce', 'pl'),
    page: { type: 'projector', productId: id },
    ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
  };
  // These tests register fake providers themselves: the props' provider script (the coffee's, loaded
  // by the script loader in the e2e tests) is left out.
  const html = projectorFormHtml(getProduct(id)!, 'link')
    .replaceAll(',&quot;script&quot;:&quot;test-express&quot;', '')
    .replaceAll(',"script":"test-express"', '');
  h = startWidgets(o.edit ? o.edit(html) : html, { config, fault: o.fault, shop: o.shop, answer: o.answer });
  window.StorefrontWidgets = h.api;
  return h;
}

interface FakeProvider extends ExpressCheckoutProvider {
  rendered: Array<{ id: string; element: HTMLElement; options: { subscription: boolean; period: string } }>;
  started: Array<{ id: string; params: Record<string, string> }>;
}

/** A provider like a shop's: a real button in the element; startCheckout records what it got (and may fail). */
function provider(label: string, start: () => void | Promise<void> = () => {}): FakeProvider {
  const p: FakeProvider = {
    rendered: [],
    started: [],
    renderButton(id, element, options) {
      p.rendered.push({ id, element, options });
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      element.append(button);
    },
    startCheckout(id, params) {
      p.started.push({ id, params: Object.fromEntries(params) });
      return start();
    },
  };
  return p;
}

function register(harness: Harness, providers: Record<string, ExpressCheckoutProvider>) {
  for (const [name, p] of Object.entries(providers)) harness.api.register('express-checkout', name, p);
}

/** The provider's own button, once it has rendered it. */
const button = (name: string) =>
  waitFor(() => {
    const b = slot(name)?.querySelector('button');
    if (!b) throw new Error(`no ${name} button yet`);
    return b;
  });

async function chooseSize(id: string) {
  const radio = await waitFor(() => q<HTMLInputElement>(`input[name="size"][value="${id}"]`)!);
  radio.click();
  await waitFor(() => expect(radio.checked).toBe(true));
}

/** The session basket's products, as the shop has them. */
async function basket(shop: Shop): Promise<Array<{ id: string; size: string; quantity: number }>> {
  const res = await shop.handle(
    new Request('http://shop.test/graphql/v1/', {
      method: 'POST',
      body: JSON.stringify({ query: '{ basket { products { id size quantity } } }' }),
      headers: { 'content-type': 'application/json' },
    }),
  );
  return ((await res.json()) as { data: { basket: { products: Array<{ id: string; size: string; quantity: number }> } } }).data.basket.products;
}

/** Waiting for a provider that never registers: the 5 s of src/core/adapters.ts, shortened for the test. */
function shortAdapterWait() {
  const real = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number, ...args: unknown[]) =>
    real(fn, ms === SCRIPT_TIMEOUT_MS ? 20 : ms, ...args)) as typeof setTimeout);
}

describe('projector-form express checkout (§7.6)', () => {
  it('does not hold the form up; each provider renders its button into its own element with the product id and the options', async () => {
    const harness = open(SIZES);
    // The form is there before any provider registers: their buttons come when they do.
    await waitFor(() => expect(q('.sf-projector-form__add')).not.toBeNull());
    await waitFor(() => expect(q('.sf-express')).not.toBeNull());
    expect(q('.sf-express__slot')).toBeNull();
    const pay = provider('Test Pay');
    const locker = provider('Test Locker');
    register(harness, { 'test-pay': pay, 'test-locker': locker });
    await button('test-pay');
    await button('test-locker');
    expect(pay.rendered).toEqual([{ id: String(SIZES), element: slot('test-pay'), options: { subscription: false, period: '0' } }]);
    expect(locker.rendered).toEqual([{ id: String(SIZES), element: slot('test-locker'), options: { subscription: false, period: '0' } }]);
    // In the props' order, inside a labelled group, below the basket button.
    expect([...marker().querySelectorAll('.sf-express__slot')].map((s) => s.getAttribute('data-provider'))).toEqual(['test-pay', 'test-locker']);
    expect(q('.sf-express')!.getAttribute('aria-label')).toBe('Szybka płatność');
    expect(q('.sf-projector-form__buy')!.compareDocumentPosition(q('.sf-express')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(markerState(marker())).toBe('mounted');
  });

  it('a click without a size shows the form\'s "choose a size" alert and starts nothing; with one, startCheckout gets the id and the form\'s fields', async () => {
    const harness = open(SIZES);
    const pay = provider('Test Pay');
    register(harness, { 'test-pay': pay, 'test-locker': provider('Test Locker') });
    (await button('test-pay')).click();
    await waitFor(() => expect(q('.sf-projector-form__sizes .sf-projector-form__alert')!.textContent).toBe('Wybierz rozmiar'));
    expect(document.activeElement?.getAttribute('name')).toBe('size'); // the sizes are revealed
    expect(pay.started).toEqual([]);
    await chooseSize('M');
    (await button('test-pay')).click();
    await waitFor(() => expect(pay.started).toHaveLength(1));
    expect(pay.started[0]).toEqual({ id: String(SIZES), params: { product: String(SIZES), mode: '1', size: 'M', number: '1' } });
    // Not the parcel-locker button: nothing was posted or added.
    expect(harness.requests.filter((r) => r.includes('/basketchange.php'))).toEqual([]);
    expect(await basket(harness.shop)).toEqual([]);
  });

  it('the parcel-locker button posts the form, refreshes the Basket section and emits basket:changed, then hands over', async () => {
    const harness = open(SIZES);
    const steps: string[] = [];
    harness.bus.on('basket:changed', (e) => steps.push(`basket:changed ${e.source} refreshed=${e.refreshed}`));
    const locker = provider('Test Locker', () => void steps.push('startCheckout'));
    register(harness, { 'test-pay': provider('Test Pay'), 'test-locker': locker });
    await chooseSize('L');
    const from = harness.requests.length;
    (await button('test-locker')).click();
    await waitFor(() => expect(locker.started).toHaveLength(1));
    const flow = harness.requests.slice(from).filter((r) => /\/(basketchange|basketedit|ajax\/get)\.php/.test(r));
    expect(flow).toEqual(['POST /basketchange.php', 'GET /basketedit.php', 'POST /ajax/get.php']);
    expect(steps).toEqual(['basket:changed projector-form refreshed=true', 'startCheckout']);
    expect(locker.started[0]).toEqual({ id: String(SIZES), params: { product: String(SIZES), mode: '1', size: 'L', number: '1' } });
    expect(await basket(harness.shop)).toEqual([{ id: String(SIZES), size: 'L', quantity: 1 }]);
    await waitFor(() => expect(q('.sf-express')!.getAttribute('aria-busy')).toBe('false'));
    expect(alertText()).toBe('');
  });

  it('a double click starts one checkout: one POST, one hand-over, and the area is busy meanwhile', async () => {
    let release = () => {};
    const harness = open(SIZES);
    const locker = provider('Test Locker', () => new Promise<void>((resolve) => (release = resolve)));
    register(harness, { 'test-pay': provider('Test Pay'), 'test-locker': locker });
    await chooseSize('S');
    const b = await button('test-locker');
    b.click();
    b.click();
    await waitFor(() => expect(locker.started).toHaveLength(1));
    expect(q('.sf-express')!.getAttribute('aria-busy')).toBe('true');
    b.click(); // still running
    release();
    await waitFor(() => expect(q('.sf-express')!.getAttribute('aria-busy')).toBe('false'));
    expect(harness.requests.filter((r) => r === 'POST /basketchange.php')).toHaveLength(1);
    expect(locker.started).toHaveLength(1);
    expect(await basket(harness.shop)).toEqual([{ id: String(SIZES), size: 'S', quantity: 1 }]);
  });

  describe('a failed step stops the flow, says so by the buttons and leaves the basket as the server has it', () => {
    const ADD_ERROR = 'Podczas dodawania produktu wystąpił błąd. Sprawdź poprawność wprowadzonych danych';
    const CONNECTION = 'Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.';

    it.each([
      ['the POST answers 500', { fault: '500@/basketchange.php' }, ADD_ERROR, /adding the product failed/],
      ['the POST gets no answer in time', { fault: 'timeout@/basketchange.php', timeoutMs: 200 }, CONNECTION, /adding the product failed/],
      ['the POST gets a broken answer (no redirect to the basket)', { fault: 'malformed@/basketchange.php' }, ADD_ERROR, null],
    ] as const)('%s', async (_what, o, text, logged) => {
      if (logged) expectConsoleError(logged);
      const harness = open(SIZES, o);
      const locker = provider('Test Locker');
      register(harness, { 'test-pay': provider('Test Pay'), 'test-locker': locker });
      await chooseSize('M');
      (await button('test-locker')).click();
      await waitFor(() => expect(alertText()).toBe(text));
      expect(q('.sf-express__alert')!.getAttribute('role')).toBe('alert');
      expect(locker.started).toEqual([]);
      expect(await basket(harness.shop)).toEqual([]);
      expect(harness.requests.filter((r) => r.startsWith('POST /ajax/get.php'))).toHaveLength(1); // the page's own, no refresh
    });

    it('the shop refuses the product (its basket page says why): the add error', async () => {
      // 1046: the shop refuses to add it (code 999); the props of a product with express checkout.
      const harness = open(1046, {
        edit: (html) => html.replace('"variantSwitch":"link"', `"variantSwitch":"link","express":${JSON.stringify(EXPRESS_TEST_PROVIDERS)}`),
      });
      const locker = provider('Test Locker');
      register(harness, { 'test-pay': provider('Test Pay'), 'test-locker': locker });
      (await button('test-locker')).click();
      await waitFor(() => expect(alertText()).toBe(ADD_ERROR));
      expect(locker.started).toEqual([]);
    });

    it('the Basket refresh fails: the product is in the basket, and the alert says the page could not refresh it', async () => {
      expectConsoleError(/the Basket section was not refreshed/);
      let posted = false;
      const harness = open(SIZES, {
        answer: (url, res) => {
          if (url.includes('/basketchange.php')) posted = true;
          return posted && url.includes('/ajax/get.php') ? new Response('{"error": "down"}', { status: 500 }) : res;
        },
      });
      const changed: unknown[] = [];
      harness.bus.on('basket:changed', (e) => changed.push(e));
      const locker = provider('Test Locker');
      register(harness, { 'test-pay': provider('Test Pay'), 'test-locker': locker });
      await chooseSize('M');
      (await button('test-locker')).click();
      await waitFor(() =>
        expect(alertText()).toBe('Produkt jest już w koszyku, ale nie udało się odświeżyć koszyka na tej stronie. Odśwież stronę, aby go zobaczyć.'),
      );
      expect(changed).toEqual([{ source: 'projector-form', refreshed: false }]); // the mini-basket asks itself
      expect(locker.started).toEqual([]);
      expect(await basket(harness.shop)).toEqual([{ id: String(SIZES), size: 'M', quantity: 1 }]);
    });

    it.each([
      [
        'throws',
        () => {
          throw new Error('no session');
        },
      ],
      ['rejects', () => Promise.reject(new Error('no session'))],
    ] as const)('startCheckout %s: "the payment could not be started"; the next attempt clears it', async (_what, fail) => {
      expectConsoleError(/^projector-form: express checkout provider "test-pay" could not start the payment: no session/);
      const harness = open(SIZES);
      let attempts = 0;
      const pay = provider('Test Pay', () => (++attempts === 1 ? fail() : undefined));
      register(harness, { 'test-pay': pay, 'test-locker': provider('Test Locker') });
      await chooseSize('M');
      (await button('test-pay')).click();
      await waitFor(() => expect(alertText()).toBe('Nie udało się rozpocząć płatności. Spróbuj ponownie lub wybierz inną metodę płatności.'));
      await waitFor(() => expect(q('.sf-express')!.getAttribute('aria-busy')).toBe('false'));
      (await button('test-pay')).click();
      await waitFor(() => expect(pay.started).toHaveLength(2));
      await waitFor(() => expect(alertText()).toBe(''));
    });
  });

  describe('hidden by the one-click rule (§2.4)', () => {
    it('an empty product name shows no buttons; the form works on', async () => {
      const harness = open(SIZES, {
        answer: async (url, res) => {
          if (!url.includes('/ajax/get.php')) return res;
          const data = (await res.json()) as { Projector?: { product: { name: string } } };
          if (data.Projector) data.Projector.product.name = ' ';
          return new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
        },
      });
      const pay = provider('Test Pay');
      register(harness, { 'test-pay': pay, 'test-locker': provider('Test Locker') });
      // The express chunk looks its providers up once it has rendered: the signal that it has decided.
      const looked: string[] = [];
      window.StorefrontWidgets = { ...harness.api, adapters: new Proxy(harness.api.adapters, { get: (t, k) => (looked.push(String(k)), Reflect.get(t, k)) }) };
      await waitFor(() => expect(looked).toContain('express-checkout:test-locker'));
      await waitFor(() => expect(q('.sf-projector-form__add')).not.toBeNull());
      expect(q('.sf-express')).toBeNull();
      expect(pay.rendered).toEqual([]);
      expect(markerState(marker())).toBe('mounted');
    });

    it('a subscription period other than "0" hides the buttons; back to one purchase, they are rendered again into a fresh element', async () => {
      const harness = open(COFFEE);
      const pay = provider('Test Pay');
      register(harness, { 'test-pay': pay, 'test-locker': provider('Test Locker') });
      await button('test-pay');
      expect(pay.rendered.map((r) => [r.id, r.options])).toEqual([[String(COFFEE), { subscription: true, period: '0' }]]);
      const first = pay.rendered[0]!.element;
      (await waitFor(() => q<HTMLInputElement>('.sf-subscription input[name="subscription"][value="1"]')!)).click();
      await waitFor(() => expect(q('.sf-express')).toBeNull());
      q<HTMLInputElement>('.sf-subscription input[name="subscription"][value="0"]')!.click();
      await button('test-pay');
      expect(pay.rendered.map((r) => [r.id, r.options])).toEqual([
        [String(COFFEE), { subscription: true, period: '0' }],
        [String(COFFEE), { subscription: true, period: '0' }],
      ]);
      expect(pay.rendered[1]!.element).not.toBe(first);
      expect(first.isConnected).toBe(false);
      expect(pay.rendered[1]!.element.querySelectorAll('button')).toHaveLength(1);
    });
  });

  describe('providers that do not come', () => {
    it('a provider not registered in time: the console names the widget and the provider, and its slot goes', async () => {
      shortAdapterWait();
      expectConsoleError(/^projector-form: express checkout provider "test-locker" is left out: no express-checkout adapter "test-locker"/);
      const harness = open(SIZES);
      register(harness, { 'test-pay': provider('Test Pay') });
      await button('test-pay');
      await waitFor(() => expect(console.error).toHaveBeenCalledWith(expect.stringContaining('"test-locker"'), expect.anything()));
      expect(slot('test-locker')).toBeNull();
      expect(q('.sf-express__none')).toBeNull();
    });

    it('none registered: "no payment methods", never an empty area', async () => {
      shortAdapterWait();
      expectConsoleError(/"test-pay" is left out/);
      expectConsoleError(/"test-locker" is left out/);
      open(SIZES);
      await waitFor(() => expect(q('.sf-express__none')?.textContent).toBe('Brak dostępnych metod płatności'));
      expect(q('.sf-express__slot')).toBeNull();
    });

    it('a provider whose button fails to render is left out too', async () => {
      expectConsoleError(/^projector-form: express checkout provider "test-pay" is left out: blocked/);
      const harness = open(SIZES);
      const broken = { ...provider('Test Pay'), renderButton: () => Promise.reject(new Error('blocked')) };
      register(harness, { 'test-pay': broken, 'test-locker': provider('Test Locker') });
      await button('test-locker');
      await waitFor(() => expect(slot('test-pay')).toBeNull());
    });
  });

  it('bad express props: the console names the widget, data-props.express and the path; the form works on without the buttons', async () => {
    expectConsoleError(/^projector-form: data-props\.express\.providers\.1\.parcelLocker: expected boolean, got string \(no express checkout buttons\)$/);
    const harness = open(SIZES, { edit: (html) => html.replace('"parcelLocker":true', '"parcelLocker":"yes"') });
    register(harness, { 'test-pay': provider('Test Pay'), 'test-locker': provider('Test Locker') });
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(expect.stringContaining('data-props.express')));
    await waitFor(() => expect(q('.sf-projector-form__add')).not.toBeNull());
    expect(markerState(marker())).toBe('mounted');
    expect(q('.sf-express')).toBeNull();
  });
});
