// The product form's multi-variant display through the real loader in happy-dom, answered by the
// development shop in-process (§2.10): bad `variants` props fail the widget loudly with the
// path named and keep the server's working form; what the shopper chose on the server's lines
// before the part came is kept.
import { describe, expect, it } from 'vitest';
import { getProduct } from '../../fixtures/data/index.ts';
import { PROJECTOR_CASES as C } from '../../fixtures/data/projector-cases.ts';
import { projectorFormHtml } from '../../fixtures/pages/product-page.ts';
import { markerState, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { formMarker, useProjectorForm } from '../helpers/projector-part.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';

const PRODUCT = 1020;
const mount = useProjectorForm();
const marker = formMarker;

function open(edit: (html: string) => string = (x) => x, shop?: Shop): Harness {
  return mount(PRODUCT, edit(projectorFormHtml(getProduct(PRODUCT)!, 'link', new Date(), undefined, { multi: true })), { shop });
}

describe('projector-form variants part', () => {
  it("bad variants props: the widget fails with the path named, and the server's lines stay", async () => {
    expectConsoleError(/^projector-form: data-props\.variants\.items\.0\.sizes: expected array/);
    open((html) => html.replace('"sizes":[{"id":"40"', '"sizes":"40","x":[{"id":"40"'));
    await waitFor(() => expect(markerState(marker())).toBe('error'));
    expect(marker()!.querySelector('[name="variant_number[1020]"]')).not.toBeNull();
  });

  it("keeps a size and a quantity chosen on the server's lines before the part came", async () => {
    open();
    // The shopper chooses on the server's lines while the widget's chunks are on their way.
    const server = marker()!.querySelector<HTMLSelectElement>('[name="variant_size[1021]"]')!;
    expect(server.closest('.sf-variants__line')!.querySelector('button')).toBeNull(); // still the server's line
    server.value = '41';
    marker()!.querySelector<HTMLInputElement>('[name="variant_number[1021]"]')!.value = '2';
    const total = await waitFor(() => {
      const widgetLine = marker()!.querySelector('[data-variant="1021"] button[aria-label]');
      expect(widgetLine).not.toBeNull();
      return marker()!.querySelector('.sf-variants__total')!;
    });
    expect(marker()!.querySelector<HTMLSelectElement>('[name="variant_size[1021]"]')!.value).toBe('41');
    expect(marker()!.querySelector<HTMLInputElement>('[name="variant_number[1021]"]')!.value).toBe('2');
    expect(total.textContent).toBe('Wybrano 1 wariant · Razem: 598,00 zł');
  });

  it("the shipping dialog asks for the first ordered line's product and size, and for nothing before a size is chosen", async () => {
    const real = createShop({ singleSession: true });
    const queries: Array<{ variables: { input: { products: unknown[] } } }> = [];
    const shop = Object.assign(Object.create(real) as Shop, {
      handle: async (req: Request) => {
        if (req.url.includes('projector_shipping_fetchShippingTime')) queries.push(JSON.parse(await req.clone().text()));
        return real.handle(req);
      },
    });
    open(undefined, shop);
    const button = await waitFor(() => {
      const b = marker()!.querySelector<HTMLButtonElement>('.sf-projector-form__shipping button');
      expect(marker()!.querySelector('[data-variant="1023"] button[aria-label]')).not.toBeNull();
      expect(b).not.toBeNull();
      return b!;
    });
    button.click();
    await waitFor(() => expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Zwiększ ilość, aby sprawdzić koszt i czas dostawy'));
    expect(queries).toEqual([]);
    document.querySelector<HTMLButtonElement>('[role="dialog"] button')!.click();

    const select = marker()!.querySelector<HTMLSelectElement>('[name="variant_size[1023]"]')!;
    select.value = '42';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(marker()!.querySelector<HTMLSelectElement>('[name="variant_size[1023]"]')!.value).toBe('42'));
    button.click();
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]!.variables.input.products).toEqual([{ id: '1023', size: '42', quantity: 1 }]);
  });

  it("the form's quantity thresholds (§2.10 multipack list) give way to the lines, which have the quantities", async () => {
    const product = getProduct(C.rebateThresholds)!;
    const variants = { items: [{ product: product.id, name: product.name, sizes: product.sizes.map((s) => ({ id: s.id, name: s.name, amount: s.amount })) }] };
    // The plain form of this product shows its thresholds…
    mount(product.id, projectorFormHtml(product, 'link'));
    await waitFor(() => expect(marker()!.querySelector('.sf-projector-form__multipack input[type="radio"]')).not.toBeNull());
    // …and the same product in the multi-variant display does not.
    mount(product.id, projectorFormHtml(product, 'link').replace(`data-props='{`, `data-props='{"variants":${JSON.stringify(variants)},`));
    await waitFor(() => expect(marker()!.querySelector(`[data-variant="${product.id}"] button[aria-label]`)).not.toBeNull());
    expect(marker()!.querySelector('.sf-projector-form__multipack')).toBeNull();
    expect(marker()!.querySelector('.sf-projector-form__next')).toBeNull();
    expect(marker()!.querySelector('#projector-quantity')).toBeNull();
  });
});
