// The page's bars and banners through the real loader (happy-dom, spec §2.8, §4.6, §9.7):
// a closed bar is gone for good (localStorage "closedBars"), an empty container goes, the bars stick
// from view type 3; a closed banner sets its cookie for a day and stays away while it exists; the
// free-shipping banner turns active when toShippingFree is 0 and follows the basket. A storage that
// throws never breaks the bars.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../helpers/widget-setup.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { registry } from '../../widgets/registry.ts';

let h: Harness | undefined;
/** The chrome widgets load when the page is idle: after `storefront:ready`, until none is loading. */
const settled = () => waitFor(() => expect(document.querySelector('[data-widget-state="loading"]')).toBeNull());
const cookieWrites: string[] = [];

beforeEach(() => {
  localStorage.clear();
  for (const name of ['rabateCode_clicked', 'freeeshipping_clicked']) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  cookieWrites.length = 0;
  // What the widgets write, expiry included (document.cookie reads back names and values only).
  let proto: object | null = document;
  let native: PropertyDescriptor | undefined;
  while (proto && !(native = Object.getOwnPropertyDescriptor(proto, 'cookie'))) proto = Object.getPrototypeOf(proto);
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native!.get!.call(document),
    set: (v: string) => {
      cookieWrites.push(v);
      native!.set!.call(document, v);
    },
  });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});
afterEach(() => {
  h?.stop();
  h = undefined;
  delete (document as { cookie?: string }).cookie;
  vi.restoreAllMocks();
  localStorage.clear();
});

const BARS = `<div id="top" data-widget="page-bars" data-props='{"position":"top"}'>
  <div class="bar" data-bar-id="sale" id="sale"><p>Sale</p><button type="button" data-bar-close aria-label="Close: sale">×</button></div>
  <div class="bar" data-bar-id="xmas" id="xmas"><p>Xmas</p><button type="button" data-bar-close aria-label="Close: xmas">×</button></div>
</div>
<p id="after">Page</p>`;
const close = (id: string) => document.querySelector<HTMLButtonElement>(`#${id} [data-bar-close]`)!;

async function mountBars(html = BARS) {
  h = startWidgets(html, { config: { language: 'pl' } });
  await h.ready;
  await settled();
}

