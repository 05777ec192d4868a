// store-stock through the real loader against the development shop in-process (spec §2.10,
// §3.17, §7.4, §8.4): the trigger follows `product:size-selected`; the dialog asks
// sizeAvailability under its label; ∞ for strictQuantity -1; the empty message; contact links.
// The map is switched off here (Leaflet runs in the browser tests: test/e2e/store-stock.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
  document.querySelectorAll('.sf-modal').forEach((m) => m.parentElement?.remove());
});

const attr = (v: unknown) => JSON.stringify(v).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const page = (props: Record<string, unknown> = {}) =>
  `<div id="ss" data-widget="store-stock" data-when="load" data-props='${attr({ productId: 1001, map: false, ...props })}'><a href="/stores">server link</a></div>`;
const root = () => document.getElementById('ss')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function open(harness: Harness) {
  await harness.ready;
  const button = await waitFor(() => root().querySelector<HTMLButtonElement>('.sf-store-stock__trigger')!);
  button.click();
  return waitFor(() => {
    const d = dialog();
    if (!d?.querySelector('.sf-store-stock__status')) throw new Error('dialog not ready');
    return d;
  });
}

describe('store-stock (§2.10 store stocks dialog)', () => {
  it('without a size says "Aby sprawdzić dostępność wybierz rozmiar", and follows product:size-selected', async () => {
    h = startWidgets(page());
    await h.ready;
    const hint = await waitFor(() => root().querySelector('.sf-store-stock__hint')!);
    expect(hint.textContent).toBe('Aby sprawdzić dostępność wybierz rozmiar');
    // No request before the dialog opens.
    expect(h.requests.filter((r) => r.includes('/graphql'))).toEqual([]);
    h.bus.emit('product:size-selected', { productId: 1002, sizeId: 'M' }); // another product: ignored
    await new Promise((r) => setTimeout(r, 20));
    expect(root().querySelector('.sf-store-stock__hint')).not.toBeNull();
    h.bus.emit('product:size-selected', { productId: 1001, sizeId: 'M' });
    await waitFor(() => expect(root().querySelector('.sf-store-stock__hint')).toBeNull());
  });

  it('asks sizeAvailability as ?mutation=projectorFormSizeAvailability, once per page', async () => {
    h = startWidgets(page({ sizeId: 'M' }));
    const d = await open(h);
    expect(h.requests.filter((r) => r.includes('/graphql'))).toEqual(['POST /graphql/v1/?mutation=projectorFormSizeAvailability']);
    expect(d.querySelector('.sf-store-stock__count')!.textContent).toMatch(/^Dostępny w \d+ sklepach$/);
  });

  // The shop's answer cut to one store per size: the count reads as one store, in each language.
  const oneStore = async (url: string, res: Response) => {
    if (!url.includes('SizeAvailability')) return res;
    const body = (await res.json()) as { data: { sizeAvailability: Array<{ productSizeAvailableInStocks: unknown[] | null }> } };
    for (const size of body.data.sizeAvailability) size.productSizeAvailableInStocks = size.productSizeAvailableInStocks?.slice(0, 1) ?? null;
    return Response.json(body, { status: res.status });
  };
  it.each([
    ['pl', 'Dostępny w 1 sklepie'],
    ['it', 'Disponibile in 1 negozio'],
    ['en', 'Available in 1 store'],
  ])('the count uses plural forms: one store in %s reads "%s"', async (language, text) => {
    h = startWidgets(page({ sizeId: 'M' }), { config: { language }, answer: oneStore });
    const d = await open(h);
    expect(d.querySelectorAll('.sf-store-stock__store')).toHaveLength(1);
    expect(d.querySelector('.sf-store-stock__count')!.textContent).toBe(text);
  });

  it('strictQuantity -1 shows ∞; other stores show the quantity with the unit', async () => {
    h = startWidgets(page({ sizeId: 'M' }));
    const d = await open(h);
    const q = [...d.querySelectorAll('.sf-store-stock__quantity')].map((e) => e.textContent);
    expect(q).toContain('∞ szt.');
    expect(q.some((t) => /^\d+ szt\.$/.test(t ?? ''))).toBe(true);
  });

  it('a size without store stock shows the §8.4 message', async () => {
    h = startWidgets(page({ sizeId: 'L' }));
    const d = await open(h);
    expect(d.querySelector('.sf-store-stock__message')!.textContent).toBe(
      'Produkt w wybranym rozmiarze nie jest dostępny w sklepie stacjonarnym, sprawdź inny rozmiar',
    );
    expect(d.querySelectorAll('.sf-store-stock__store')).toHaveLength(0);
  });

  it('a status icon that is not http(s) or relative never reaches <img src>', async () => {
    h = startWidgets(page({ sizeId: 'S' }));
    // The shop answers with a hostile icon for the first store; the others keep theirs.
    const shopFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const res = await shopFetch(input, init);
      if (!String(input instanceof Request ? input.url : input).includes('SizeAvailability')) return res;
      const body = (await res.text()).replace(/"icon":"[^"]*"/, '"icon":"javascript:alert(1)"');
      return new Response(body, { status: res.status, headers: res.headers });
    };
    const d = await open(h);
    const toggles = [...d.querySelectorAll<HTMLButtonElement>('.sf-store-stock__toggle')];
    for (const t of toggles.slice(0, 2)) t.click();
    await waitFor(() => expect(d.querySelectorAll('.sf-store-stock__availability')).toHaveLength(2));
    const icons = [...d.querySelectorAll<HTMLElement>('.sf-store-stock__availability')].map((p) => p.querySelector('img')?.getAttribute('src') ?? null);
    expect(icons[0]).toBeNull();
    expect(icons[1]).toMatch(/^(\/|https?:)/);
  });

  it('an expanded store shows address, contact links and seven weekdays', async () => {
    h = startWidgets(page({ sizeId: 'S' }));
    const d = await open(h);
    const toggle = d.querySelector<HTMLButtonElement>('.sf-store-stock__toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details.hidden).toBe(false);
    expect(details.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(details.querySelector('a[href^="mailto:"]')).not.toBeNull();
    expect(details.querySelectorAll('.sf-store-stock__hours tbody tr')).toHaveLength(7);
    expect(details.querySelector('.sf-store-stock__hours')!.textContent).toContain('poniedziałek');
  });
});
