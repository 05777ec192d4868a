// projector-form variants / multi-versions through the real loader (spec §2.1, §2.10, §3.11, §4.8,
// §5.7, §7.5): dependent and conflict states, the conflict blocking the basket, switching by link
// and in place (src/core/page-swap.ts), and the history rule.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProduct, PROJECTOR_CASES as C } from '../../fixtures/data/index.ts';
import { defaultConfig } from '../../fixtures/pages/layout.ts';
import { projectorFormHtml } from '../../fixtures/pages/product-page.ts';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
/** The shop, with a switch that makes the partial page load (set_render) answer 500. */
let shop: Shop;
let failSwap = false;

beforeEach(() => {
  const real = createShop({ singleSession: true });
  failSwap = false;
  shop = { ...real, handle: (req) => (failSwap && req.url.includes('set_render') ? Promise.resolve(new Response('down', { status: 500 })) : real.handle(req)) };
  history.replaceState(null, '', '/product/start');
});

afterEach(() => {
  h?.stop();
  h = undefined;
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const marker = () => document.querySelector<HTMLElement>('[data-widget="projector-form"]')!;
const q = <T extends Element = HTMLElement>(sel: string) => marker().querySelector<T>(sel);
const chip = (name: string) => [...marker().querySelectorAll<HTMLButtonElement>('.sf-projector-form__chip')].find((b) => b.textContent === name)!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function page(id: number, variantSwitch: 'link' | 'reload'): string {
  return `<nav data-swap-region="breadcrumbs"><span aria-current="page">start</span></nav>
<article data-swap-region="content"><h1>start</h1>${projectorFormHtml(getProduct(id)!, variantSwitch)}</article>`;
}

async function open(id: number, o: { variantSwitch?: 'link' | 'reload'; language?: string } = {}) {
  const config = { ...defaultConfig('projector', 'n0nce', o.language ?? 'pl'), page: { type: 'projector', productId: id } };
  h = startWidgets(page(id, o.variantSwitch ?? 'link'), { config, shop });
  await h.ready;
  expect(markerState(marker())).toBe('mounted');
  await waitFor(() => expect(q('.sf-dropdown')).not.toBeNull());
  return h;
}

describe('variant states (§4.8)', () => {
  it('selected, available, dependent and disabled values; names carry the state', async () => {
    await open(C.multiversionA); // czarny / skóra
    expect(chip('czarny').getAttribute('aria-pressed')).toBe('true');
    expect(chip('brązowy').dataset.state).toBe('available');
    expect(chip('beżowy').dataset.state).toBe('dependent'); // only as zamsz
    expect(chip('beżowy').getAttribute('aria-label')).toBe('beżowy (zmieni pozostałe opcje)');
    expect(chip('zielony').disabled).toBe(true);
    expect(q('.sf-projector-form__conflict')).toBeNull();
  });
});

describe('switching by link', () => {
  it('an available value opens its product page, after asking the legacy endpoint for the groups', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const h = await open(C.multiversionA);
    chip('brązowy').click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(location.origin + '/product/1022'));
    expect(h.requests).toContain(
      'GET /ajax/projector.php?product=1020&get=multiversions&multiversions%5Bselected%5D=102%2C201&multiversions%5Blast_selected%5D=102',
    );
  });

  it('a dependent value opens the product that changes one other choice', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await open(C.multiversionDependent); // czarny / mały / płótno
    chip('duży').click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(location.origin + '/product/1027'));
  });
});

describe("the answer's addresses are server text (§2.10)", () => {
  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'https://evil.example/product/1022', '//evil.example/product/1022'])(
    'a multiversions url %j is not followed, in either switch mode: the console names it and the form stays',
    async (bad) => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const real = shop.handle;
      shop = {
        ...shop,
        handle: async (req) => {
          const res = await real(req);
          if (!req.url.includes('get=multiversions')) return res;
          const text = (await res.text()).replace(/"url":"[^"]*"/g, '"url":' + JSON.stringify(bad));
          return new Response(text, { status: res.status, headers: res.headers });
        },
      };
      for (const variantSwitch of ['link', 'reload'] as const) {
        errors.mockClear();
        await open(C.multiversionA, { variantSwitch });
        chip('brązowy').click();
        await waitFor(() =>
          expect(errors).toHaveBeenCalledWith(
            expect.stringMatching(/^projector-form: the multiversions answer's url for product 1022 is not a page of this shop: /),
          ),
        );
        expect(assign).not.toHaveBeenCalled();
        expect(h!.requests.filter((r) => r.includes('set_render'))).toEqual([]);
        expect(markerState(marker())).toBe('mounted');
        h!.stop();
        h = undefined;
      }
    },
  );
});

