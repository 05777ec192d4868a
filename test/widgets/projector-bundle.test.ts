// The product form's bundle part through the real loader in happy-dom, answered by the development
// shop in-process (§2.10, §3.11, §7.4, §7.5): bad bundle props fail the widget loudly with
// the path named; a set price that cannot be had says so; the shipping query carries the set's parts.
import { describe, expect, it } from 'vitest';
import { getProduct } from '../../fixtures/data/index.ts';
import { projectorFormHtml } from '../../fixtures/pages/product-page.ts';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import { markerState, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { formMarker, useProjectorForm } from '../helpers/projector-part.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

const BUNDLE = 1062;
const mount = useProjectorForm();
const marker = formMarker;

function open(options: { edit?: (html: string) => string; fault?: string; shop?: Shop } = {}): Harness {
  const html = projectorFormHtml(getProduct(BUNDLE)!, 'link');
  return mount(BUNDLE, (options.edit ?? ((x) => x))(html), { fault: options.fault, shop: options.shop });
}

describe('projector-form bundle part', () => {
  it('bad bundle props: the widget fails with the path named, and the server form stays', async () => {
    expectConsoleError(/^projector-form: data-props\.bundle\.items\.0\.sizes: expected array/);
    open({ edit: (html) => html.replace('"sizes":[{"id":"S"', '"sizes":"S","x":[{"id":"S"') });
    await waitFor(() => expect(markerState(marker())).toBe('error'));
    expect(marker()!.querySelector('.sf-bundle__item')).not.toBeNull();
  });

  it('§3.11, §4.8: the price block shows the set\'s price (what the basket charges), not "call for price"', async () => {
    open();
    const price = await waitFor(() => {
      const el = marker()!.querySelector<HTMLElement>('.sf-projector-form__price[data-value]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(price.dataset.value).toBe('654.3');
    expect(price.textContent).toBe(marker()!.querySelector('.sf-bundle__total')!.textContent!.replace('Cena zestawu: ', ''));
    expect(marker()!.querySelector('.sf-projector-form__price--phone')).toBeNull();
  });

  it('a set price that cannot be had: the part says so, and the items stay usable', async () => {
    expectConsoleError(/projector\.php/);
    open({ fault: '500@/ajax/projector.php' });
    await waitFor(() =>
      expect(marker()!.querySelector('.sf-bundle__error')?.textContent).toBe('Nie udało się pobrać ceny zestawu. Spróbuj ponownie za chwilę.'),
    );
    expect(marker()!.querySelector<HTMLInputElement>('[data-slot="1025"] input[type="checkbox"]')!.disabled).toBe(false);
  });

  it("the shipping query (§7.4) carries the set's checked parts as `bundle`", async () => {
    const real = createShop({ singleSession: true });
    const queries: unknown[] = [];
    const shop = Object.assign(Object.create(real) as Shop, {
      handle: async (req: Request) => {
        if (req.url.includes('projector_shipping_fetchShippingTime')) queries.push(JSON.parse(await req.clone().text()));
        return real.handle(req);
      },
    });
    open({ shop });
    const button = await waitFor(() => {
      const b = marker()!.querySelector<HTMLButtonElement>('.sf-projector-form__shipping button');
      expect(b).not.toBeNull();
      return b!;
    });
    button.click();
    await waitFor(() => expect(queries).toHaveLength(1));
    const input = (queries[0] as { variables: { input: { products: Array<Record<string, unknown>> } } }).variables.input;
    expect(input.products).toEqual([
      {
        id: String(BUNDLE),
        size: 'uniw',
        quantity: 1,
        // the dress (no size yet) and the shoes (no version yet) are left out until chosen
        bundle: [{ id: '1025', size: 'uniw', quantity: 1, bundleProductId: String(BUNDLE) }],
      },
    ]);
  });

  it('an item unchecked goes to the set price as `bundled_product[<slot>]=0`, in the query string as §7.5 writes it (the body empty)', async () => {
    const real = createShop({ singleSession: true });
    const asked: URLSearchParams[] = [];
    const bodies: string[] = [];
    const shop = Object.assign(Object.create(real) as Shop, {
      handle: async (req: Request) => {
        const url = new URL(req.url);
        if (url.pathname === '/ajax/projector.php' && req.method === 'POST') {
          asked.push(new URLSearchParams(url.search));
          bodies.push(await req.clone().text());
        }
        return real.handle(req);
      },
    });
    open({ shop });
    const box = await waitFor(() => {
      const b = marker()!.querySelector<HTMLInputElement>('[data-slot="1025"] input[type="checkbox"]');
      expect(b?.checked).toBe(true);
      return b!;
    });
    box.click();
    await waitFor(() => expect(asked.some((f) => f.get('bundled_product[1025]') === '0')).toBe(true));
    // §7.5's order: product, size, the bundle fields, get.
    const keys = [...asked.at(-1)!.keys()];
    expect(keys[0]).toBe('product');
    expect(keys.at(-1)).toBe('get');
    expect(bodies.every((b) => b === '')).toBe(true);
  });
});
