// omnibus-price through the real loader, answered by the development shop in-process.
import { afterEach, describe, expect, it } from 'vitest';
import { omnibusCases, projectorProduct } from '../../fixtures/data/index.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
});

const attr = (v: unknown) => JSON.stringify(v).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

function inlineMarker(productId: number, extra: Record<string, unknown> = {}, when = 'load') {
  const p = projectorProduct(productId)!;
  const size = p.sizes[0]!;
  const props = { priceType: 'gross', sizes: [{ id: size.id }], unit: { sellBy: p.unit.sellBy }, price: size.price, ...extra };
  return `<div class="tile" data-widget="omnibus-price" data-when="${when}" data-props='${attr(props)}'><p class="fallback">server ${productId}</p></div>`;
}

describe('omnibus-price on listings (inline §3.10 data)', () => {
  it.each(omnibusCases.map((c) => [c.key, c.productId] as const))('renders flags %s for product %i', async (key, productId) => {
    h = startWidgets(inlineMarker(productId), { config: { language: 'pl' } });
    const detail = await h.ready;
    const marker = document.querySelector('[data-widget]')!;
    expect(detail.mounted).toEqual(['omnibus-price']);
    expect(markerState(marker)).toBe('mounted');
    const box = marker.querySelector('.sf-omnibus');
    if (key === 'none') {
      expect(box).toBeNull();
      return;
    }
    expect(box?.getAttribute('data-flags')?.split(' ').join('+')).toBe(key);
    expect(marker.querySelector('.fallback')).toBeNull();
    expect(marker.textContent).toContain('Najniższa cena z 30 dni przed obniżką');
    // Inline data needs no request at all.
    expect(h.requests).toEqual([]);
  });

  it('uses the label texts of the shop language (Italian)', async () => {
    const bargain = omnibusCases.find((c) => c.key === 'omnibus')!;
    const promo = omnibusCases.find((c) => c.flags.higher && !c.flags.newPrice && !c.flags.code)!;
    const code = omnibusCases.find((c) => c.flags.code && !c.flags.codeShort)!;
    h = startWidgets(inlineMarker(bargain.productId) + inlineMarker(promo.productId) + inlineMarker(code.productId), { config: { language: 'it' } });
    await h.ready;
    const texts = [...document.querySelectorAll('.sf-omnibus__label')].map((e) => e.textContent);
    expect(texts).toEqual(['Affare', 'Offerta speciale', 'Un codice sconto']);
    expect(document.querySelector('.sf-omnibus__without-code')?.textContent).toMatch(/^Prezzo senza codice: /);
    expect(document.body.textContent).toContain('Prezzo più basso negli ultimi 30 giorni prima dello sconto');
  });

  it('reads net prices when priceType is net', async () => {
    const c = omnibusCases.find((x) => x.key === 'omnibus')!;
    const size = projectorProduct(c.productId)!.sizes[0]!;
    h = startWidgets(inlineMarker(c.productId, { priceType: 'net' }));
    await h.ready;
    expect(document.querySelector('.sf-omnibus__price')?.textContent).toBe(size.price.omnibusPrice!.net.formatted);
    expect(size.price.omnibusPrice!.net.formatted).not.toBe(size.price.omnibusPrice!.gross.formatted);
  });

  it('shows the percent only when the shop does not hide percentage discounts (§9.4 default hides)', async () => {
    const c = omnibusCases.find((x) => x.key === 'omnibus')!;
    h = startWidgets(inlineMarker(c.productId));
    await h.ready;
    expect(document.querySelector('.sf-omnibus__percent')).toBeNull();
    h.stop();
    h = startWidgets(inlineMarker(c.productId), { config: { omnibus: { hidePercentageDiscounts: false } } });
    await h.ready;
    expect(document.querySelector('.sf-omnibus__percent')?.textContent?.trim()).toMatch(/^[+-]?\d+%$/);
  });
});

describe('omnibus-price on the product page (Projector section)', () => {
  const product = projectorProduct(1001)!;
  const page = (props = '{"source":"projector"}') =>
    `<div id="omni" data-widget="omnibus-price" data-when="load" data-props='${props}'><p class="fallback">server price</p></div>`;

  it('reads the selected size from one bulk request and follows product:size-selected', async () => {
    h = startWidgets(page(), { config: { page: { type: 'projector', productId: 1001 } } });
    await h.ready;
    const selected = product.sizes.find((s) => s.selected) ?? product.sizes[0]!;
    await waitFor(() => expect(document.querySelector('.sf-omnibus__price')?.textContent).toBe(selected.price.omnibusPrice!.gross.formatted));
    expect(h.requests.filter((r) => r.includes('/ajax/get.php'))).toHaveLength(1);

    const other = product.sizes.find(
      (s) => s.id !== selected.id && s.price.omnibusPrice && s.price.omnibusPrice.gross.formatted !== selected.price.omnibusPrice?.gross.formatted,
    )!;
    h.api.emit('product:size-selected', { productId: 1001, sizeId: other.id });
    await waitFor(() => expect(document.querySelector('.sf-omnibus__price')?.textContent).toBe(other.price.omnibusPrice!.gross.formatted));
    // Another product's size choice is not ours.
    h.api.emit('product:size-selected', { productId: 999999, sizeId: selected.id });
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelector('.sf-omnibus__price')?.textContent).toBe(other.price.omnibusPrice!.gross.formatted);
  });

  it('keeps the server markup while the section loads', async () => {
    h = startWidgets(page(), { config: { page: { type: 'projector', productId: 1001 } }, fault: 'slow:150@/ajax/get.php' });
    await new Promise((r) => setTimeout(r, 60));
    expect(document.querySelector('#omni .fallback')?.textContent).toBe('server price');
    await waitFor(() => expect(document.querySelector('#omni .sf-omnibus')).not.toBeNull());
    expect(document.querySelector('#omni .fallback')).toBeNull();
  });

  it('the README example ({"source":"projector"}) on a page whose config has no productId fails loudly', async () => {
    expectConsoleError(/^omnibus-price: needs config page\.productId to read the Projector section/);
    h = startWidgets(page(), { config: { page: { type: 'projector' } } });
    const detail = await h.ready;
    expect(detail.failed).toEqual(['omnibus-price']);
    expect(markerState(document.querySelector('#omni'))).toBe('error');
    expect(document.querySelector('#omni .fallback')?.textContent).toBe('server price');
    // Nothing is fetched for a product the page never named; the failure is reported once.
    expect(h.requests.filter((r) => r.includes('/ajax/get.php'))).toEqual([]);
    await waitFor(() => expect(h!.requests.filter((r) => r.includes('JSerror=omnibus-price'))).toHaveLength(1));
  });

  it.each([
    ['a malformed answer', 'malformed@/ajax/get.php', /omnibus-price: \/ajax\/get\.php: the answer is not valid JSON/],
    ['a server error', '500@/ajax/get.php', /omnibus-price: \/ajax\/get\.php: the server answered 500/],
  ])('restores the server markup on %s', async (_, fault, message) => {
    expectConsoleError(message);
    h = startWidgets(page(), { config: { page: { type: 'projector', productId: 1001 } }, fault });
    await waitFor(() => expect(markerState(document.querySelector('#omni'))).toBe('error'));
    expect(document.querySelector('#omni .fallback')?.textContent).toBe('server price');
  });
});
