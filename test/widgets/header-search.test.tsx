// header-search through the real loader in happy-dom, answered by the development shop's
// real productsTextSearch resolver in-process (spec §2.3, §3.5, §4.5, §5.6, §7.3, §9.2, §9.7).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
const innerWidth = window.innerWidth;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  h?.stop();
  h = undefined;
  Object.defineProperty(window, 'innerWidth', { value: innerWidth, configurable: true, writable: true });
});

// The header's marker exactly as the development shop renders it (fixtures/pages/layout.ts).
const marker = (props: string | null = '{"minLength":2}', when = 'load', value = '') => `
<div class="shop-search-widget" data-widget="header-search" data-when="${when}"${props === null ? '' : ` data-props='${props}'`}>
  <form class="shop-search" action="/search.php" method="get" role="search">
    <label class="shop-search__label" for="shop-search-text">Szukaj w sklepie</label>
    <input class="shop-search__input" id="shop-search-text" type="search" name="text" value="${value}" autocomplete="off" placeholder="np. sukienka żółta">
    <button class="shop-search__submit" type="submit">Szukaj</button>
  </form>
</div>
<p id="outside">outside</p>`;

const input = () => document.querySelector<HTMLInputElement>('[data-widget="header-search"] input[name="text"]')!;
const list = () => document.querySelector<HTMLElement>('[role="listbox"]')!;
const popup = () => document.querySelector<HTMLElement>('.sf-header-search__popup')!;
const searches = () => h!.requests.filter((r) => r.includes('productsTextSearch'));
const isOpen = () => !popup().hidden && input().getAttribute('aria-expanded') === 'true';

