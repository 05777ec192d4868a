// country-picker through the real loader (spec §2.6, §3.21, §4.4, §9.11), with the
// development shop's country configuration.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countries } from '../../fixtures/data/countries.ts';
import { countryPickerMarker } from '../../fixtures/pages/layout.ts';
import { getCookie } from '../../src/core/cookies.ts';
import { startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = name + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  }
}
beforeEach(() => {
  clearCookies();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  h?.stop();
  h = undefined;
  document.querySelectorAll('.sf-modal-root').forEach((e) => e.remove());
  clearCookies();
});

const marker = () => document.querySelector<HTMLElement>('[data-widget="country-picker"]')!;

/**
 * A picker that opens by itself (show_select) loads with the page; any other is the server's link
 * until the shopper reaches for it, which these tests do first.
 */
async function start(picker: Record<string, unknown> = {}, language = 'pl') {
  h = startWidgets(countryPickerMarker(picker), { config: { language, page: { type: 'main' } } });
  const { mounted } = await h.ready;
  if (!mounted.includes('country-picker')) {
    marker().dispatchEvent(new Event('pointerover', { bubbles: true }));
    await waitFor(() => expect(marker().getAttribute('data-widget-state')).toBe('mounted'));
  }
  return h;
}
const AUTO = { show_select: 'true', is_recommended_country: 'true' };
const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel);
const dialog = () => $('.sf-country-picker__dialog[role="dialog"]');
const toggle = () => $<HTMLButtonElement>('.sf-country-picker__toggle')!;
const input = () => $<HTMLInputElement>('.sf-country-picker__input')!;
const selects = () => [...document.querySelectorAll<HTMLSelectElement>('.sf-country-picker__select')];
const options = () => [...document.querySelectorAll('.sf-country-picker__option')].map((o) => o.querySelector('.sf-country-picker__name')!.textContent);
const form = () => $<HTMLFormElement>('.sf-country-picker__form')!;
const hidden = () => [...form().querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]);
function key(el: HTMLElement, k: string) {
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
}
function type(text: string) {
  const el = input();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(el, text);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('§4.4 opening', () => {
  it('loads with the page only when it may open by itself (show_select); otherwise on interaction', async () => {
    h = startWidgets(countryPickerMarker({ show_select: 'true', is_recommended_country: 'true' }), { config: { page: { type: 'main' } } });
    expect((await h.ready).mounted).toEqual(['country-picker']);
    h.stop();
    clearCookies();
    h = startWidgets(countryPickerMarker(), { config: { page: { type: 'main' } } });
    expect((await h.ready).mounted).toEqual([]);
    expect(marker().getAttribute('data-widget-state')).toBe('loading');
    expect($('.shop-country-link')).not.toBeNull();
    marker().dispatchEvent(new Event('pointerover', { bubbles: true }));
    await waitFor(() => expect(toggle().textContent).toBe('Kraj dostawy: Polska (zł)'));
  });

  it('the header button replaces the server link and opens the selects on demand', async () => {
    await start();
    await waitFor(() => expect(toggle().textContent).toBe('Kraj dostawy: Polska (zł)'));
    expect($('.shop-country-link')).toBeNull();
    expect(dialog()).toBeNull();
    toggle().click();
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(input().value).toBe('Polska');
    expect($('.sf-country-picker__back')).toBeNull();
  });

  it.each([
    ['javascript:alert(1)//{flag}', 0],
    ['java\tscript:alert(1)//{flag}', 0],
    ['data:image/svg+xml,<svg onload=alert(1)>{flag}', 0],
    ['/flags/{flag}.svg', 1],
  ])('the flagUrl prop %j reaches <img src> only when http(s) or relative (safeUrl)', async (flagUrl, shown) => {
    await start({ flagUrl });
    toggle().click();
    await waitFor(() => expect(dialog()).not.toBeNull());
    const flags = [...document.querySelectorAll<HTMLImageElement>('img.sf-country-picker__flag')];
    expect(flags.length > 0 ? 1 : 0).toBe(shown);
    for (const img of flags) expect(img.getAttribute('src')).toMatch(/^\/flags\/[a-z-]+\.svg$/);
    expect(document.querySelector('img[src^="javascript"], img[src*="script:"], img[src^="data:"]')).toBeNull();
  });

  it('opens by itself with show_select "true", on the recommended step in the country\'s language (deu → ger)', async () => {
    await start(AUTO);
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.textContent).toContain('Wir empfehlen unseren Shop für Deutschland.');
    expect($('.sf-country-picker__step--recommended')!.getAttribute('lang')).toBe('de');
    expect($('.sf-country-picker__confirm')!.textContent).toBe('Bestätigen');
    // The form goes to Germany's German site.
    expect(form().getAttribute('action')).toBe('/');
    expect(hidden()).toEqual([
      ['country', 'deu'],
      ['lang', 'ger'],
      ['redirection', 'redirected'],
    ]);
  });

  it('is_default_country: "delivery to your country is not possible", in recommended_lang (eng)', async () => {
    await start({ show_select: 'true', is_default_country: 'true' });
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.textContent).toContain('Delivery to your country is not possible.');
    expect(dialog()!.textContent).toContain('You can shop in our store for Poland.');
    // The visitor's country is not served: the default country in the recommended language.
    expect(hidden()).toEqual([
      ['country', 'pol'],
      ['lang', 'eng'],
      ['redirection', 'redirected'],
    ]);
  });

  it.each([
    ['the redirection=closed cookie', () => (document.cookie = 'redirection=closed; path=/')],
    ['?redirection=redirected', () => history.replaceState(null, '', '/?redirection=redirected')],
  ])('stays closed with %s', async (_, setUp) => {
    setUp();
    await start(AUTO);
    await waitFor(() => expect(toggle()).not.toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(dialog()).toBeNull();
  });

  it('closing sets redirection=closed', async () => {
    await start(AUTO);
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(getCookie('redirection')).toBeUndefined();
    $<HTMLButtonElement>('.sf-modal__close')!.click();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(getCookie('redirection')).toBe('closed');
  });

  it('submitting sets redirection=closed and lets the form go', async () => {
    await start(AUTO);
    await waitFor(() => expect(dialog()).not.toBeNull());
    const e = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(e);
    expect(e.defaultPrevented).toBe(false);
    expect(getCookie('redirection')).toBe('closed');
    expect(form().getAttribute('method')).toBe('get');
  });

  it('method "post" keeps the site address and adds redirection=redirected to it', async () => {
    await start({ ...AUTO, method: 'post' });
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(form().getAttribute('method')).toBe('post');
    expect(form().getAttribute('action')).toBe('/?country=deu&lang=ger&redirection=redirected');
    expect(hidden()).toEqual([]);
  });
});

