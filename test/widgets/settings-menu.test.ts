// settings-menu through the real loader (happy-dom), answered by the development shop in-process
// (§2.5): the listing's settings form becomes one dropdown per select (labels, options, chosen
// values from the server markup); a choice loads the form's GET address (page reset) by partial
// page navigation; a click or the focus that reached the server select while the widget loaded
// lands on its dropdown; a marker without the form, or bad props, is an error naming the widget.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../helpers/widget-setup.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
const stay = (e: Event) => e.preventDefault(); // happy-dom: no real navigation

beforeEach(() => {
  history.replaceState(null, '', '/listing?menu=10&page=2');
  window.addEventListener('click', stay);
  window.addEventListener('submit', stay);
});
afterEach(() => {
  h?.stop();
  h = undefined;
  window.removeEventListener('click', stay);
  window.removeEventListener('submit', stay);
  vi.restoreAllMocks();
});

const FORM = `<form class="listing__settings" action="/listing" method="get">
  <label for="s-sort">Sortuj</label> <select id="s-sort" name="sort"><option value="default" selected>Domyślnie</option><option value="price-asc">Cena rosnąco</option><option value="price-desc">Cena malejąco</option><option value="name">Nazwa A–Z</option></select>
  <label for="s-n">Produktów na stronie</label> <select id="s-n" name="n"><option value="24">24</option><option value="48">48</option><option value="100" selected>100</option></select>
  <input type="hidden" name="menu" value="10"><button type="submit">Pokaż</button>
</form>`;
const page = (marker: string) => `<main><div data-swap-region="content" data-partial="content"><h1>Odzież – strona 2</h1>${marker}</div></main>`;
const MARKER = `<div id="m" data-widget="settings-menu">${FORM}</div>`;

const marker = () => document.getElementById('m');
const combos = () => [...document.querySelectorAll<HTMLElement>('#m [role="combobox"]')];
const option = (label: string) => [...document.querySelectorAll<HTMLElement>('#m [role="option"]')].find((o) => o.textContent === label)!;
const key = (el: HTMLElement, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

/** happy-dom 21 selects the wrong option of a second <select> parsed with `selected` (a browser does not): set it as parsed. */
function happyDomSelected() {
  for (const o of document.querySelectorAll<HTMLOptionElement>('option[selected]')) o.selected = true;
}

async function mounted(html = page(MARKER), props?: string) {
  h = startWidgets(props ? html.replace('data-widget="settings-menu"', `data-widget="settings-menu" data-props='${props}'`) : html, {
    config: { language: 'pl' },
  });
  await h.ready;
  happyDomSelected();
  marker()!.firstElementChild!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  await waitFor(() => expect(markerState(marker())).toMatch(/mounted|error/));
}

describe('settings-menu (§2.5)', () => {
  it('shows a dropdown per server select, with its label, options and chosen value', async () => {
    await mounted();
    expect(markerState(marker())).toBe('mounted');
    const [sort, size] = combos();
    expect(sort!.textContent).toBe('Domyślnie');
    expect(size!.textContent).toBe('100');
    expect(document.getElementById(sort!.getAttribute('aria-labelledby')!)?.textContent).toBe('Sortuj');
    expect(document.getElementById(size!.getAttribute('aria-labelledby')!)?.textContent).toBe('Produktów na stronie');
    expect([...document.querySelectorAll('#m [role="option"]')].map((o) => o.textContent)).toEqual([
      'Domyślnie',
      'Cena rosnąco',
      'Cena malejąco',
      'Nazwa A–Z',
      '24',
      '48',
      '100',
    ]);
    expect(document.querySelector('#m select')).toBeNull();
  });

  it("Enter opens it, a choice loads the form's address (page reset) by partial page navigation", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await mounted();
    const sort = combos()[0]!;
    sort.focus();
    key(sort, 'Enter');
    await waitFor(() => expect(sort.getAttribute('aria-expanded')).toBe('true'));
    key(sort, 'ArrowDown');
    await waitFor(() => expect(document.getElementById(sort.getAttribute('aria-activedescendant')!)?.textContent).toBe('Cena rosnąco'));
    key(sort, 'Enter');
    // The listing region is swapped for the shop's answer: its own settings form, with the new order chosen.
    await waitFor(() => expect(location.pathname + location.search).toBe('/listing?sort=price-asc&n=100&menu=10'));
    await waitFor(() => expect(document.querySelector<HTMLSelectElement>('[data-swap-region] select[name="sort"]')?.value).toBe('price-asc'));
    expect(h!.requests).toContainEqual(expect.stringMatching(/^GET \/listing\?sort=price-asc&n=100&menu=10$/));
    expect(document.querySelector('[data-swap-region] h1')?.textContent).toBe('Odzież');
    expect(assign).not.toHaveBeenCalled();
  });

  it('a click on the server select while the widget loads opens its dropdown, which gets the focus', async () => {
    h = startWidgets(page(MARKER), { config: { language: 'pl' } });
    await h.ready;
    happyDomSelected();
    const select = document.getElementById('s-n')!;
    select.focus();
    select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    select.click();
    await waitFor(() => expect(combos()[1]?.getAttribute('aria-expanded')).toBe('true'));
    expect(document.activeElement).toBe(combos()[1]);
    // A choice by mouse: the page size, page 1 again.
    option('24').click();
    await waitFor(() => expect(location.search).toBe('?sort=default&n=24&menu=10'));
  });

  it('closes on a click outside, without navigating', async () => {
    await mounted(page(MARKER + '<button id="out">x</button>'));
    const sort = combos()[0]!;
    sort.click();
    await waitFor(() => expect(sort.getAttribute('aria-expanded')).toBe('true'));
    document.getElementById('out')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitFor(() => expect(sort.getAttribute('aria-expanded')).toBe('false'));
    expect(location.search).toBe('?menu=10&page=2');
  });

  it('a marker without the settings form: an error naming the widget and the marker, the server markup stays', async () => {
    expectConsoleError(/^settings-menu: the marker needs the settings <form> with named <select> fields inside it: .*data-widget="settings-menu"/);
    await mounted(page('<div id="m" data-widget="settings-menu"><p id="keep">Sortuj: <a href="/listing?sort=name">nazwa</a></p></div>'), undefined);
    expect(markerState(marker())).toBe('error');
    expect(document.getElementById('keep')?.parentElement).toBe(marker());
  });

  it('bad props: an error naming the widget and the attribute path, the server form stays', async () => {
    expectConsoleError(/^settings-menu: data-props\.reset: expected array/);
    await mounted(page(MARKER), '{"reset": "page"}');
    expect(markerState(marker())).toBe('error');
    expect(document.querySelector('#m select[name="sort"]')).not.toBeNull();
  });
});
