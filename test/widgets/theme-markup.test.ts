// Widgets over an IdoSell theme's own markup (fixtures/pages/theme-markup.ts), through the real
// loader: each reads the theme's shapes, no text of the server markup is lost on mounting, and a
// marker it cannot read is `error` with a console message naming the widget, its markup kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { README_TABS, THEME_BACK, THEME_MENU, THEME_PROMO, THEME_QUESTIONS, THEME_SETTINGS, THEME_TABS } from '../../fixtures/pages/theme-markup.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
const width = window.innerWidth;
beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});
afterEach(() => {
  h?.stop();
  h = undefined;
  vi.restoreAllMocks();
  document.querySelectorAll('.sf-modal').forEach((m) => m.parentElement?.remove());
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
});

/** The marker's text pieces (each text node, spaces folded), in order. */
const pieces = (el: Element) => {
  const out: string[] = [];
  const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const t = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (t) out.push(t);
  }
  return out;
};
const folded = (s: string) => s.replace(/\s+/g, ' ');

/** Mounts `html` (one marker, id `id`), reaching for it as a shopper would; returns its text pieces from before. */
async function mount(html: string, id: string, state: 'mounted' | 'error' = 'mounted') {
  h = startWidgets(html, { config: { language: 'pl' } });
  const marker = document.getElementById(id)!;
  const before = pieces(marker);
  await h.ready;
  marker.firstElementChild!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  await waitFor(() => expect(markerState(marker)).toBe(state));
  return { marker, before };
}

/** Every text piece of the server markup is still on the page: in the marker, or in `also` (a dialog). */
function expectNoTextLost(before: string[], marker: Element, also: Element[] = []) {
  const now = folded([marker, ...also].map((e) => e.textContent ?? '').join(' '));
  expect(before.filter((p) => !now.includes(p))).toEqual([]);
}

describe('product-questions over the theme', () => {
  it('reads <details> questions, keeps the help box, and the ask form in the dialog keeps its description', async () => {
    const { marker, before } = await mount(THEME_QUESTIONS, 'tq');
    const toggles = await waitFor(() => {
      const b = [...marker.querySelectorAll<HTMLButtonElement>('.sf-product-questions__toggle')];
      if (b.length !== 2) throw new Error('not mounted');
      return b;
    });
    expect(toggles.map((b) => b.textContent)).toEqual(['Pytanie: Czy kawa jest świeżo palona?', 'Czy nadaje się do ekspresu?']);
    expect(marker.textContent).toContain('Potrzebujesz pomocy? Masz pytania?');
    const ask = marker.querySelector<HTMLButtonElement>('.sf-product-questions__ask-button')!;
    expect(ask.textContent).toBe('Zapytaj o produkt');
    ask.click();
    const dialog = await waitFor(() => {
      const d = document.querySelector<HTMLElement>('[role="dialog"]');
      if (!d) throw new Error('no dialog');
      return d;
    });
    expect(dialog.textContent).toContain('Odpowiemy na adres e-mail podany poniżej.');
    expect([...dialog.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['E-mail', 'Pytanie']);
    expectNoTextLost(before, marker, [dialog]);
  });

  it("the help box's link to the ask form opens the dialog", async () => {
    const { marker } = await mount(THEME_QUESTIONS, 'tq');
    const link = await waitFor(() => {
      if (!marker.querySelector('.sf-product-questions__ask-button')) throw new Error('not mounted');
      return marker.querySelector<HTMLAnchorElement>('a.questions__button')!;
    });
    // The widget listens from its first effect on: clicked until it answers.
    await waitFor(() => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
    });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Odpowiemy na adres e-mail podany poniżej.'));
  });

  it('a marker with neither questions nor an ask form: error naming the widget, markup kept', async () => {
    expectConsoleError(/^product-questions: the marker needs the product questions: a <details> per question/);
    const html = '<div id="pq" data-widget="product-questions"><p>Brak pytań.</p></div>';
    const { marker, before } = await mount(html, 'pq', 'error');
    expect(pieces(marker)).toEqual(before);
  });
});

