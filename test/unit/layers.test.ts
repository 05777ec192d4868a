// The house rules for imports (DESIGN.md §3): domain ← core ← ui ← widgets, widgets never import
// each other, and the entry (src/loader) pulls nothing in at run time but its own files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function importsOf(file: string): Edge[] {
  const text = readFileSync(join(root, file), 'utf8');
  const edges: Edge[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)'/gm)) {
    edges.push({ from: file, to: relative(root, resolve(root, dirname(file), m[3]!)), typeOnly: Boolean(m[2]) });
  }
  for (const m of text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)) {
    edges.push({ from: file, to: relative(root, resolve(root, dirname(file), m[1]!)), typeOnly: false });
  }
  return edges;
}

/** The layer a file belongs to; a widget's layer is its folder. */
function layerOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'widgets') return parts.length > 2 ? 'widget:' + parts[1] : 'widgets-registry';
  return parts[0] === 'src' ? parts[1]! : parts[0]!;
}

/** Which layers each layer may import at run time (type-only imports are checked separately). */
const ALLOWED: Record<string, readonly string[]> = {
  domain: ['domain'],
  core: ['domain', 'core'],
  ui: ['domain', 'core', 'ui'],
  vendor: ['vendor'],
  runtime: ['domain', 'core', 'ui', 'runtime'],
  // The page shell (src/shell/) runs underneath the widgets, loaded by the runtime through the entry.
  shell: ['domain', 'core', 'ui', 'shell'],
  // The inspector (its own chunk) reads the marker's props as the runtime does, its condition as the loader does.
  inspector: ['domain', 'core', 'runtime', 'loader', 'inspector'],
  // The entry may inline pure rules (the page language): they cost no chunk.
  loader: ['loader', 'core', 'domain'],
  // The optional inline head script (src/early/) is one classic script: pure rules only (and the
  // guarded cookie read, which imports nothing: see COOKIE_READ).
  early: ['domain', 'early'],
};

/** The one guarded cookie read (src/core/cookies.ts imports nothing): the entry and the head script use it too. */
const COOKIE_READ = 'src/core/cookies.ts';

const sources = [...filesUnder('src'), ...filesUnder('widgets')];
const edges = sources.flatMap(importsOf);

describe('import direction', () => {
  it('finds the files and their imports (the scan itself works)', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(edges.some((e) => e.from === 'src/core/widget-context.tsx' && e.to === 'src/core/server-markup.ts')).toBe(true);
  });

  it('domain ← core ← ui ← widgets: no layer imports one above it', () => {
    const wrong = edges
      .filter((e) => !e.typeOnly)
      .filter((e) => {
        const from = layerOf(e.from);
        const to = layerOf(e.to);
        if (from.startsWith('widget:')) return !(to === from || ['domain', 'core', 'ui', 'vendor'].includes(to));
        const allowed = ALLOWED[from];
        if ((from === 'early' || from === 'loader') && e.to === COOKIE_READ) return false;
        return allowed !== undefined && !allowed.includes(to);
      })
      .map((e) => `${e.from} → ${e.to}`);
    expect(wrong).toEqual([]);
  });

  it('even type-only imports never point up from domain, core or ui', () => {
    const rank: Record<string, number> = { vendor: 0, domain: 0, core: 1, ui: 2 };
    const up = edges
      .filter((e) => rank[layerOf(e.from)] !== undefined)
      .filter((e) => !(rank[layerOf(e.to)]! <= rank[layerOf(e.from)]!))
      .map((e) => `${e.from} → ${e.to}`);
    expect(up).toEqual([]);
  });

  it('widgets never import each other', () => {
    const across = edges
      .filter((e) => layerOf(e.from).startsWith('widget:') && layerOf(e.to).startsWith('widget:') && layerOf(e.from) !== layerOf(e.to))
      .map((e) => `${e.from} → ${e.to}`);
    expect(across).toEqual([]);
  });

  it('the entry (src/loader) imports core for types only, and the runtime chunk only lazily', () => {
    const eager = edges
      // …but for the view type's reading, which the first bulk request's Snippets params need (§3.4): no imports of its own.
      .filter((e) => layerOf(e.from) === 'loader' && layerOf(e.to) !== 'loader' && layerOf(e.to) !== 'domain' && !e.typeOnly && e.to !== 'src/core/view-type.ts' && e.to !== COOKIE_READ)
      .map((e) => `${e.from} → ${e.to}`);
    expect(eager).toEqual([]);
  });
});
