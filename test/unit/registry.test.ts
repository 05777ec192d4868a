// The registry, the widget definitions and the README catalog tell the same story.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../widgets/registry.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const stylesheet = readFileSync(new URL('../../src/styles/index.css', import.meta.url), 'utf8');
const budgets = JSON.parse(readFileSync(new URL('../../bench/budgets.json', import.meta.url), 'utf8')) as { budgets: Record<string, unknown> };

describe.each(Object.entries(registry))('widget %s', (name, entry) => {
  it('its chunk defines a widget of the same name', async () => {
    const def = (await entry.load()).default;
    expect(def.name).toBe(name);
    expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has its stylesheet in the bundle\'s stylesheet and a size budget (the steps of "Adding a widget" a build would not catch)', () => {
    expect(stylesheet).toContain(`@import '../../widgets/${name}/styles.css';`);
    expect(budgets.budgets[name]).toBeDefined();
  });

  it('ships the plural filler exactly when its texts count something ({n, plural, …})', async () => {
    const def = (await entry.load()).default;
    const counts = Object.values(def.texts ?? {}).some((catalog) => Object.values(catalog as Record<string, string>).some((text) => text.includes(', plural,')));
    expect(def.plurals !== undefined).toBe(counts);
  });

  it('is in the README catalog with its description, load condition and sections', async () => {
    const def = (await entry.load()).default;
    const sections = entry.sections?.length ? entry.sections.map((s) => '`' + s + '`').join(', ') : 'none';
    expect(readme).toContain(`| \`${name}\` | ${def.description} | \`${entry.when}\` | ${sections} |`);
  });
});

describe('the bundle stylesheet', () => {
  it('imports the styles of registered widgets only, once each', () => {
    const imported = [...stylesheet.matchAll(/@import '\.\.\/\.\.\/widgets\/([^/]+)\/styles\.css';/g)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(0);
    expect([...imported].sort()).toEqual(Object.keys(registry).sort());
  });
});
