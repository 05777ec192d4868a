// instalments through the real loader, answered by the development shop in-process
// (spec §2.11, §3.22, §4.11, §5.8, §8.4): the product page follows the bus and the form,
// the basket page opens the provider directly or explains why it cannot.
import { afterEach, describe, expect, it } from 'vitest';
import { INSTALMENT_PARAMS } from '../../fixtures/pages/instalment-provider.ts';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
  document.querySelectorAll('.sf-modal').forEach((m) => m.parentElement?.remove());
});

const ADD = `mutation($p: [ProductInput!]!) { addProductsToBasket(ProductInput: $p) { status error { code message } } }`;
async function addProducts(shop: Shop, p: object[]) {
  const res = await shop.handle(
    new Request(new URL('/graphql/v1/', location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ADD, variables: { p } }),
    }),
  );
  expect(((await res.json()) as { data: { addProductsToBasket: { error: unknown } } }).data.addProductsToBasket.error).toBeNull();
}

const attr = (v: unknown) => JSON.stringify(v).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const marker = (props: Record<string, unknown> = {}) =>
  `<div id="inst" data-widget="instalments" data-when="load" data-props='${attr({ ...INSTALMENT_PARAMS, ...props })}'><p class="fallback"><a href="/instalments/calculator">server link</a></p></div>`;
const productPage = (id: number, qty = '1', props: Record<string, unknown> = {}) =>
  `<form id="projector-form"><input id="qty" type="number" name="number" value="${qty}"></form>${marker(props)}`;
const projector = (productId: number, extra: Record<string, unknown> = {}) => ({ page: { type: 'projector', productId }, ...extra });

const root = () => document.getElementById('inst')!;
const trigger = () => root().querySelector<HTMLElement>('.sf-instalments__trigger');
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const link = () => root().querySelector<HTMLAnchorElement>('a.sf-instalments__trigger');

async function openDialog() {
  const button = await waitFor(() => {
    const b = trigger();
    if (!(b instanceof HTMLButtonElement)) throw new Error('no dialog button');
    return b;
  });
  button.click();
  return waitFor(() => {
    const d = dialog();
    if (!d) throw new Error('no dialog yet');
    return d;
  });
}

async function mounted(harness: Harness) {
  await harness.ready;
  await waitFor(() => expect(root().querySelector('.sf-instalments')).not.toBeNull());
}

