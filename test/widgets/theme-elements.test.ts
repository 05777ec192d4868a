// Markers on a theme's own elements (README "Markers on the theme's own elements"), through the real
// loader: the widget keeps the element, its id and classes, so the theme's grid still places it by id.
// projector-form enhances the theme's form#projector_form in place, its other content kept; a marker
// with display: contents that carries semantics browsers drop is a console error naming the widget.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProduct, PROJECTOR_CASES as C } from '../../fixtures/data/index.ts';
import { defaultConfig } from '../../fixtures/pages/layout.ts';
import { themeProjectorFormHtml } from '../../fixtures/pages/product-page.ts';
import { THEME_BACK, THEME_PROJECTOR_INFO } from '../../fixtures/pages/theme-markup.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
  document.querySelectorAll('.sf-modal').forEach((m) => m.parentElement?.remove());
  sessionStorage.clear();
});

const NAV = `<nav id="menu_categories" class="wide" aria-label="Kategorie" data-widget="category-menu"><button type="button" class="navbar-toggler">Menu</button>
<div class="navbar-collapse"><ul class="navbar-nav">
<li class="nav-item"><span class="nav-link-wrapper"><a class="nav-link" href="/kawa">Kawa</a></span><ul class="navbar-subnav"><li class="nav-item"><a class="nav-link" href="/kawa/ziarnista">Ziarnista</a></li></ul></li>
<li class="nav-item"><a class="nav-link" href="/herbata">Herbata</a></li></ul></div></nav>`;

const SEARCH = `<div id="menu_search" class="menu_search" data-widget="header-search"><form action="/search.php" method="get" class="menu_search__form"><label for="menu_search_text">Szukaj</label><input id="menu_search_text" class="menu_search__input" type="text" name="text"><button class="menu_search__submit" type="submit">Szukaj</button></form></div>`;

/** Mounts `html`, reaching for `marker` as a shopper would (the widgets that load on interaction). */
async function mount(html: string, marker: () => HTMLElement, config: Record<string, unknown> = { language: 'pl' }): Promise<HTMLElement> {
  h = startWidgets(html, { config });
  const el = marker();
  await h.ready;
  el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  await waitFor(() => expect(markerState(el)).toBe('mounted'));
  return el;
}

describe("markers on the theme's own elements", () => {
  it("category-menu on the theme's <nav id=menu_categories>: the same <nav>, id and classes, the widget's buttons inside", async () => {
    const nav = await mount(NAV, () => document.getElementById('menu_categories')!);
    expect(document.getElementById('menu_categories')).toBe(nav);
    expect(nav.classList.contains('wide')).toBe(true);
    expect(nav.getAttribute('aria-label')).toBe('Kategorie');
    const toggle = await waitFor(() => {
      const b = nav.querySelector<HTMLButtonElement>('.sf-category-menu__toggle');
      if (!b) throw new Error('no toggle yet');
      return b;
    });
    expect(toggle.getAttribute('aria-controls')).toBe(nav.querySelector('.navbar-subnav')!.id);
    expect([...nav.querySelectorAll('a.nav-link')].map((a) => a.textContent)).toEqual(['Kawa', 'Ziarnista', 'Herbata']);
  });

  it("header-search on the theme's <div id=menu_search>: the same element, id and classes, the search field inside", async () => {
    const box = await mount(SEARCH, () => document.getElementById('menu_search')!);
    expect(document.getElementById('menu_search')).toBe(box);
    expect(box.className).toBe('menu_search');
    await waitFor(() => expect(box.querySelector('input[role="combobox"]')).not.toBeNull());
    expect(box.querySelectorAll('form')).toHaveLength(1);
  });
});

