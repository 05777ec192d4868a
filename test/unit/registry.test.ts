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
    // A condition decided per marker is described in words, starting with its usual value.
    const when = typeof entry.when === 'function' ? `\`${entry.when(marker(''))}\`; ` : `\`${entry.when}\` |`;
    expect(readme).toContain(`| \`${name}\` | ${def.description} | ${when}`);
  });
});

/** A stand-in for a marker element: what a per-marker load condition may read. */
function marker(props: string, script = ''): HTMLElement {
  return { dataset: props ? { props } : {}, textContent: script } as unknown as HTMLElement;
}

describe('country-picker loads with the page only when it may open by itself (§4.4 show_select, as isTrue reads it)', () => {
  const when = registry['country-picker']!.when as (el: HTMLElement) => string;
  it.each([
    ['{"show_select":"true"}', 'load'],
    ['{"countries": [], "show_select": true}', 'load'],
    ['{"show_select":"1"}', 'load'],
    ['{"show_select":1}', 'load'],
    ['{"show_select":"false"}', 'interaction'],
    ['{"show_select":10}', 'interaction'],
    ['{"show_select":0}', 'interaction'],
    ['{}', 'interaction'],
    ['', 'interaction'],
  ])('data-props %s → %s', (props, expected) => {
    expect(when(marker(props))).toBe(expected);
  });
  it('reads a <script data-props> child as well', () => {
    expect(when(marker('', '{"countries":[],"show_select":"true"} Kraj dostawy: Polska'))).toBe('load');
    expect(when(marker('', '{"countries":[]} Kraj dostawy: Polska'))).toBe('interaction');
  });
});

describe('the bundle stylesheet', () => {
  it('imports the styles of registered widgets only, once each', () => {
    const imported = [...stylesheet.matchAll(/@import '\.\.\/\.\.\/widgets\/([^/]+)\/styles\.css';/g)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(0);
    expect([...imported].sort()).toEqual(Object.keys(registry).sort());
  });
});
