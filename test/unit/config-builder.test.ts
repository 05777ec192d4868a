// The config builder's rules (src/domain/config-builder.ts): choices ↔ config, the script
// to copy, a pasted config, the text filter and the preview's address.
import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  configOf,
  configScript,
  filterTexts,
  previewAddress,
  readPastedConfig,
  unknownWidgets,
  unwrapScript,
  type BuilderChoice,
  type TextRow,
} from '../../src/domain/config-builder.ts';

const WIDGETS = ['omnibus-price', 'mini-basket', 'toasts', 'promo-code'];
const START = { language: 'pl', priceType: 'gross' } as const;
const ALL_ON = { enabled: true, rebateCodeActivate: true, hidePercentageDiscounts: true };

describe('choices → config', () => {
  const choice: BuilderChoice = { ...START, mode: 'disabled', off: [], omnibus: ALL_ON, texts: {}, rest: {} };

  it('an empty start: language, price type and the omnibus options, no widgets or texts key', () => {
    expect(configOf(choice, WIDGETS)).toEqual({ language: 'pl', priceType: 'gross', omnibus: ALL_ON });
  });

  it("widgets switched off are listed in widgets.disabled, in the registry's order", () => {
    expect(configOf({ ...choice, off: ['toasts', 'omnibus-price'] }, WIDGETS).widgets).toEqual({ disabled: ['omnibus-price', 'toasts'] });
  });

  it('in the allow-list mode the ones switched on are listed in widgets.enabled (all of them when none is off)', () => {
    expect(configOf({ ...choice, mode: 'enabled', off: ['toasts'] }, WIDGETS).widgets).toEqual({ enabled: ['omnibus-price', 'mini-basket', 'promo-code'] });
    expect(configOf({ ...choice, mode: 'enabled' }, WIDGETS).widgets).toEqual({ enabled: WIDGETS });
  });

  it('an empty override is none; the keys the builder has no control for follow, as they came', () => {
    const config = configOf({ ...choice, texts: { 'promoCode.label': 'Kupon', 'toasts.close': '' }, rest: { currency: { id: 'EUR' }, theme: 1 } }, WIDGETS);
    expect(config).toEqual({ language: 'pl', priceType: 'gross', omnibus: ALL_ON, texts: { 'promoCode.label': 'Kupon' }, currency: { id: 'EUR' }, theme: 1 });
  });
});

describe('config → choices', () => {
  it('reads language (normalised), price type, omnibus over its defaults, texts and the rest', () => {
    expect(
      choiceOf({ language: 'it-IT', priceType: 'net', omnibus: { enabled: false }, texts: { a: 'b' }, page: { type: 'main' }, nonce: 'n' }, WIDGETS, START),
    ).toEqual({
      language: 'it',
      priceType: 'net',
      mode: 'disabled',
      off: [],
      omnibus: { ...ALL_ON, enabled: false },
      texts: { a: 'b' },
      rest: { page: { type: 'main' }, nonce: 'n' },
    });
  });

  it("without language or price type it keeps the start's", () => {
    expect(choiceOf({}, WIDGETS, { language: 'en', priceType: 'net' })).toMatchObject({ language: 'en', priceType: 'net' });
  });

  it.each([
    [{ disabled: ['toasts'] }, 'disabled', ['toasts']],
    [{ enabled: ['toasts', 'mini-basket'] }, 'enabled', ['omnibus-price', 'promo-code']],
    // Both lists: on is in `enabled` and not in `disabled`, as the loader reads them.
    [{ enabled: ['toasts', 'mini-basket'], disabled: ['toasts'] }, 'enabled', ['omnibus-price', 'toasts', 'promo-code']],
  ] as const)('widgets %j: mode %s, off %j', (widgets, mode, off) => {
    const c = choiceOf({ widgets }, WIDGETS, START);
    expect(c.mode).toBe(mode);
    expect(c.off).toEqual(off);
  });

  it('a config survives the round trip', () => {
    const config = {
      language: 'en',
      priceType: 'net',
      widgets: { enabled: ['toasts'] },
      omnibus: { ...ALL_ON, hidePercentageDiscounts: false },
      texts: { a: 'b' },
      currency: { id: 'EUR' },
    };
    expect(configOf(choiceOf(config, WIDGETS, START), WIDGETS)).toEqual(config);
  });
});

