// The product form's subscription and points parts through the real loader in happy-dom, answered
// by the development shop in-process (§4.9, §6): bad props fail the widget loudly with the
// path named and keep the server's working form; the subscription chosen on the server's form before
// the part came is kept; a journal left by a closed tab is put back on the next page.
import { describe, expect, it } from 'vitest';
import { getProduct } from '../../fixtures/data/index.ts';
import { projectorFormHtml } from '../../fixtures/pages/product-page.ts';
import { markerState, waitFor } from '../helpers/widget-harness.ts';
import { formMarker as marker, useProjectorForm } from '../helpers/projector-part.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';
import { createShop } from '../../fixtures/server/shop.ts';
import { JOURNAL_KEY } from '../../src/core/subscription-basket.ts';

const mount = useProjectorForm();
const open = (id: number, edit: (html: string) => string = (x) => x, shop = createShop({ singleSession: true })) =>
  mount(id, edit(projectorFormHtml(getProduct(id)!, 'link')), { shop });

describe('projector-form subscription part', () => {
  it("bad subscription props: the widget fails with the path named, and the server's choice stays", async () => {
    expectConsoleError(/^projector-form: data-props\.subscription\.periods\.0\.days: expected number/);
    open(1004, (html) => html.replace('"periods":[{"days":7', '"periods":[{"days":"7"'));
    await waitFor(() => expect(markerState(marker())).toBe('error'));
    expect(marker()!.querySelector('select[name="days_in_period"]')).not.toBeNull();
  });

  it('bad points props: the widget fails with the path named', async () => {
    expectConsoleError(/^projector-form: data-props\.points\.only: expected boolean/);
    open(1073, (html) => html.replace('"only":true', '"only":"yes"'));
    await waitFor(() => expect(markerState(marker())).toBe('error'));
  });

  it("keeps the subscription and period chosen on the server's form before the part came", async () => {
    open(1004);
    marker()!.querySelector<HTMLInputElement>('input[name="subscription"][value="1"]')!.checked = true;
    marker()!.querySelector<HTMLSelectElement>('select[name="days_in_period"]')!.value = '30';
    const chosen = await waitFor(() => {
      const radio = marker()!.querySelector<HTMLInputElement>('.sf-subscription[data-part] input[name="days_in_period"]:checked');
      expect(radio).not.toBeNull();
      return radio!;
    });
    expect(chosen.value).toBe('30');
    expect(marker()!.querySelector('.sf-projector-form__add')!.textContent).toBe('Zamów subskrypcję');
  });

  it('puts back a basket whose period change a closed tab cut short, and says so', async () => {
    const shop = createShop({ singleSession: true });
    const post = (query: string, variables: object) =>
      shop.handle(
        new Request('http://shop.test/graphql/v1/', {
          method: 'POST',
          body: JSON.stringify({ query, variables }),
          headers: { 'content-type': 'application/json' },
        }),
      );
    // The tab got as far as removing the coffee (period 7) before it closed.
    localStorage.setItem(
      JOURNAL_KEY,
      JSON.stringify({
        before: [{ id: '1004', size: 'uniw', quantity: 2, additional: '', period: '7', bundleParts: [], periods: [7, 14, 30, 60] }],
        item: { id: '1070', size: 'uniw' },
        at: Date.now(),
        orphaned: true,
      }),
    );
    const h = open(1070, undefined, shop);
    const toasts: string[] = [];
    h.bus.on('toast:requested', (e) => toasts.push(e.text));
    await waitFor(() => expect(localStorage.getItem(JOURNAL_KEY)).toBeNull());
    const res = await post('{ basket { products { id quantity basketGroupId } } }', {});
    expect(((await res.json()) as { data: { basket: { products: unknown[] } } }).data.basket.products).toEqual([{ id: '1004', quantity: 2, basketGroupId: 7 }]);
    await waitFor(() => expect(toasts).toContain('Zmiana okresu subskrypcji została przerwana, więc przywróciliśmy koszyk do stanu sprzed niej.'));
  });
});