describe('instalments on the product page (§4.11)', () => {
  it('below the minimum: a dialog with the product option disabled and the increase hint', async () => {
    h = startWidgets(productPage(1001), { config: projector(1001) });
    await mounted(h);
    expect(markerState(root())).toBe('mounted');
    expect(root().querySelector('.fallback')).toBeNull();
    expect(root().textContent).toContain('Raty Przykład');
    const d = await openDialog();
    expect(d.querySelector('h2')?.textContent).toBe('Kalkulator rat: Raty Przykład');
    const option = d.querySelector<HTMLButtonElement>('button.sf-instalments__go')!;
    expect(option.textContent).toBe('Oblicz raty tylko dla tego produktu');
    expect(option.disabled).toBe(true);
    const hint = document.getElementById(option.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe('Minimalna kwota na raty to 300,00 zł. Zwiększ kwotę o co najmniej 101,00 zł.');
    expect(d.textContent).toContain('Kwota: 199,00 zł');
    // An empty basket offers no "including the basket" option (§2.11).
    expect(d.textContent).not.toContain('z uwzględnieniem wartości koszyka');
  });

  it('follows product:quantity-changed and product:price-changed: the amount is always variant × quantity', async () => {
    h = startWidgets(productPage(1001), { config: projector(1001) });
    await mounted(h);
    expect(link()).toBeNull();
    h.api.emit('product:quantity-changed', { productId: 1001, quantity: 2 });
    await waitFor(() => expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=398.00'));
    expect(link()!.target).toBe('_blank');
    expect(link()!.rel).toBe('noopener');
    expect(link()!.textContent).toBe('Oblicz ratę (otwiera się w nowym oknie)');
    h.api.emit('product:price-changed', { productId: 1001, sizeId: 'XL', priceType: 'gross', value: 219 });
    await waitFor(() => expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=438.00'));
    // Another product's events are not ours.
    h.api.emit('product:quantity-changed', { productId: 9999, quantity: 50 });
    h.api.emit('product:price-changed', { productId: 9999, priceType: 'gross', value: 1 });
    await new Promise((r) => setTimeout(r, 20));
    expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=438.00');
    // Above the maximum: 219 × 10 = 2190 > 2000 → dialog with the decrease hint.
    h.api.emit('product:quantity-changed', { productId: 1001, quantity: 10 });
    const d = await openDialog();
    expect(d.querySelector('.sf-instalments__hint')?.textContent).toBe('Maksymalna kwota na raty to 2 000,00 zł. Zmniejsz kwotę o co najmniej 190,00 zł.');
  });

  it('a price-changed event in the other price type is read from its price block', async () => {
    h = startWidgets(productPage(1003), { config: projector(1003, { priceType: 'net' }) });
    await mounted(h);
    // 1003 size S: 373.17 net, within bounds.
    await waitFor(() => expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=373.17'));
    h.api.emit('product:price-changed', {
      productId: 1003,
      priceType: 'gross',
      value: 999,
      price: { price: { gross: { value: 999 }, net: { value: 812.2 } } },
    });
    await waitFor(() => expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=812.20'));
  });

  it('reads the quantity from the server form, and follows its input events', async () => {
    h = startWidgets(productPage(1001, '2'), { config: projector(1001) });
    await mounted(h);
    expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=398.00');
    const qty = document.getElementById('qty') as HTMLInputElement;
    qty.value = '3';
    qty.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=597.00'));
    // A field being edited (empty) keeps the last good quantity.
    qty.value = '';
    qty.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=597.00');
  });

  it('with a basket: both options, the sum is basket cost + product (§4.11)', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1003, size: 'S', quantity: 1 }]); // 459,00 zł
    h = startWidgets(productPage(1001), { config: projector(1001), shop });
    await mounted(h);
    const d = await openDialog();
    const rows = [...d.querySelectorAll('.sf-instalments__option')];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.querySelector('button')?.disabled).toBe(true);
    const withBasket = rows[1]!.querySelector('a')!;
    expect(withBasket.textContent).toContain('Oblicz raty z uwzględnieniem wartości koszyka');
    expect(withBasket.getAttribute('href')).toBe('/instalments/calculator?amount=658.00');
    expect(withBasket.target).toBe('_blank');
    expect(rows[1]!.textContent).toContain('Kwota: 658,00 zł');
    // The dialog closes with its close button and gives focus back to the opener.
    d.querySelector<HTMLButtonElement>('.sf-modal__close')!.click();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(trigger());
  });

  it('price 0 opens the link directly, without an amount', async () => {
    h = startWidgets(productPage(1015), { config: projector(1015) });
    await mounted(h);
    expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=');
  });

  it('no bounds set: any amount opens directly', async () => {
    h = startWidgets(productPage(1001, '1', { minPrice: 0, maxPrice: null }), { config: projector(1001) });
    await mounted(h);
    expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=199.00');
  });

  it('texts follow the shop language (Italian)', async () => {
    h = startWidgets(productPage(1001), { config: projector(1001, { language: 'it' }) });
    await mounted(h);
    expect(trigger()?.textContent).toBe('Calcola la rata');
    const d = await openDialog();
    expect(d.textContent).toContain('Calcola le rate solo per questo prodotto');
    expect(d.textContent).toContain("L'importo minimo per le rate è 300,00 zł.");
  });

  it('an unsafe link keeps the server markup', async () => {
    h = startWidgets(productPage(1001, '2', { link: 'javascript:alert(1)//{calculate_price}' }), { config: projector(1001) });
    await h.ready;
    await new Promise((r) => setTimeout(r, 50));
    expect(root().querySelector('.fallback')).not.toBeNull();
    expect(root().querySelector('.sf-instalments')).toBeNull();
  });

  it('an invalid quantity field selector means no quantity field (quantity 1)', async () => {
    h = startWidgets(productPage(1001, '2', { quantityInput: '[[', minPrice: 0 }), { config: projector(1001) });
    await mounted(h);
    expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=199.00');
    const qty = document.getElementById('qty') as HTMLInputElement;
    qty.dispatchEvent(new Event('input', { bubbles: true }));
    h.api.emit('product:quantity-changed', { productId: 1001, quantity: 2 });
    await waitFor(() => expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=398.00'));
  });

  it('bad props name the attribute and keep the server markup', async () => {
    expectConsoleError(/instalments: data-props\.minPrice/);
    h = startWidgets(productPage(1001, '1', { minPrice: 'lots' }), { config: projector(1001) });
    await h.ready;
    expect(markerState(root())).toBe('error');
    expect(root().querySelector('.fallback')).not.toBeNull();
  });
});

describe('instalments on the basket page (§2.11, §8.4)', () => {
  const basketPage = (props: Record<string, unknown> = {}) => marker({ mode: 'basket', ...props });
  const cfg = { page: { type: 'basket' } };

  it('within the bounds the provider link opens directly with the basket total', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1001, size: 'S', quantity: 2 }]);
    h = startWidgets(basketPage(), { config: cfg, shop });
    await mounted(h);
    expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=398.00');
  });

  it('below the minimum: a dialog with a disabled button and the hint', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1001, size: 'S', quantity: 1 }]);
    h = startWidgets(basketPage(), { config: cfg, shop });
    await mounted(h);
    const d = await openDialog();
    const button = d.querySelector<HTMLButtonElement>('button.sf-instalments__go')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Oblicz ratę');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Minimalna kwota na raty to 300,00 zł. Zwiększ kwotę o co najmniej 101,00 zł.',
    );
  });

  it('names the products that cannot be paid in instalments', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [
      { id: 1003, size: 'S', quantity: 1 },
      { id: 1012, quantity: 1 },
    ]);
    h = startWidgets(basketPage(), { config: cfg, shop });
    await mounted(h);
    const d = await openDialog();
    expect(d.querySelector('.sf-instalments__hint')?.textContent).toBe('Nie wszystkie produkty w koszyku można kupić na raty: Karta podarunkowa 100 zł.');
  });

  it('too many products: reduce to N (maxProducts)', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [
      { id: 1001, size: 'S', quantity: 1 },
      { id: 1001, size: 'M', quantity: 1 },
      { id: 1002, quantity: 1 },
    ]);
    h = startWidgets(basketPage({ maxProducts: 2 }), { config: { ...cfg, language: 'en' }, shop });
    await mounted(h);
    const d = await openDialog();
    expect(d.querySelector('.sf-instalments__hint')?.textContent).toBe('Too many products for instalments (reduce to 2).');
  });

  it('net prices when the instalment priceType is net', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1003, size: 'S', quantity: 1 }]);
    h = startWidgets(basketPage({ priceType: 'net' }), { config: cfg, shop });
    await mounted(h);
    expect(link()?.getAttribute('href')).toBe('/instalments/calculator?amount=373.17');
  });

  it('parameters from the Basket section when the marker has none', async () => {
    const shop = createShop({ singleSession: true });
    await addProducts(shop, [{ id: 1003, size: 'S', quantity: 1 }]);
    const original = shop.handle;
    shop.handle = async (req) => {
      const res = await original(req);
      if (!req.url.includes('/ajax/get.php')) return res;
      const body = (await res.json()) as { Basket?: Record<string, unknown> };
      if (body.Basket) body.Basket['instalments'] = { link: 'https://raty.example/?kwota={calculate_price}', minPrice: 100, maxPrice: 500 };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    };
    h = startWidgets(`<div id="inst" data-widget="instalments" data-when="load" data-props='{"mode":"basket"}'><p class="fallback">x</p></div>`, {
      config: cfg,
      shop,
    });
    await mounted(h);
    expect(link()?.getAttribute('href')).toBe('https://raty.example/?kwota=459.00');
  });

  it('an empty basket shows nothing', async () => {
    h = startWidgets(basketPage(), { config: cfg });
    await h.ready;
    await waitFor(() => expect(root().querySelector('.fallback')).toBeNull());
    expect(root().textContent).toBe('');
  });
});
