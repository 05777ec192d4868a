// The config's check (src/core/config.ts checkConfig): each top-level key against its schema, the
// problems named by key and path. The runtime (resolveConfig) reports the same messages, and the
// config builder shows them for a pasted config: one implementation.
import { describe, expect, it } from 'vitest';
import { checkConfig, resolveConfig } from '../../src/core/config.ts';

const doc = { documentElement: { lang: 'pl' } } as Document;

describe('checkConfig', () => {
  it('keeps the keys that pass, parsed, and leaves unknown keys out without a word', () => {
    expect(checkConfig({ priceType: 'net', omnibus: { enabled: false }, texts: { 'promoCode.label': 'Kupon' }, theme: { dark: true } })).toEqual({
      valid: { priceType: 'net', omnibus: { enabled: false }, texts: { 'promoCode.label': 'Kupon' } },
      problems: [],
    });
  });

  it.each([
    [{ priceType: 'brutto' }, 'storefront-config.priceType: expected one of "gross" | "net"'],
    [{ omnibus: { enabled: 'yes' } }, 'storefront-config.omnibus.enabled: expected boolean, got string'],
    [{ texts: { 'promoCode.label': 1 } }, 'storefront-config.texts.promoCode.label: expected string, got number'],
    [{ widgets: { disabled: 'toasts' } }, 'storefront-config.widgets.disabled: expected array, got string'],
    [{ widgets: { enabled: ['toasts', 7] } }, 'storefront-config.widgets.enabled.1: expected string, got number'],
    [{ timeoutMs: -1 }, 'storefront-config.timeoutMs: expected at least 0'],
    [{ language: 3 }, 'storefront-config.language: expected string, got number'],
  ])('%j: %s', (raw, message) => {
    expect(checkConfig(raw)).toEqual({ valid: {}, problems: [message] });
  });

  it('judges each key on its own: one bad key leaves the others', () => {
    const { valid, problems } = checkConfig({ language: 'it', priceType: 'brutto', currency: { id: 'EUR' } });
    expect(valid).toEqual({ language: 'it', currency: { id: 'EUR' } });
    expect(problems).toHaveLength(1);
  });

  it('resolveConfig reports the same messages and uses the defaults', () => {
    const said: string[] = [];
    const raw = { priceType: 'brutto', omnibus: { enabled: 'yes' }, language: 'it' };
    const config = resolveConfig(raw, doc, (m) => said.push(m));
    expect(said).toEqual(checkConfig(raw).problems.map((p) => p + ' (using the default)'));
    expect(config).toMatchObject({ language: 'it', priceType: 'gross', omnibus: { enabled: true, rebateCodeActivate: true, hidePercentageDiscounts: true } });
  });
});