describe('the script', () => {
  it('is the storefront-config script with the config as indented JSON', () => {
    expect(configScript({ language: 'pl' })).toBe('<script type="application/json" id="storefront-config">\n{\n  "language": "pl"\n}\n</script>');
  });

  it('no text in it can close the script or open markup', () => {
    const script = configScript({ texts: { 'promoCode.label': '</script><img src=x onerror=alert(1)> & <!--' } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toMatch(/<img|<!--/);
    expect(JSON.parse(unwrapScript(script))).toEqual({ texts: { 'promoCode.label': '</script><img src=x onerror=alert(1)> & <!--' } });
  });
});

describe('a pasted config', () => {
  it.each([
    ['{"language":"it"}', { language: 'it' }],
    ['  <script type="application/json" id="storefront-config">\n{"priceType":"net"}\n</script>\n', { priceType: 'net' }],
    ['<SCRIPT type="application/json">{"a":1}', { a: 1 }],
  ])('%j is read', (text, raw) => {
    expect(readPastedConfig(text)).toEqual({ ok: true, raw });
  });

  it.each([
    ['{"language": "it",}', /^storefront-config: invalid JSON \(.+\)$/],
    ['', /^storefront-config: invalid JSON \(.+\)$/],
    ['["pl"]', /^storefront-config: expected object, got array$/],
    ['null', /^storefront-config: expected object, got null$/],
    ['"pl"', /^storefront-config: expected object, got string$/],
  ])('%j is not: %s', (text, problem) => {
    const r = readPastedConfig(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toMatch(problem);
  });

  it('names the widget names that are no widget, with their path', () => {
    expect(unknownWidgets({ widgets: { enabled: ['toasts', 'mini-baskte'], disabled: ['x'] } }, WIDGETS)).toEqual([
      'storefront-config.widgets.enabled.1: "mini-baskte" is no widget',
      'storefront-config.widgets.disabled.0: "x" is no widget',
    ]);
    expect(unknownWidgets({}, WIDGETS)).toEqual([]);
  });
});

describe('the text filter', () => {
  const rows: TextRow[] = [
    { key: 'promoCode.label', widgets: ['promo-code'], pl: 'Kod rabatowy', it: 'Codice sconto', en: 'Discount code' },
    { key: 'ui.close', widgets: ['toasts', 'store-map'], pl: 'Zamknij', it: 'Chiudi', en: 'Close' },
    { key: 'search.more', widgets: ['header-search'], pl: 'Pokaż wszystkie wyniki', it: 'Mostra tutti i risultati', en: 'Show all results' },
  ];
  const keys = (r: TextRow[]) => r.map((x) => x.key);

  it.each([
    ['', ['promoCode.label', 'ui.close', 'search.more']],
    ['PROMOCODE', ['promoCode.label']],
    ['store-map', ['ui.close']],
    ['chiudi', ['ui.close']],
    ['pokaz', ['search.more']],
    ['  sconto ', ['promoCode.label']],
    ['nothing like it', []],
  ])('%j → %j', (query, expected) => {
    expect(keys(filterTexts(rows, query, {}))).toEqual(expected);
  });

  it('finds the override too, and "changed only" keeps the rows with one', () => {
    const overrides = { 'ui.close': 'Schowaj', 'search.more': '' };
    expect(keys(filterTexts(rows, 'schowaj', overrides))).toEqual(['ui.close']);
    expect(keys(filterTexts(rows, '', overrides, true))).toEqual(['ui.close']);
  });
});

describe("the preview's address", () => {
  it('carries the page and the config as JSON', () => {
    const url = previewAddress('/widgets/preview', '/product/1001', { texts: { a: 'ż&?' } })!;
    const parsed = new URL(url, 'http://shop');
    expect(parsed.pathname).toBe('/widgets/preview');
    expect(parsed.searchParams.get('page')).toBe('/product/1001');
    expect(JSON.parse(parsed.searchParams.get('config')!)).toEqual({ texts: { a: 'ż&?' } });
  });

  it('is none when it would be too long for the server', () => {
    expect(previewAddress('/p', '/', { texts: { a: 'x'.repeat(100) } }, 100)).toBeNull();
  });
});
