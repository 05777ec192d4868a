// config-builder through the real loader (happy-dom), with the props the development shop writes on
// /widgets (every widget, every text in three languages): each control changes the script to copy;
// a text override lands in `texts`; a pasted config that fails (its JSON, a key's schema, a widget
// name) is named by path and changes nothing, one that passes restores the controls; Copy uses the
// clipboard, else selects the script; the preview's address follows the config (happy-dom loads no
// frame: it says so on its console, "Iframe page loading is disabled", which is expected).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configBuilderProps } from '../../fixtures/pages/config-builder-html.ts';
import { scriptJson } from '../../src/domain/script-json.ts';
import { TEXTS_PAGE } from '../../widgets/config-builder/use-text-filter.ts';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
/** document.execCommand as the environment has it (a test replaces it). */
const execCommand = Object.getOwnPropertyDescriptor(document, 'execCommand');
afterEach(() => {
  h?.stop();
  h = undefined;
  vi.restoreAllMocks();
  if (execCommand) Object.defineProperty(document, 'execCommand', execCommand);
  else delete (document as { execCommand?: unknown }).execCommand;
});

const root = () => document.querySelector<HTMLElement>('[data-widget="config-builder"]')!;
const within = <T extends Element>(selector: string) => [...root().querySelectorAll<T>(selector)];
/** The control whose label (or accessible text around it) is `text`. */
function control<T extends HTMLElement = HTMLInputElement>(text: string): T {
  const label = within<HTMLLabelElement>('label').find((l) => l.textContent?.replace(/\s+/g, ' ').trim() === text);
  if (!label) throw new Error('no label "' + text + '"');
  return (label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input')) as T;
}
const button = (text: string) => within<HTMLButtonElement>('button').find((b) => b.textContent === text)!;
const output = () => within<HTMLTextAreaElement>('textarea[readonly]')[0]!;
/** The config in the script to copy. */
const config = () =>
  JSON.parse(/^<script type="application\/json" id="storefront-config">\n([\s\S]*)\n<\/script>$/.exec(output().value)![1]!) as Record<string, unknown>;
const statusOf = (section: string) => root().querySelector(`.sf-config-builder__${section} [role="status"]`)!.textContent;

function setValue(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

async function mounted(o: { lang?: 'pl' | 'it' | 'en'; texts?: Record<string, string> } = {}) {
  const lang = o.lang ?? 'pl';
  const props = await configBuilderProps(lang);
  h = startWidgets(
    `<main><div data-widget="config-builder" data-when="load"><script type="application/json" data-props>${scriptJson(props)}</script><p>Fallback</p></div></main>`,
    {
      config: { language: lang, ...(o.texts ? { texts: o.texts } : {}) },
    },
  );
  await h.ready;
  await waitFor(() => expect(markerState(root())).toBe('mounted'));
  return props;
}

async function paste(text: string) {
  setValue(control<HTMLTextAreaElement>('Konfiguracja (JSON albo cały skrypt)'), text);
  button('Wczytaj').click();
}

describe('config-builder', () => {
  it("starts from the page's config: every widget on, and a script the loader's schema accepts", async () => {
    const props = await mounted();
    expect(within<HTMLInputElement>('input[name^="widget."]').map((c) => [c.name, c.checked])).toEqual(props.widgets.map((w) => ['widget.' + w.name, true]));
    expect(config()).toEqual({ language: 'pl', priceType: 'gross', omnibus: { enabled: true, rebateCodeActivate: true, hidePercentageDiscounts: true } });
    expect(root().textContent).toContain('Sprawdzona schematem loadera: każdy klucz jest poprawny.');
    // Each switch is described by its widget's one line.
    const toasts = control('toasts');
    expect(document.getElementById(toasts.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Toast alerts/);
  });

  it('switching widgets off lists them in widgets.disabled; the allow-list mode lists the others in widgets.enabled', async () => {
    const props = await mounted();
    control('toasts').click();
    control('mini-basket').click();
    await waitFor(() => expect(config().widgets).toEqual({ disabled: ['mini-basket', 'toasts'] }));
    control('Zapisz włączone (nowe widżety będą wyłączone)').click();
    await waitFor(() => expect(config().widgets).toEqual({ enabled: props.widgets.map((w) => w.name).filter((n) => n !== 'mini-basket' && n !== 'toasts') }));
    control('toasts').click();
    await waitFor(() => expect((config().widgets as { enabled: string[] }).enabled).toContain('toasts'));
  });

  it('language, price type and the omnibus options', async () => {
    await mounted();
    control('Italiano').click();
    control('Netto').click();
    control('Ukryj procent zmiany ceny').click();
    control('Pokazuj najniższą cenę z 30 dni przed obniżką').click();
    await waitFor(() =>
      expect(config()).toEqual({ language: 'it', priceType: 'net', omnibus: { enabled: false, rebateCodeActivate: true, hidePercentageDiscounts: false } }),
    );
    expect(control('Italiano').nextElementSibling?.getAttribute('lang')).toBe('it');
  });

  it('a text override names its key, shows the default in each language, and lands in texts; emptied, it goes', async () => {
    await mounted();
    setValue(control('Szukaj tekstu (klucz, widżet lub treść)'), 'promocode.label');
    await waitFor(() => expect(within('.sf-config-builder__text')).toHaveLength(1));
    expect(statusOf('texts')).toBe('Pasujące teksty: 1.');
    const field = control('Twój tekst: promoCode.label');
    const defaults = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect([...defaults.querySelectorAll('dd')].map((d) => [d.lang, d.textContent])).toEqual([
      ['pl', 'Kod rabatowy'],
      ['it', 'Codice sconto'],
      ['en', 'Discount code'],
      ['', 'promo-code'],
    ]);
    setValue(field, 'Kod promocyjny');
    await waitFor(() => expect(config().texts).toEqual({ 'promoCode.label': 'Kod promocyjny' }));
    // "Changed only" keeps it while it is emptied (the row does not vanish under the caret).
    setValue(control('Szukaj tekstu (klucz, widżet lub treść)'), '');
    control('Tylko zmienione').click();
    await waitFor(() => expect(within('.sf-config-builder__text')).toHaveLength(1));
    setValue(control('Twój tekst: promoCode.label'), '');
    await waitFor(() => expect(config().texts).toBeUndefined());
    expect(within('.sf-config-builder__text')).toHaveLength(1);
  });

  it('"changed only" on, a pasted config loaded shows its overrides instead of the ones it replaced', async () => {
    await mounted();
    setValue(control('Szukaj tekstu (klucz, widżet lub treść)'), 'promocode.label');
    await waitFor(() => expect(within('.sf-config-builder__text')).toHaveLength(1));
    setValue(control('Twój tekst: promoCode.label'), 'Kod promocyjny');
    setValue(control('Szukaj tekstu (klucz, widżet lub treść)'), '');
    control('Tylko zmienione').click();
    const keys = () => within<HTMLElement>('.sf-config-builder__key').map((k) => k.textContent);
    await waitFor(() => expect(keys()).toEqual(['Twój tekst: promoCode.label']));
    await paste(JSON.stringify({ texts: { 'projector.add': 'Do koszyka!', 'ui.close': 'Zamknij to' } }));
    await waitFor(() => expect(statusOf('paste')).toBe('Wczytano konfigurację.'));
    await waitFor(() => expect(keys().sort()).toEqual(['Twój tekst: projector.add', 'Twój tekst: ui.close']));
    expect(control('Tylko zmienione').checked).toBe(true);
    expect(control('Twój tekst: ui.close').value).toBe('Zamknij to');
  });

  it('the search finds a text by its Italian default and by widget; the list shows a page at a time, and "more" moves the focus on', async () => {
    const props = await mounted();
    setValue(control('Szukaj tekstu (klucz, widżet lub treść)'), 'Chiudi');
    await waitFor(() => expect(within<HTMLElement>('.sf-config-builder__key').map((k) => k.textContent)).toContain('Twój tekst: ui.close'));
    setValue(control('Szukaj tekstu (klucz, widżet lub treść)'), 'shopping-list-link');
    await waitFor(() => expect(within('.sf-config-builder__text')).toHaveLength(props.texts.filter((t) => t.widgets.includes('shopping-list-link')).length));
    setValue(control('Szukaj tekstu (klucz, widżet lub treść)'), '');
    await waitFor(() => expect(within('.sf-config-builder__text')).toHaveLength(TEXTS_PAGE));
    const n = props.texts.length;
    expect(statusOf('texts')).toBe(`Pasujące teksty: ${n}. Widać ${TEXTS_PAGE} z ${n}.`);
    button('Pokaż więcej').click();
    await waitFor(() => expect(within('.sf-config-builder__text')).toHaveLength(2 * TEXTS_PAGE));
    expect(document.activeElement).toBe(within('.sf-config-builder__text input')[TEXTS_PAGE]);
  });

  it.each([
    ['{"language": "it",', /^storefront-config: invalid JSON \(.+\)$/],
    ['{"priceType": "brutto"}', /^storefront-config\.priceType: expected one of "gross" \| "net"$/],
    ['{"omnibus": {"enabled": "yes"}}', /^storefront-config\.omnibus\.enabled: expected boolean, got string$/],
    ['{"widgets": {"disabled": ["mini-baskte"]}}', /^storefront-config\.widgets\.disabled\.0: "mini-baskte" is no widget$/],
  ])('a pasted %s is not loaded: the problem names the path, and nothing the admin had is lost', async (text, problem) => {
    await mounted();
    control('toasts').click();
    control('Netto').click();
    await waitFor(() => expect(config()).toMatchObject({ priceType: 'net', widgets: { disabled: ['toasts'] } }));
    const before = output().value;
    await paste(text);
    const alert = await waitFor(() => root().querySelector<HTMLElement>('.sf-config-builder__paste [role="alert"]')!);
    expect(alert.querySelector('p')!.textContent).toBe('Nie wczytano konfiguracji, nic się nie zmieniło:');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([expect.stringMatching(problem)]);
    const field = control<HTMLTextAreaElement>('Konfiguracja (JSON albo cały skrypt)');
    expect(field.value).toBe(text);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(field);
    expect(output().value).toBe(before);
    expect(control('toasts').checked).toBe(false);
  });

  it('a pasted script that passes restores the controls, and keeps the keys the builder has no control for', async () => {
    await mounted();
    const pasted = {
      language: 'en',
      priceType: 'net',
      widgets: { enabled: ['mini-basket', 'toasts'] },
      omnibus: { rebateCodeActivate: false },
      texts: { 'toasts.close': 'Schowaj' },
      currency: { id: 'EUR', symbol: '€' },
      theme: { dark: true },
    };
    await paste('<script type="application/json" id="storefront-config">' + JSON.stringify(pasted) + '</script>');
    await waitFor(() => expect(statusOf('paste')).toBe('Wczytano konfigurację.'));
    expect(control('English').checked).toBe(true);
    expect(control('Netto').checked).toBe(true);
    expect(control('Zapisz włączone (nowe widżety będą wyłączone)').checked).toBe(true);
    expect(within<HTMLInputElement>('input[name^="widget."]:checked').map((c) => c.name)).toEqual(['widget.mini-basket', 'widget.toasts']);
    expect(control('Uwzględniaj aktywny kod rabatowy').checked).toBe(false);
    expect(config()).toEqual({ ...pasted, omnibus: { enabled: true, rebateCodeActivate: false, hidePercentageDiscounts: true } });
    expect(control<HTMLTextAreaElement>('Konfiguracja (JSON albo cały skrypt)').value).toBe('');
    expect(root().querySelector('[role="alert"]')).toBeNull();
  });

  it('Copy puts the script on the clipboard and says so politely', async () => {
    await mounted();
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    button('Kopiuj').click();
    await waitFor(() => expect(statusOf('output')).toBe('Skopiowano do schowka.'));
    expect(writeText).toHaveBeenCalledWith(output().value);
    // A change makes it old news.
    control('Netto').click();
    await waitFor(() => expect(statusOf('output')).toBe(''));
  });

  it('where the clipboard refuses, the script is selected and copied the old way; where that fails too, the admin is told to press Ctrl+C', async () => {
    await mounted();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText: () => Promise.reject(new Error('denied')) } as unknown as Clipboard);
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    button('Kopiuj').click();
    await waitFor(() => expect(statusOf('output')).toBe('Skrypt jest zaznaczony: skopiuj go klawiszami Ctrl+C.'));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.activeElement).toBe(output());
    expect([output().selectionStart, output().selectionEnd]).toEqual([0, output().value.length]);
    execCommand.mockReturnValue(true);
    button('Kopiuj').click();
    await waitFor(() => expect(statusOf('output')).toBe('Skopiowano do schowka.'));
  });

  it('the preview shows the first page with the config, and follows the controls and the page chosen', async () => {
    await mounted();
    const frame = () => root().querySelector('iframe')!;
    const shown = () => new URL(frame().src, location.href);
    expect(frame().title).toBe('Podgląd: Strona produktu');
    expect(shown().pathname).toBe('/widgets/preview');
    expect(shown().searchParams.get('page')).toBe('/product/1001');
    expect(JSON.parse(shown().searchParams.get('config')!)).toEqual(config());
    control('toasts').click();
    await waitFor(() => expect(JSON.parse(shown().searchParams.get('config')!)).toMatchObject({ widgets: { disabled: ['toasts'] } }));
    const select = control<HTMLSelectElement>('Strona podglądu');
    select.value = '/basketedit.php';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(shown().searchParams.get('page')).toBe('/basketedit.php'));
    expect(frame().title).toBe('Podgląd: Koszyk');
  });

  it('speaks Italian on an Italian page, and its own texts can be overridden too', async () => {
    await mounted({ lang: 'it', texts: { 'configBuilder.copy': 'Copia lo script' } });
    expect(root().querySelector('h2')!.textContent).toBe('Generatore di configurazione');
    expect(button('Copia lo script')).toBeDefined();
    expect(control("Pagina dell'anteprima").tagName).toBe('SELECT');
    expect(config().language).toBe('it');
  });

  it("bad props are an error naming the widget's attribute and path, and the server markup stays", async () => {
    const { expectConsoleError } = await import('../helpers/widget-setup.ts');
    expectConsoleError(/config-builder.*data-props script\.texts: expected array, got undefined/);
    h = startWidgets(
      '<div data-widget="config-builder" data-when="load"><script type="application/json" data-props>{"widgets": []}</script><p>Fallback</p></div>',
      { config: { language: 'pl' } },
    );
    await h.ready;
    await waitFor(() => expect(markerState(root())).toBe('error'));
    expect(root().textContent).toContain('Fallback');
  });
});