function type(value: string) {
  const el = input();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
function key(k: string) {
  const e = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  input().dispatchEvent(e);
  return e;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function mount(html = marker(), config: Record<string, unknown> = { language: 'pl' }, fault?: string) {
  h = startWidgets(html, { config, fault });
  await h.ready;
  expect(markerState(document.querySelector('[data-widget="header-search"]'))).toBe('mounted');
}

async function search(text: string) {
  type(text);
  await waitFor(() => expect(isOpen() && list().dataset['query'] === text).toBe(true));
}

describe('header-search', () => {
  it('replaces the server form with its own real form, reusing its classes and texts', async () => {
    await mount();
    const form = document.querySelector('[data-widget="header-search"] form')!;
    expect(document.querySelectorAll('[data-widget="header-search"] form')).toHaveLength(1);
    expect(form.getAttribute('action')).toBe('/search.php');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.className).toContain('shop-search');
    expect(input().id).toBe('shop-search-text');
    expect(document.querySelector('label[for="shop-search-text"]')?.textContent).toBe('Szukaj w sklepie');
    expect(input().placeholder).toBe('np. sukienka żółta');
    // combobox pattern
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(input().getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
  });

  it('takes over what was typed into the server input before mounting: value, focus and caret', async () => {
    h = startWidgets(marker('{"minLength":2}', 'idle'), { config: { language: 'pl' } });
    const server = document.getElementById('shop-search-text') as HTMLInputElement;
    server.focus();
    server.value = 'kurtka zim';
    server.setSelectionRange(3, 5);
    await h.ready;
    await waitFor(() => expect(markerState(document.querySelector('[data-widget="header-search"]'))).toBe('mounted'));
    const mine = input();
    expect(mine).not.toBe(server);
    expect(server.isConnected).toBe(false);
    expect(mine.value).toBe('kurtka zim');
    expect(document.activeElement).toBe(mine);
    expect([mine.selectionStart, mine.selectionEnd]).toEqual([3, 5]);
    // The shopper was typing: the suggestions for the taken-over text follow.
    await waitFor(() => expect(list().dataset['query']).toBe('kurtka zim'));
    expect(searches()).toHaveLength(1);
  });

  it('a prefilled but unfocused server value is kept without searching', async () => {
    await mount(marker('{"minLength":2}', 'load', 'sukienka'));
    expect(input().value).toBe('sukienka');
    await sleep(600);
    expect(searches()).toEqual([]);
  });

  it('debounces typing (500 ms) and sends one productsTextSearch with limit 6', async () => {
    await mount();
    type('ku');
    await sleep(200);
    type('kur');
    await sleep(200);
    type('kurtka');
    await sleep(300);
    expect(searches()).toEqual([]);
    expect(document.querySelector('.sf-header-search--loading')).not.toBeNull();
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(searches()).toEqual(['POST /graphql/v1/?query=productsTextSearch']);
    expect(list().dataset['query']).toBe('kurtka');
    const products = list().querySelectorAll('.sf-header-search__group--products [role="option"]');
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(6);
  });

  it('sends nothing below minLength, and uses 4 when the marker configures none (§9.7)', async () => {
    await mount();
    type('k');
    await sleep(600);
    expect(searches()).toEqual([]);
    h!.stop();
    await mount(marker(null));
    type('kur');
    await sleep(600);
    expect(searches()).toEqual([]);
    expect(isOpen()).toBe(false);
    await search('kurt');
    expect(searches()).toHaveLength(1);
  });

  it('shows the groups with labels, products with both images, name and price, menu breadcrumbs', async () => {
    await mount();
    await search('sukienki');
    const groups = [...list().querySelectorAll('[role="group"]')];
    const labels = groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent);
    expect(labels).toEqual(['Produkty', 'Kategorie', 'Popularne wyszukiwania']);
    const product = list().querySelector<HTMLAnchorElement>('.sf-header-search__option--product')!;
    expect(product.getAttribute('href')).toMatch(/^\/product\/\d+$/);
    const imgs = product.querySelectorAll('img');
    expect([...imgs].map((i) => i.getAttribute('src'))).toEqual([expect.stringMatching(/\.png$/), expect.stringMatching(/\?v=2$/)]);
    expect([...imgs].every((i) => i.getAttribute('alt') === '' && !i.hasAttribute('srcset'))).toBe(true);
    expect(product.querySelector('.sf-header-search__price')?.textContent).toMatch(/^\d[\d ]*,\d\d zł$/);
    expect(list().querySelector('.sf-header-search__group--menuNodes [role="option"]')?.textContent).toBe('Odzież / Sukienki');
    const n = list().querySelectorAll('[role="option"]').length;
    expect(document.querySelector('[role="status"]')?.textContent).toBe(`${n} wyników`);
  });

  it('a price of 0 shows "price on phone request" (Italian text of §8.4) and "Mostra tutti"', async () => {
    await mount(marker(), { language: 'it' });
    await search('plaszcz szyty');
    expect(list().querySelector('.sf-header-search__price')?.textContent).toBe('Prezzo su richiesta del telefono');
    expect(document.querySelector('.sf-header-search__show-all')?.textContent).toBe('Mostra tutti');
    expect(document.querySelector('[role="status"]')?.textContent).toMatch(/^\d+ risultat[oi]$/);
  });

  it('net prices when the shop shows net prices', async () => {
    await mount(marker(), { language: 'pl', priceType: 'net' });
    const { searchCatalog } = await import('../../fixtures/data/search.ts');
    const first = searchCatalog('kurtka').products[0]!;
    await search('kurtka');
    expect(list().querySelector('.sf-header-search__price')?.textContent).toBe(first.price.price.net.formatted);
  });

  it('arrow keys move through the options without searching; Enter opens the active option', async () => {
    await mount();
    await search('kurtka');
    const options = [...list().querySelectorAll<HTMLAnchorElement>('[role="option"]')];
    expect(key('ArrowDown').defaultPrevented).toBe(true);
    await waitFor(() => expect(input().getAttribute('aria-activedescendant')).toBe(options[0]!.id));
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    await waitFor(() => expect(input().getAttribute('aria-activedescendant')).toBe(options[1]!.id));
    key('ArrowUp');
    key('ArrowUp');
    await waitFor(() => expect(input().getAttribute('aria-activedescendant')).toBe(options.at(-1)!.id));
    key('ArrowLeft');
    key('ArrowRight');
    key('Shift');
    await sleep(600);
    expect(searches()).toHaveLength(1);
    const clicked: string[] = [];
    document.addEventListener(
      'click',
      (e) => {
        clicked.push((e.target as HTMLAnchorElement).getAttribute('href') ?? '');
        e.preventDefault();
      },
      { once: true },
    );
    expect(key('Enter').defaultPrevented).toBe(true);
    expect(clicked).toEqual([options.at(-1)!.getAttribute('href')]);
  });

  it('Enter without an active option, and "show all", submit the form', async () => {
    await mount();
    await search('kurtka');
    const submits: string[] = [];
    document.querySelector('form')!.addEventListener('submit', (e) => {
      submits.push(new FormData(e.target as HTMLFormElement).get('text') as string);
      e.preventDefault();
    });
    key('Enter');
    document.querySelector<HTMLButtonElement>('.sf-header-search__show-all')!.click();
    expect(submits).toEqual(['kurtka', 'kurtka']);
  });

  it('Escape and a click outside close the suggestions; focus reopens them without a request', async () => {
    await mount();
    await search('kurtka');
    expect(key('Escape').defaultPrevented).toBe(true);
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(input().value).toBe('kurtka');
    key('ArrowDown');
    await waitFor(() => expect(isOpen()).toBe(true));
    document.getElementById('outside')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitFor(() => expect(isOpen()).toBe(false));
    input().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input().focus();
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(searches()).toHaveLength(1);
  });

  it('an answer without rows closes the list and announces it', async () => {
    await mount();
    type('qqqqzzz');
    await waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('Brak wyników dla „qqqqzzz”'));
    expect(isOpen()).toBe(false);
    expect(searches()).toHaveLength(1);
  });

  it.each([
    ['it', 'Nessun risultato per «qqqqzzz»'],
    ['en', 'No results for “qqqqzzz”'],
  ])('no results are announced in %s too', async (language, text) => {
    await mount(marker(), { language });
    type('qqqqzzz');
    await waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe(text));
    expect(isOpen()).toBe(false);
  });

  it("a label the widget adds itself (no server label) uses the bundle's visually-hidden class", async () => {
    await mount(marker().replace(/<label[^>]*>[^<]*<\/label>/, ''));
    const label = document.querySelector<HTMLLabelElement>('[data-widget="header-search"] label')!;
    expect(label.className).toBe('sf-visually-hidden');
    expect(label.htmlFor).toBe(input().id);
    expect(label.textContent).toBe('Szukaj w sklepie');
  });

  it('a failed search closes silently (§7.3): no error, no report, the box keeps working', async () => {
    await mount(marker(), { language: 'pl' }, '500@/graphql');
    type('kurtka');
    await waitFor(() => expect(searches()).toHaveLength(1));
    await sleep(100);
    expect(isOpen()).toBe(false);
    expect(document.querySelector('.sf-header-search--loading')).toBeNull();
    expect(h!.requests.filter((r) => r.includes('JSerror'))).toEqual([]);
    expect(markerState(document.querySelector('[data-widget="header-search"]'))).toBe('mounted');
  });

  it('caches answers in sessionStorage under search_{text}, validated by the same schema', async () => {
    await mount();
    await search('kurtka');
    expect(JSON.parse(sessionStorage.getItem('search_kurtka')!)).toHaveProperty('products');
    await search('kurtk');
    expect(searches()).toHaveLength(2);
    type('kurtka');
    // From the cache: at once, without the debounce and without a request.
    await waitFor(() => expect(list().dataset['query']).toBe('kurtka'));
    expect(searches()).toHaveLength(2);
    // a tampered entry is not trusted
    h!.stop();
    sessionStorage.setItem('search_sweter', JSON.stringify({ products: 'not a list' }));
    await mount();
    await search('sweter');
    expect(searches()).toHaveLength(1);
  });

  it('works with storage disabled (Safari private mode)', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError');
      },
    });
    try {
      await mount();
      await search('kurtka');
      expect(list().querySelectorAll('[role="option"]').length).toBeGreaterThan(0);
    } finally {
      if (original) Object.defineProperty(window, 'sessionStorage', original);
      else delete (window as { sessionStorage?: unknown }).sessionStorage;
    }
  });

  it('renders hostile server text as text and drops script / data URLs (catalog entries found by "xss")', async () => {
    await mount();
    await search('xss');
    const root = document.querySelector('[data-widget="header-search"]')!;
    expect(root.querySelectorAll('script, svg, b, img[onerror], [onload]')).toHaveLength(0);
    expect(root.textContent).toContain('<img src=x onerror="window.__xss=1"> xss produkt');
    const urls = [...root.querySelectorAll('[href], [src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? '');
    expect(urls.filter((u) => !/^(\/|https?:)/i.test(u))).toEqual([]);
    expect(root.querySelectorAll('[srcset]')).toHaveLength(0);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('below 768 px, focus opens the full search mode; Enter in it submits; × closes it', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 400, configurable: true, writable: true });
    await mount();
    input().focus();
    await waitFor(() => expect(document.querySelector('.sf-header-search--full')).not.toBeNull());
    const submits: string[] = [];
    document.querySelector('form')!.addEventListener('submit', (e) => {
      submits.push(new FormData(e.target as HTMLFormElement).get('text') as string);
      e.preventDefault();
    });
    type('kurtka');
    key('Enter');
    expect(submits).toEqual(['kurtka']);
    document.querySelector<HTMLButtonElement>('.sf-header-search__close')!.click();
    await waitFor(() => expect(document.querySelector('.sf-header-search--full')).toBeNull());
  });

  it('on a wide screen focus does not open the full mode', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true, writable: true });
    await mount();
    input().focus();
    await sleep(20);
    expect(document.querySelector('.sf-header-search--full')).toBeNull();
  });

  it('a slow stale answer never replaces a newer one (every render matches the input)', async () => {
    await mount(marker(), { language: 'pl' }, 'slow:300@/graphql');
    const stale: string[] = [];
    const observer = new MutationObserver(() => {
      const q = list().dataset['query'];
      if (isOpen() && q !== input().value.trim()) stale.push(`${q} vs ${input().value}`);
    });
    observer.observe(document.querySelector('[data-widget="header-search"]')!, { subtree: true, childList: true, attributes: true, characterData: true });
    type('kurtka');
    await sleep(560); // the request for "kurtka" is in flight
    type('sweter');
    await waitFor(() => expect(isOpen() && list().dataset['query'] === 'sweter').toBe(true));
    await sleep(400);
    observer.disconnect();
    expect(stale).toEqual([]);
    expect(list().dataset['query']).toBe('sweter');
    expect(searches()).toHaveLength(2);
  });
});