describe('product-tabs over the theme', () => {
  it('reads the sections with div.headline, the moved questions and opinions, and keeps the note', async () => {
    const { marker, before } = await mount(THEME_TABS, 'tt');
    const links = await waitFor(() => {
      const l = [...marker.querySelectorAll('.sf-product-tabs__link')];
      if (!l.length) throw new Error('not mounted');
      return l;
    });
    expect(links.map((a) => a.textContent)).toEqual(['Opis produktu', 'Parametry', 'Pytania', 'Opinie']);
    expect(marker.querySelector('#opinions_section .sf-product-tabs__panel')?.textContent).toContain('Polecam każdemu.');
    expect(marker.querySelector('#product_questions_list details')).not.toBeNull();
    expectNoTextLost(before, marker);
  });

  it("the README's markup (no development-shop classes) draws its tabs", async () => {
    const { marker, before } = await mount(README_TABS, 'rt');
    await waitFor(() => expect([...marker.querySelectorAll('.sf-product-tabs__link')].map((a) => a.textContent)).toEqual(['Opis', 'Cechy']));
    expect(marker.querySelector('#cechy .sf-product-tabs__panel')?.textContent).toBe('Wodoodporna.');
    expectNoTextLost(before, marker);
  });

  it('a marker without sections: error naming the widget, markup kept', async () => {
    expectConsoleError(/^product-tabs: the marker needs the product sections: <section id>/);
    const html = '<div id="pt" data-widget="product-tabs"><div><p>Opis</p><p>Tekst</p></div></div>';
    const { marker, before } = await mount(html, 'pt', 'error');
    expect(pieces(marker)).toEqual(before);
  });
});

describe('category-menu over the theme', () => {
  it("reads nav > div > ul and li > span > a; a header row is no item; the theme's expand button gives way", async () => {
    const { marker, before } = await mount(THEME_MENU, 'tm');
    const kawa = [...marker.querySelectorAll('a')].find((a) => a.textContent === 'Kawa')!;
    const toggle = await waitFor(() => kawa.parentElement!.querySelector<HTMLButtonElement>('.sf-category-menu__toggle')!);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(marker.querySelector<HTMLButtonElement>('.nav-link-expand')!.hidden).toBe(true);
    expect(marker.querySelectorAll('.sf-category-menu__toggle')).toHaveLength(1);
    toggle.click();
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(marker.querySelector('.nav-header')!.classList.contains('sf-category-menu__item--folded')).toBe(false);
    expectNoTextLost(before, marker);
  });
});

describe('promo-code over the theme', () => {
  it("reads the form in a <template>; the heading and the note stay around the widget's form", async () => {
    const { marker, before } = await mount(THEME_PROMO, 'tp');
    await waitFor(() => expect(marker.querySelector('.sf-promo-code input[name="code"]')).not.toBeNull());
    expect(pieces(marker).slice(0, 1)).toEqual(['Masz kod rabatowy?']);
    expect(pieces(marker).at(-1)).toBe('Kod obniży ceny w koszyku.');
    expectNoTextLost(before, marker);
  });

  it('a marker without the form: error naming the widget, markup kept', async () => {
    expectConsoleError(/^promo-code: the marker needs the shop's promo-code form/);
    const { marker, before } = await mount('<div id="pc" data-widget="promo-code"><p>Kody w koszyku.</p></div>', 'pc', 'error');
    expect(pieces(marker)).toEqual(before);
  });
});

describe('settings-menu over the theme', () => {
  it("reads the two /settings.php forms and posts a choice as the theme's form would", async () => {
    for (const o of document.querySelectorAll<HTMLOptionElement>('option[selected]')) o.selected = true;
    const posted: Array<{ action: string | null; fields: string[][] }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({ action: this.getAttribute('action'), fields: [...this.querySelectorAll('input')].map((i) => [i.name, i.value]) });
    });
    const { marker, before } = await mount(THEME_SETTINGS, 'ts');
    const combos = await waitFor(() => {
      const c = [...marker.querySelectorAll<HTMLElement>('[role="combobox"]')];
      if (c.length !== 2) throw new Error('not mounted');
      return c;
    });
    expect(marker.textContent).toContain('Wyników: 42');
    expectNoTextLost(before, marker);
    combos[1]!.click();
    [...marker.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === '60')!.click();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      action: '/settings.php',
      fields: [
        ['curr_url', '/pl/menu/kawa-100.html'],
        ['portions', '60'],
      ],
    });
  });
});

describe('breadcrumbs-back over the theme', () => {
  it("a click on the theme's <button> goes back", async () => {
    vi.spyOn(history, 'length', 'get').mockReturnValue(3);
    const go = vi.spyOn(history, 'go').mockImplementation(() => {});
    const { marker } = await mount(THEME_BACK, 'tb');
    marker.querySelector('button')!.click();
    expect(go).toHaveBeenCalledWith(-1);
    expect(marker.textContent).toBe('Wróć');
  });

  it('a marker with neither a link nor a button: error naming the widget, markup kept', async () => {
    expectConsoleError(/^breadcrumbs-back: the marker needs the breadcrumbs' back control/);
    const { marker, before } = await mount('<div id="bb" data-widget="breadcrumbs-back"><span>Wróć</span></div>', 'bb', 'error');
    expect(pieces(marker)).toEqual(before);
  });
});
