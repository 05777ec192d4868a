// Every widget folder is a registered widget with the same shape, and the README's "What each
// marker takes" table speaks of each one with the props its schema really has: a folder the
// registry forgot, or a README row naming a key the schema does not know, fails here.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { registry } from '../../widgets/registry.ts';
import { publicWidgets } from '../../build/types/public-schemas.ts';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const folders = readdirSync(join(root, 'widgets')).filter((n) => statSync(join(root, 'widgets', n)).isDirectory());

/** Every property name anywhere in a JSON schema. */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) propertyNames(s, into);
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') for (const name of Object.keys(value)) into.add(name);
      propertyNames(value, into);
    }
  }
  return into;
}

/** The README table's row of a widget: `| \`name\` | …`, within "What each marker takes". */
function markerRow(name: string): string | undefined {
  const table = readme.slice(readme.indexOf('### What each marker takes'));
  return table.split('\n').find((line) => line.startsWith('| `' + name + '` |'));
}

describe('widget folders', () => {
  it('every folder under widgets/ is registered, and every registered widget has its folder', () => {
    expect(folders.sort()).toEqual(Object.keys(registry).sort());
  });

  it.each(folders)('%s has the shape every widget has: index.ts, props.ts, styles.css, and texts.ts exactly when it has texts', async (name) => {
    for (const file of ['index.ts', 'props.ts', 'styles.css']) expect(existsSync(join(root, 'widgets', name, file)), file).toBe(true);
    const def = (await registry[name]!.load(name)).default;
    expect(existsSync(join(root, 'widgets', name, 'texts.ts'))).toBe(def.texts !== undefined);
  });
});

/** Keys a row names that are not props: the shopping-list endpoint's answer, a key of the page config the builder starts from. */
const NOT_PROPS: Record<string, string[]> = { 'projector-form': ['status', 'list', 'error'], 'config-builder': ['language'] };

describe('the README\'s "What each marker takes"', async () => {
  const widgets = await publicWidgets();
  it.each(widgets.map((w) => [w.name, w] as const))('%s: has a row, and every key its examples name is a key of its schema', (name, widget) => {
    const row = markerRow(name);
    expect(row, `a row for ${name}`).toBeDefined();
    const known = propertyNames([
      z.toJSONSchema(widget.props, { io: 'input', unrepresentable: 'any' }),
      ...Object.values(widget.parts).map((p) => z.toJSONSchema(p, { io: 'input', unrepresentable: 'any' })),
    ]);
    const named = [...row!.matchAll(/"([A-Za-z_][\w]*)":/g)].map((m) => m[1]!);
    expect(named.filter((key) => !known.has(key) && !NOT_PROPS[name]?.includes(key))).toEqual([]);
  });
});
