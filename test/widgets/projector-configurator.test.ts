// The product form's configurator part through the real loader in happy-dom, answered by the
// development shop in-process (issue 16, §2.10, §7.5, §8.4): bad configurator props fail the widget
// loudly with the path named; a formula endpoint that cannot be reached keeps the loader on and says so.
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIGURABLE, getProduct } from '../../fixtures/data/index.ts';
import { defaultConfig } from '../../fixtures/pages/layout.ts';
import { projectorFormHtml } from '../../fixtures/pages/product-page.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
  document.body.innerHTML = '';
});

const marker = () => document.querySelector<HTMLElement>('[data-widget="projector-form"]');

function open(edit: (html: string) => string = (x) => x, fault?: string): Harness {
  const config = { ...defaultConfig('projector', 'n0nce', 'pl'), page: { type: 'projector', productId: CONFIGURABLE.table } };
  h = startWidgets(edit(projectorFormHtml(getProduct(CONFIGURABLE.table)!, 'link')), { config, fault });
  return h;
}

describe('projector-form configurator', () => {
  it('bad configurator props: the widget fails with the path named, and the server form (with its fields) stays', async () => {
    expectConsoleError(/^projector-form: data-props\.configurator\.items\.0\.type: expected one of/);
    open((html) => html.replace('"type":"radio"', '"type":"slider"'));
    await waitFor(() => expect(markerState(marker())).toBe('error'));
    // The server's own form is back: its configurator fields post without JavaScript.
    expect(marker()!.querySelector('input[name="priceformula_wood"]')).not.toBeNull();
  });

  it('a formula endpoint that cannot be reached: the price loader stays on and the configurator says so', async () => {
    expectConsoleError(/calculatePrice/);
    open(undefined, '500@/ajax/calculatePrice.php');
    await waitFor(() => expect(marker()!.querySelector('.sf-configurator__price-error')?.textContent).toBe('Nie udało się obliczyć ceny. Spróbuj ponownie za chwilę.'));
    expect(marker()!.querySelector('.sf-projector-form__price--loading')?.getAttribute('aria-busy')).toBe('true');
  });
});