describe('page-bars (§4.6)', () => {
  it('mounts in place, without a portal: React listens to no event on its marker (a widget that renders does)', async () => {
    await mountBars(BARS + '<div id="toasts" data-widget="toasts"></div>');
    await waitFor(() => expect(markerState(document.getElementById('toasts'))).toBe('mounted'));
    // React marks each container it listens on with an own "_reactListening…" property.
    const listened = (id: string) => Object.keys(document.getElementById(id)!).some((key) => key.startsWith('_reactListening'));
    expect(listened('toasts')).toBe(true);
    expect(markerState(document.getElementById('top'))).toBe('mounted');
    expect(listened('top')).toBe(false);
    close('sale').click();
    expect(document.getElementById('sale')).toBeNull();
  });

  it('closing a bar removes it, stores its id under "closedBars", and the focus moves to the next bar', async () => {
    await mountBars();
    expect(markerState(document.getElementById('top'))).toBe('mounted');
    close('sale').focus();
    close('sale').click();
    expect(document.getElementById('sale')).toBeNull();
    expect(JSON.parse(localStorage.getItem('closedBars')!)).toEqual(['sale']);
    expect(document.activeElement).toBe(close('xmas'));
    // The last bar closed: its container goes too.
    close('xmas').click();
    expect(JSON.parse(localStorage.getItem('closedBars')!)).toEqual(['sale', 'xmas']);
    expect(document.getElementById('top')).toBeNull();
    expect(document.getElementById('after')).not.toBeNull();
  });

  it('a later page removes the bars stored as closed, and a container left empty', async () => {
    localStorage.setItem('closedBars', JSON.stringify(['xmas', 'elsewhere']));
    await mountBars();
    expect(document.getElementById('xmas')).toBeNull();
    expect(document.getElementById('sale')).not.toBeNull();
    h!.stop();
    localStorage.setItem('closedBars', JSON.stringify(['xmas', 'sale']));
    await mountBars();
    expect(document.getElementById('top')).toBeNull();
  });

  it("closed bars and banners go at the loader's scan, before any widget code has loaded (nothing paints and then moves)", () => {
    localStorage.setItem('closedBars', JSON.stringify(['xmas']));
    document.cookie = 'rabateCode_clicked=1; path=/';
    const never = () => new Promise<never>(() => {});
    h = startWidgets(
      BARS +
        '<div id="code" data-widget="discount-banner"><button data-banner-close>×</button></div><div id="ship" data-widget="free-shipping-banner"><p data-free-shipping>x</p></div>',
      {
        config: { language: 'pl' },
        registry: {
          'page-bars': { ...registry['page-bars']!, load: never },
          'discount-banner': { ...registry['discount-banner']!, load: never },
          'free-shipping-banner': { ...registry['free-shipping-banner']!, load: never },
        },
      },
    );
    // startWidgets has run the first scan, synchronously.
    expect(document.getElementById('xmas')).toBeNull();
    expect(document.getElementById('sale')).not.toBeNull();
    expect(document.getElementById('code')).toBeNull();
    expect(markerState(document.getElementById('ship'))).toBe('loading');
  });

  it('a storage that throws at the scan leaves every bar in place', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    h = startWidgets(BARS, { config: { language: 'pl' }, registry: { 'page-bars': { ...registry['page-bars']!, load: () => new Promise<never>(() => {}) } } });
    expect(document.getElementById('sale')).not.toBeNull();
    expect(document.getElementById('xmas')).not.toBeNull();
  });

  it('a widget the shop switched off keeps its markup as served', () => {
    localStorage.setItem('closedBars', JSON.stringify(['xmas', 'sale']));
    h = startWidgets(BARS, { config: { language: 'pl', widgets: { disabled: ['page-bars'] } } });
    expect(document.getElementById('xmas')).not.toBeNull();
    expect(markerState(document.getElementById('top'))).toBe('disabled');
  });

  it('an empty container is removed', async () => {
    await mountBars(
      '<div id="bottom" data-widget="page-bars" data-props=\'{"position":"bottom"}\'>\n </div><div id="m" data-widget="discount-banner"><p>Code</p></div>',
    );
    await waitFor(() => expect(markerState(document.getElementById('m'))).toBe('mounted'));
    expect(document.getElementById('bottom')).toBeNull();
  });

  it('stored junk reads as nothing closed, and a storage that throws never stops a bar from closing', async () => {
    localStorage.setItem('closedBars', '{not json');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await mountBars();
    expect(document.getElementById('sale')).not.toBeNull();
    close('sale').click();
    expect(document.getElementById('sale')).toBeNull();
    expect(document.getElementById('xmas')).not.toBeNull();
  });

  it('sticks to the window from view type 3 (position sticky), and follows the view type', async () => {
    await mountBars();
    const top = document.getElementById('top')!;
    expect(top.dataset.barsFixed).toBe('top');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(top.dataset.barsFixed).toBeUndefined());
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1000 });
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(top.dataset.barsFixed).toBe('top'));
  });

  it('`fixed: false` keeps the bars in the flow; bad props name the widget and the attribute, and the bars stay', async () => {
    expectConsoleError(/page-bars: data-props\.position: expected one of "top" \| "bottom"/);
    await mountBars(`<div id="a" data-widget="page-bars" data-props='{"fixed":false}'><div data-bar-id="x"><button data-bar-close>×</button></div></div>
      <div id="b" data-widget="page-bars" data-props='{"position":"left"}'><div data-bar-id="y" id="y">Y</div></div>`);
    expect(markerState(document.getElementById('a'))).toBe('mounted');
    expect(document.getElementById('a')!.dataset.barsFixed).toBeUndefined();
    await waitFor(() => expect(markerState(document.getElementById('b'))).toBe('error'));
    expect(document.getElementById('y')).not.toBeNull();
  });
});

const DISCOUNT = '<div id="code" data-widget="discount-banner"><p>Kod RABAT10</p><button type="button" data-banner-close aria-label="Zamknij">×</button></div>';
const SHIPPING = `<div id="ship" data-widget="free-shipping-banner"><p id="state" data-free-shipping>Brakuje <b data-free-shipping-amount>?</b></p>
  <button type="button" data-banner-close aria-label="Zamknij">×</button></div>`;

