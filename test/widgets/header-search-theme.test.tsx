// header-search over an IdoSell theme's header (fixtures/pages/theme-markup.ts): `form#menu_search`
// with the phone search icon. On phones the theme's icon stays and opens the full search mode
// (§2.3, §9.6); the box behind it never takes the header's room while closed. Through the real
// loader, answered by the development shop's productsTextSearch resolver in-process.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_SEARCH, themeHeader } from '../../fixtures/pages/theme-markup.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
const innerWidth = window.innerWidth;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  h?.stop();
  h = undefined;
  setWidth(innerWidth);
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

const onLoad = (html: string) => html.replace('data-widget="header-search"', 'data-widget="header-search" data-when="load"');
/** The theme's markup with the icon marked `data-search-toggle` instead of the IdoSell link. */
const OWN_TOGGLE = THEME_SEARCH.replace(
  '<a href="#showSearchForm" class="menu_search__mobile"></a>',
  '<span class="search-icon" data-search-toggle>Szukaj</span>',
);

const marker = () => document.getElementById('ths')!;
const toggle = () => marker().querySelector<HTMLButtonElement>('.sf-header-search__toggle')!;
const box = () => marker().querySelector<HTMLElement>('.sf-header-search__box')!;
const input = () => marker().querySelector<HTMLInputElement>('input[name="text"]')!;
const isFull = () => marker().querySelector('.sf-header-search--full') !== null;
const listOpen = (query: string) => marker().querySelector(`.sf-header-search__popup:not([hidden]) [role="listbox"][data-query="${query}"]`) !== null;

function type(value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), value);
  input().dispatchEvent(new Event('input', { bubbles: true }));
}
function key(k: string) {
  input().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
}

async function mount(html = themeHeader(onLoad(THEME_SEARCH))) {
  h = startWidgets(html, { config: { language: 'pl' } });
  await h.ready;
  expect(markerState(marker())).toBe('mounted');
}

describe('header-search in a theme header', () => {
  it("keeps the theme's form id and classes, and names the icon-only submit and the unlabelled field", async () => {
    setWidth(1280);
    await mount();
    const form = marker().querySelector('form')!;
    expect(form.id).toBe('menu_search');
    expect(form.classList.contains('menu_search')).toBe(true);
    expect(input().classList.contains('menu_search__input')).toBe(true);
    expect(document.querySelector(`label[for="${input().id}"]`)?.textContent).toBe('Szukaj w sklepie');
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit.className).toBe('menu_search__submit');
    expect(submit.querySelector('.sf-visually-hidden')?.textContent).toBe('Szukaj');
    // Wide: the box shows, the icon does not.
    expect(toggle().hidden).toBe(true);
    expect(box().hidden).toBe(false);
  });

  it("on a phone the theme's icon shows and the box stays closed; the icon opens the full mode with focus in the field", async () => {
    setWidth(390);
    await mount();
    expect(toggle().hidden).toBe(false);
    expect(toggle().classList.contains('menu_search__mobile')).toBe(true);
    expect(toggle().textContent).toBe('Otwórz wyszukiwarkę');
    // Closed, the box takes no room in the header (the logo keeps its place).
    expect(box().hidden).toBe(true);
    expect(isFull()).toBe(false);
    toggle().click();
    expect(isFull()).toBe(true);
    expect(box().hidden).toBe(false);
    expect(document.activeElement).toBe(input());
    type('kurtka');
    await waitFor(() => expect(listOpen('kurtka')).toBe(true));
    // Escape closes the suggestions first, then the full mode, and focus goes back to the icon.
    key('Escape');
    await waitFor(() => expect(listOpen('kurtka')).toBe(false));
    expect(isFull()).toBe(true);
    key('Escape');
    expect(isFull()).toBe(false);
    expect(box().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it('the close button closes the full mode and returns focus to the icon', async () => {
    setWidth(390);
    await mount();
    toggle().click();
    expect(document.activeElement).toBe(input());
    marker().querySelector<HTMLButtonElement>('.sf-header-search__close')!.click();
    expect(isFull()).toBe(false);
    expect(toggle().hidden).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('an element marked data-search-toggle is the icon too, its text its name', async () => {
    setWidth(390);
    await mount(themeHeader(onLoad(OWN_TOGGLE)));
    expect(toggle().hidden).toBe(false);
    expect(toggle().classList.contains('search-icon')).toBe(true);
    expect(toggle().textContent).toBe('Szukaj');
    expect(box().hidden).toBe(true);
    toggle().click();
    expect(document.activeElement).toBe(input());
  });

  it('turning the phone to a wide screen shows the box and hides the icon', async () => {
    setWidth(390);
    await mount();
    expect(box().hidden).toBe(true);
    setWidth(1280);
    await waitFor(() => expect(box().hidden).toBe(false));
    expect(toggle().hidden).toBe(true);
  });

  it("a tap on the theme's icon while the widget loads is held, then opens the full mode", async () => {
    setWidth(390);
    h = startWidgets(themeHeader(THEME_SEARCH), { config: { language: 'pl' } });
    await h.ready;
    const icon = marker().querySelector<HTMLAnchorElement>('a.menu_search__mobile')!;
    icon.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    icon.click();
    await waitFor(() => expect(isFull()).toBe(true));
    expect(markerState(marker())).toBe('mounted');
    expect(document.activeElement).toBe(input());
    expect(location.hash).toBe('');
  });
});