describe("projector-form enhances the theme's form#projector_form", () => {
  const config = { ...defaultConfig('projector', 'n0nce', 'pl'), page: { type: 'projector', productId: C.onesize } };
  const themeForm = () => themeProjectorFormHtml(getProduct(C.onesize)!, THEME_PROJECTOR_INFO);

  it.each([
    ['the marker on the <form>', (html: string) => html],
    [
      'the marker a display: contents wrapper around it',
      (html: string) =>
        `<div class="sf-contents" data-widget="projector-form" data-props='${/data-props='([^']*)'/.exec(html)![1]}'>${html.replace(/ data-widget="projector-form" data-props='[^']*'/, '')}</div>`,
    ],
  ])('%s: the same form, id, classes and action, its info boxes in place, one form, and it adds to the basket', async (_, shape) => {
    const form = themeForm();
    const marker = await mount(shape(form), () => document.querySelector<HTMLElement>('[data-widget="projector-form"]')!, config);
    const f = document.getElementById('projector_form') as HTMLFormElement;
    expect(marker === f || marker.contains(f)).toBe(true);
    expect(f.className).toBe('projector_details is-validated');
    expect(f.getAttribute('action')).toBe('/basketchange.php');
    // The theme's form stays on screen until the product's data is in; then the widget's rows take their slot.
    const add = await waitFor(() => {
      const b = f.querySelector<HTMLButtonElement>('.sf-projector-form--theme .sf-projector-form__add');
      if (!b) throw new Error("the widget's rows are not in yet");
      return b;
    });
    // One form: the widget renders its rows into the theme's form, not a form of its own.
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(document.getElementById('projector-form')).toBeNull();
    // The theme's info boxes stay where they were, beside the widget's rows.
    const info = f.querySelector('.projector_info')!;
    expect(info.textContent).toContain('dni na łatwy zwrot');
    expect(info.textContent).toContain('Bezpieczne zakupy');
    expect(info.querySelector('#projector_status')).toBeNull();
    // The widget's own fields replace the theme's: one of each.
    expect(f.querySelectorAll('input[name="product"]')).toHaveLength(1);
    expect(f.querySelectorAll('input[name="size"]')).toHaveLength(1);
    add.click();
    await waitFor(() => expect(h!.requests.filter((r) => r.includes('mutation=addProductsToBasket'))).toHaveLength(1));
    await waitFor(() => expect(h!.shop.state.sessions.sessions.values().next().value!.basket).toHaveLength(1));
  });

  it('a marker inside the kept theme form stays on the page, and no warning says it is hidden', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const html = themeProjectorFormHtml(getProduct(C.onesize)!, THEME_PROJECTOR_INFO + THEME_BACK);
      await mount(html, () => document.getElementById('projector_form')!, config);
      const f = document.getElementById('projector_form')!;
      await waitFor(() => expect(f.querySelector('.sf-projector-form--theme .sf-projector-form__add')).not.toBeNull());
      expect(document.getElementById('tb')?.isConnected).toBe(true);
      expect(warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('hides the nested marker'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('unmounted, the theme form comes back as it was', async () => {
    const html = themeForm();
    await mount(html, () => document.getElementById('projector_form')!, config);
    const f = document.getElementById('projector_form')!;
    await waitFor(() => expect(f.querySelector('.sf-projector-form--theme')).not.toBeNull());
    const before = new DOMParser().parseFromString(html, 'text/html').getElementById('projector_form')!;
    h!.api.unmount();
    await waitFor(() => expect(f.querySelector('.sf-projector-form--theme')).toBeNull());
    expect(f.querySelector('#projector_buy_section')).not.toBeNull();
    expect([...f.querySelectorAll('[id]')].map((e) => e.id)).toEqual([...before.querySelectorAll('[id]')].map((e) => e.id));
  });
});

describe('a display: contents marker', () => {
  it('with a landmark or a name it is a console error naming the widget and what browsers drop; the widget still mounts', async () => {
    expectConsoleError(/^category-menu: the marker has display: contents, which drops its aria-label attribute/);
    const nav = await mount(NAV.replace('<nav ', '<nav style="display: contents" '), () => document.getElementById('menu_categories')!);
    expect(nav.querySelector('.sf-category-menu__toggle')).not.toBeNull();
  });

  it('a plain <div class="sf-contents"> around the theme element is no error', async () => {
    const wrapped = `<div class="sf-contents" style="display: contents" data-widget="category-menu">${NAV.replace(' data-widget="category-menu"', '')}</div>`;
    const marker = await mount(wrapped, () => document.querySelector<HTMLElement>('[data-widget="category-menu"]')!);
    // widget-setup fails the test on any console error it did not expect.
    await waitFor(() => expect(marker.querySelector('.sf-category-menu__toggle')).not.toBeNull());
  });
});
