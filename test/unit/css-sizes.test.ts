// The bundle's CSS sizes nothing in rem, so a theme whose root is 62.5 % (html { font-size: 10px }) does not
// shrink the widgets, and no text it sets is under 12 px at the kit's default base (--sf-font-size: 16px).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const BASE_PX = 16;
const MIN_TEXT_PX = 12;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const files = [...cssFiles(join(root, 'src')), ...cssFiles(join(root, 'widgets'))].map((path) => [relative(root, path), path] as const);
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** A font-size value in px at the defaults, or undefined where it only inherits or follows a theme token. */
function pxOf(value: string): number | undefined {
  const v = value.trim();
  let m = /^calc\(var\(--sf-font-size\) \* ([\d.]+)\)$/.exec(v);
  if (m) return Number(m[1]) * BASE_PX;
  if (v === 'var(--sf-font-size)') return BASE_PX;
  m = /^([\d.]+)px$/.exec(v);
  if (m) return Number(m[1]);
  // em: relative to the theme's text around the widget; at least 0.75 of it keeps a 16 px theme at 12 px.
  m = /^([\d.]+)em$/.exec(v);
  if (m) return Number(m[1]) * BASE_PX;
  return undefined;
}

describe('bundle CSS sizes', () => {
  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('%s uses no rem', (_name, path) => {
    expect(withoutComments(readFileSync(path, 'utf8')).match(/\b[\d.]+rem\b/g) ?? []).toEqual([]);
  });

  it.each(files)('%s sets no text under 12 px at the default base', (_name, path) => {
    const sizes = [...withoutComments(readFileSync(path, 'utf8')).matchAll(/font-size:\s*([^;}]+)/g)].map((m) => m[1]!.trim());
    expect(sizes.filter((size) => (pxOf(size) ?? MIN_TEXT_PX) < MIN_TEXT_PX)).toEqual([]);
  });
});
