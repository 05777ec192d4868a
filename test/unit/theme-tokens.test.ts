// Theme tokens (src/styles/tokens.css): every documented custom property has a default,
// the default pairs meet WCAG AA, and the widget styles converted so far use tokens, not literal
// colours. Add a widget to TOKENISED once its styles.css is converted.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL('../../' + path, import.meta.url), 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

const tokensCss = read('src/styles/tokens.css');
const defaults = new Map([...withoutComments(tokensCss).matchAll(/(--sf-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
const documented = [...tokensCss.matchAll(/^\s+(--sf-[a-z-]+)\s{2,}/gm)].map((m) => m[1]!);

const TOKENISED = ['header-search', 'mini-basket', 'forced-region', 'customer-form', 'date-picker', 'country-picker', 'toasts'];
const STYLES = ['src/ui/styles.css', ...TOKENISED.map((w) => `widgets/${w}/styles.css`)];

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
const color = (name: string) => {
  const value = defaults.get('--sf-color-' + name);
  expect(value, name).toMatch(/^#[0-9a-f]{6}$/i);
  return value!;
};

describe('theme tokens', () => {
  it('every documented token has a default, and every default is documented', () => {
    expect(documented.length).toBeGreaterThanOrEqual(10);
    expect([...defaults.keys()].sort()).toEqual([...documented].sort());
  });

  it.each([
    ['text', 'surface', 4.5],
    ['text-muted', 'surface', 4.5],
    ['text-muted', 'highlight', 4.5],
    ['text-muted', 'surface-alt', 4.5],
    ['primary', 'surface', 4.5],
    ['primary', 'highlight', 4.5],
    ['primary-strong', 'highlight', 4.5],
    ['on-primary', 'primary', 4.5],
    ['on-primary', 'error', 4.5],
    ['on-primary', 'success', 4.5],
    ['on-primary', 'text', 4.5],
    ['error', 'surface', 4.5],
    ['success', 'surface', 4.5],
    ['warning', 'surface', 4.5],
    ['border', 'surface', 3],
  ])('the default %s on %s meets WCAG AA (%s:1)', (fg, bg, min) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(min);
  });

  it.each(STYLES)('%s takes its colours from the tokens (no literal colour, no undefined token)', (path) => {
    const css = withoutComments(read(path));
    expect(css.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
    const used = [...css.matchAll(/var\((--sf-[a-z-]+)/g)].map((m) => m[1]!);
    expect(used.filter((name) => !defaults.has(name))).toEqual([]);
  });
});

describe('the corner token', () => {
  const sheets = [
    ...readdirSync(new URL('../../widgets/', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `widgets/${d.name}/styles.css`),
    'src/ui/styles.css',
  ].filter((path) => existsSync(new URL('../../' + path, import.meta.url)));

  // Circles and pills (50%, 999px, 22px) and the small 2px and 6px corners keep their own values.
  it.each(sheets)('%s rounds the kit corner with var(--sf-radius), not a literal 4px', (path) => {
    expect(withoutComments(read(path)).match(/border-radius:\s*4px/g) ?? []).toEqual([]);
  });
});