describe('the banners (§4.6, §9.7)', () => {
  it('closing the discount-code banner sets rabateCode_clicked for 1 day; while it exists the banner is removed', async () => {
    h = startWidgets(DISCOUNT, { config: { language: 'pl' } });
    await h.ready;
    await settled();
    expect(markerState(document.getElementById('code'))).toBe('mounted');
    const before = Date.now();
    document.querySelector<HTMLButtonElement>('#code [data-banner-close]')!.click();
    expect(document.getElementById('code')).toBeNull();
    const written = cookieWrites.find((c) => c.startsWith('rabateCode_clicked='))!;
    const expires = Date.parse(/expires=([^;]+)/.exec(written)![1]!);
    expect(expires - before).toBeGreaterThan(86_400_000 - 60_000);
    expect(expires - before).toBeLessThan(86_400_000 + 60_000);
    expect(written).toContain('path=/');
    h.stop();
    h = startWidgets(DISCOUNT + '<p id="rest">Rest</p>', { config: { language: 'pl' } });
    await h.ready;
    await settled();
    expect(document.getElementById('code')).toBeNull();
    expect(document.getElementById('rest')).not.toBeNull();
  });

  it("closing the free-shipping banner sets freeeshipping_clicked (the spec's spelling) for 1 day", async () => {
    h = startWidgets(SHIPPING, { config: { language: 'pl' } });
    await waitFor(() => expect(markerState(document.getElementById('ship'))).toBe('mounted'));
    document.querySelector<HTMLButtonElement>('#ship [data-banner-close]')!.click();
    expect(document.getElementById('ship')).toBeNull();
    expect(cookieWrites.some((c) => /^freeeshipping_clicked=1; path=\/; SameSite=Lax; expires=/.test(c))).toBe(true);
    h.stop();
    h = startWidgets(SHIPPING + DISCOUNT, { config: { language: 'pl' } });
    await waitFor(() => expect(markerState(document.getElementById('code'))).toBe('mounted'));
    expect(document.getElementById('ship')).toBeNull();
  });

  it('the free-shipping element is active when toShippingFree equals 0, and follows the basket', async () => {
    let toShippingFree: unknown = 120.5;
    h = startWidgets(SHIPPING, {
      config: { language: 'pl' },
      answer: async (url, res) => {
        if (!url.includes('/ajax/get.php')) return res;
        const body = await res.json();
        body.Basket = { ...body.Basket, toShippingFree, toShippingFree_formatted: toShippingFree === 0 ? '0,00 zł' : '120,50 zł' };
        return Response.json(body);
      },
    });
    const state = () => document.getElementById('state')!;
    await waitFor(() => expect(document.querySelector('[data-free-shipping-amount]')!.textContent).toBe('120,50 zł'));
    expect(state().hasAttribute('data-active')).toBe(false);
    toShippingFree = 0;
    await h.api.refresh(['Basket']);
    await waitFor(() => expect(state().hasAttribute('data-active')).toBe(true));
    toShippingFree = '15.00';
    await h.api.refresh(['Basket']);
    await waitFor(() => expect(state().hasAttribute('data-active')).toBe(false));
  });
});

// §2: "order-process pages: the top / bottom bars are not run there". The spec keeps no other
// widget off those pages (the banners of §2.8 / §4.6 are not bars; the forced-region notice of §2
// is kept off place-order, prepaid, order1 and order2, test/widgets/forced-region.test.tsx).
describe('§2: the bars on an order-process page', () => {
  it('are not run: the server markup stays as served (stored bars, empty container, close buttons), the state says skipped, the code never loads, nothing is logged; the banners still run', async () => {
    localStorage.setItem('closedBars', JSON.stringify(['xmas']));
    const load = vi.spyOn(registry['page-bars']!, 'load');
    h = startWidgets(BARS + '<div id="empty" data-widget="page-bars"></div>' + DISCOUNT, { config: { language: 'pl', page: { type: 'order-process' } } });
    await h.ready;
    await settled();
    expect(markerState(document.getElementById('code'))).toBe('mounted');
    expect(markerState(document.getElementById('top'))).toBe('skipped');
    expect(
      h.api
        .widgets()
        .filter((w) => w.name === 'page-bars')
        .map((w) => w.state),
    ).toEqual(['skipped', 'skipped']);
    // Not run at all: no early step (the stored bar and the empty container stay), no close, no sticking.
    expect(document.getElementById('xmas')).not.toBeNull();
    expect(document.getElementById('empty')).not.toBeNull();
    close('sale').click();
    expect(document.getElementById('sale')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('closedBars')!)).toEqual(['xmas']);
    expect(document.getElementById('top')!.dataset.barsFixed).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['main', 'basket', 'place-order', 'order1', 'order2', 'prepaid'])('run on a %s page', async (type) => {
    localStorage.setItem('closedBars', JSON.stringify(['xmas']));
    h = startWidgets(BARS, { config: { language: 'pl', page: { type } } });
    await h.ready;
    await settled();
    expect(markerState(document.getElementById('top'))).toBe('mounted');
    expect(document.getElementById('xmas')).toBeNull();
    expect(document.getElementById('top')!.dataset.barsFixed).toBe('top');
  });
});
