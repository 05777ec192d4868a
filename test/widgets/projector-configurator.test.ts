// The product form's configurator part through the real loader in happy-dom, answered by the
// development shop in-process (§2.10, §7.5, §8.4): bad configurator props fail the widget
// loudly with the path named; a formula endpoint that cannot be reached keeps the loader on and says so.
import { describe, expect, it, vi } from 'vitest';
import { CONFIGURABLE, getProduct } from '../../fixtures/data/index.ts';
import { projectorFormHtml } from '../../fixtures/pages/product-page.ts';
import { markerState, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { formMarker, useProjectorForm } from '../helpers/projector-part.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

const mount = useProjectorForm();
const marker = formMarker;

function open(edit: (html: string) => string = (x) => x, fault?: string): Harness {
  return mount(CONFIGURABLE.table, edit(projectorFormHtml(getProduct(CONFIGURABLE.table)!, 'link')), { fault });
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
    await waitFor(() =>
      expect(marker()!.querySelector('.sf-configurator__price-error')?.textContent).toBe('Nie udało się obliczyć ceny. Spróbuj ponownie za chwilę.'),
    );
    expect(marker()!.querySelector('.sf-projector-form__price--loading')?.getAttribute('aria-busy')).toBe('true');
  });

  it('§5.7: adding without a required choice scrolls to its item (block start: its scroll-margin keeps it below the sticky chrome), focuses its first choice and asks for a toast naming it', async () => {
    const h = open();
    const toasts: unknown[] = [];
    h.bus.on('toast:requested', (t) => toasts.push(t));
    const add = await waitFor(() => {
      const b = marker()!.querySelector<HTMLButtonElement>('.sf-projector-form__add');
      expect(marker()!.querySelector('.sf-projector-form__price[data-value]')).not.toBeNull();
      return b!;
    });
    const finish = marker()!.querySelector<HTMLElement>('[data-item="finish"]')!;
    const scrolled = vi.spyOn(finish, 'scrollIntoView');
    add.click();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'warning', text: 'Uzupełnij konfigurację: Wykończenie' }]));
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect((document.activeElement as HTMLInputElement).value).toBe('oil');
    expect(finish.querySelector('.sf-configurator__error')?.textContent).toBe('Wybierz co najmniej 1 opcję');
  });
});