describe('conflict (§4.8, §5.7)', () => {
  it('a value that needs two changes is a conflict: the message shows and the product cannot be added', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const h = await open(C.multiversionTwoChanges); // czarny / mały / skóra
    expect(chip('duży').dataset.state).toBe('conflict');
    chip('duży').click();
    await waitFor(() => expect(q('.sf-projector-form__conflict')?.textContent).toBe('Produkt w wybranej konfiguracji nie istnieje. Wybierz inny wariant.'));
    expect(chip('duży').getAttribute('aria-pressed')).toBe('true');
    q<HTMLButtonElement>('.sf-projector-form__add')!.click();
    await waitFor(() =>
      expect(q('.sf-projector-form__buy [role="alert"]')!.textContent).toBe('Produkt w wybranej konfiguracji nie istnieje. Wybierz inny wariant.'),
    );
    await sleep(50);
    expect(h.requests.filter((r) => r.includes('addProductsToBasket'))).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    // From the conflict, czerwony has a product that keeps all but one choice (1027: płótno, not skóra).
    chip('czerwony').click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(location.origin + '/product/1027'));
  });

  it('Italian: the §5.7 text verbatim', async () => {
    await open(C.multiversionTwoChanges, { language: 'it' });
    chip('duży').click();
    await waitFor(() =>
      expect(q('.sf-projector-form__conflict')?.textContent).toBe("Il prodotto con la configurazione selezionata non esiste. Scegli un'altra variante."),
    );
  });
});

describe('switching in place (§2.1, variantSwitch "reload")', () => {
  it('fetches set_render=content,head, swaps the regions, pushes the URL; the new form mounts for the new product', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const h = await open(C.multiversionA, { variantSwitch: 'reload' });
    const loaded: unknown[] = [];
    h.bus.on('page:loaded', (p) => loaded.push(p));
    chip('brązowy').click();
    await waitFor(() => expect(location.pathname).toBe('/product/1022'));
    expect(h.requests.filter((r) => r.includes('set_render'))).toEqual(['GET /product/1022?set_render=content%2Chead']);
    expect(assign).not.toHaveBeenCalled();
    expect(document.querySelector('[data-swap-region="content"] h1')!.textContent).toBe(getProduct(1022)!.name);
    expect(document.querySelector('[data-swap-region="breadcrumbs"] [aria-current="page"]')!.textContent).toBe(getProduct(1022)!.name);
    expect(document.title).toContain(getProduct(1022)!.name);
    expect(loaded).toEqual([{ url: location.origin + '/product/1022' }]);
    // The loader's observer mounts the new marker; its form belongs to the new product.
    await waitFor(() => expect(markerState(marker())).toBe('mounted'));
    await waitFor(() => expect(chip('brązowy').getAttribute('aria-pressed')).toBe('true'));
    expect(q<HTMLInputElement>('input[name="product"]')!.value).toBe('1022');
  });

  it('a failed fetch navigates to the variant in full', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await open(C.multiversionA, { variantSwitch: 'reload' });
    failSwap = true;
    chip('brązowy').click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(location.origin + '/product/1022'));
    expect(location.pathname).toBe('/product/start');
  });

  it('back / forward to another path than the product shown reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await open(C.multiversionA, { variantSwitch: 'reload' });
    chip('brązowy').click();
    await waitFor(() => expect(location.pathname).toBe('/product/1022'));
    // A hash change on the same product (the tabs' anchors) is no reason to reload.
    history.pushState(null, '', '/product/1022#opinions');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).not.toHaveBeenCalled();
    history.replaceState(null, '', '/product/1020');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