describe('§4.4 steps and selects', () => {
  it('Next goes to the selects with the recommended step as previous; Back returns', async () => {
    await start(AUTO);
    await waitFor(() => expect(dialog()).not.toBeNull());
    $<HTMLButtonElement>('.sf-country-picker__next')!.click();
    await waitFor(() => expect($('.sf-country-picker__step--select')).not.toBeNull());
    // Focus moves to the first select of the new step.
    await waitFor(() => expect(document.activeElement).toBe(selects()[0]));
    $<HTMLButtonElement>('.sf-country-picker__back')!.click();
    await waitFor(() => expect($('.sf-country-picker__step--recommended')).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe($('.sf-country-picker__confirm')));
  });

  it('a group switches the country list, a country the language list; one language hides the select', async () => {
    await start();
    toggle().click();
    await waitFor(() => expect(dialog()).not.toBeNull());
    const [group, lang] = selects();
    expect([...group!.options].map((o) => o.value)).toEqual(['Europa', 'Ameryka', 'Azja i Oceania']);
    expect([...lang!.options].map((o) => o.textContent)).toEqual(['Polski', 'English']);
    choose(group!, 'Ameryka');
    await waitFor(() => expect(input().value).toBe('Stany Zjednoczone'));
    // One language: no language select; the form goes to that site.
    expect(selects()).toHaveLength(1);
    expect(hidden()).toEqual([
      ['country', 'usa'],
      ['lang', 'eng'],
      ['redirection', 'redirected'],
    ]);
    key(input(), 'ArrowDown');
    await waitFor(() => expect(options()).toEqual(countries.filter((c) => c.group === 'Ameryka').map((c) => c.name)));
    key(input(), 'ArrowDown');
    await waitFor(() => expect(input().getAttribute('aria-activedescendant')).toBe(document.querySelectorAll('.sf-country-picker__option')[1]!.id));
    key(input(), 'Enter');
    await waitFor(() => expect(input().value).toBe('Kanada'));
    await waitFor(() => expect(selects()).toHaveLength(2));
    choose(selects()[1]!, 'fre');
    await waitFor(() =>
      expect(hidden()).toEqual([
        ['country', 'can'],
        ['lang', 'fre'],
        ['redirection', 'redirected'],
      ]),
    );
  });

  it('the country filter ignores diacritics, searches every group and switches the group', async () => {
    await start();
    toggle().click();
    await waitFor(() => expect(dialog()).not.toBeNull());
    type('slowa');
    await waitFor(() => expect(options()).toEqual(['Słowacja']));
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe($('.sf-country-picker__option')!.id);
    type('kore');
    await waitFor(() => expect(options()).toEqual(['Korea Południowa']));
    key(input(), 'Enter');
    await waitFor(() => expect(input().value).toBe('Korea Południowa'));
    expect(selects()[0]!.value).toBe('Azja i Oceania');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list first, then the modal', async () => {
    await start();
    toggle().click();
    await waitFor(() => expect(dialog()).not.toBeNull());
    type('xyz');
    await waitFor(() => expect($('.sf-country-picker__empty')).not.toBeNull());
    key(input(), 'Escape');
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('false'));
    expect(input().value).toBe('Polska');
    expect(dialog()).not.toBeNull();
    key(input(), 'Escape');
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('Enter in the country input never submits the form', async () => {
    await start();
    toggle().click();
    await waitFor(() => expect(dialog()).not.toBeNull());
    const e = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input().dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
  });

  it('shop texts follow the shop language (it)', async () => {
    await start({}, 'it');
    await waitFor(() => expect(toggle().textContent).toBe('Paese di consegna: Polska (zł)'));
  });
});
