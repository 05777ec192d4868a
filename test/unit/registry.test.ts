// The registry, the widget definitions and the README catalog tell the same story.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../widgets/registry.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const stylesheet = readFileSync(new URL('../../src/styles/index.css', import.meta.url), 'utf8');
const budgets = JSON.parse(readFileSync(new URL('../../bench/budgets.json', import.meta.url), 'utf8')) as { budgets: Record<string, unknown> };

describe.each(Object.entries(registry))('widget %s', (name, entry) => {
  it('its chunk defines a widget of the same name', async () => {
    const def = (await entry.load(name)).default;
    expect(def.name).toBe(name);
    expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has its stylesheet in the bundle\'s stylesheet and a size budget (the steps of "Adding a widget" a build would not catch)', () => {
    expect(stylesheet).toContain(`@import '../../widgets/${name}/styles.css';`);
    // Its own, or a group's that names it (the page chrome's widgets that share one chunk: widgets/page-chrome.ts).
    const group = Object.values(budgets.budgets).find((b) => (b as { widgets?: string[] }).widgets?.includes(name));
    expect(budgets.budgets[name] ?? group).toBeDefined();
  });

  it('ships the plural filler exactly when its texts count something ({n, plural, …})', async () => {
    const def = (await entry.load(name)).default;
    const counts = Object.values(def.texts ?? {}).some((catalog) =>
      Object.values(catalog as Record<string, string>).some((text) => text.includes(', plural,')),
    );
    expect(def.plurals !== undefined).toBe(counts);
  });

  it('is in the README catalog with its description, load condition and sections', async () => {
    const def = (await entry.load(name)).default;
    const sections = entry.sections?.length ? entry.sections.map((s) => '`' + s + '`').join(', ') : 'none';
    // A condition decided per marker is described in words, starting with its usual value.
    const when = typeof entry.when === 'function' ? `\`${entry.when(marker(''))}\`; ` : `\`${entry.when}\` |`;
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` | ${def.description} | ${when}`));
    expect(row, 'its row: name, description, load condition').toBeDefined();
    expect(row!.endsWith(`| ${sections} |`)).toBe(true);
  });
});

/** A stand-in for a marker element: what a per-marker load condition may read. */
function marker(props: string, script = '', cookie = '', found = ''): HTMLElement {
  const querySelector = (selector: string) => (selector === found ? {} : null);
  return { dataset: props ? { props } : {}, textContent: script, ownerDocument: { cookie, querySelector } } as unknown as HTMLElement;
}

// Per-marker load conditions: the country picker loads with the page only when it may open by
// itself (§4.4 show_select, as isTrue reads it); the forced-region notice only when a forced cookie
// is set (§4.3, §3.20). Otherwise they wait for the shopper or for an idle moment.
describe.each([
  ['country-picker', 'data-props {"show_select":"true"}', marker('{"show_select":"true"}'), 'load'],
  ['country-picker', 'data-props {"countries": [], "show_select": true}', marker('{"countries": [], "show_select": true}'), 'load'],
  ['country-picker', 'data-props {"show_select":"1"}', marker('{"show_select":"1"}'), 'load'],
  ['country-picker', 'data-props {"show_select":1}', marker('{"show_select":1}'), 'load'],
  ['country-picker', 'a <script data-props> child with "show_select":"true"', marker('', '{"countries":[],"show_select":"true"} Kraj dostawy: Polska'), 'load'],
  ['country-picker', 'data-props {"show_select":"false"}', marker('{"show_select":"false"}'), 'interaction'],
  ['country-picker', 'data-props {"show_select":10}', marker('{"show_select":10}'), 'interaction'],
  ['country-picker', 'data-props {"show_select":0}', marker('{"show_select":0}'), 'interaction'],
  ['country-picker', 'data-props {}', marker('{}'), 'interaction'],
  ['country-picker', 'no props', marker(''), 'interaction'],
  ['country-picker', 'a <script data-props> child without show_select', marker('', '{"countries":[]} Kraj dostawy: Polska'), 'interaction'],
  ['forced-region', 'the setRegionForced cookie', marker('', '', 'setRegionForced=%7B%22showModal%22%3Atrue%7D'), 'load'],
  ['forced-region', 'the setZipcodeForced cookie among others', marker('', '', 'a=1; setZipcodeForced=x'), 'load'],
  ['forced-region', 'no cookie', marker(''), 'idle'],
  ['forced-region', 'a cookie whose name only ends like one', marker('', '', 'notsetRegionForced=1; other=2'), 'idle'],
  ['responsive-sections', 'a page without sections or lazy images', marker(''), 'idle'],
  ['responsive-sections', 'a page with a section', marker('', '', '', '[data-section],img[data-src],img[data-src-small]'), 'load'],
])('%s with %s', (name, _, el, expected) => {
  it('loads on ' + expected, () => {
    const when = registry[name]!.when as (el: HTMLElement) => string;
    expect(when(el)).toBe(expected);
  });
});

describe('the bundle stylesheet', () => {
  it('imports the styles of registered widgets only, once each', () => {
    const imported = [...stylesheet.matchAll(/@import '\.\.\/\.\.\/widgets\/([^/]+)\/styles\.css';/g)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(0);
    expect([...imported].sort()).toEqual(Object.keys(registry).sort());
  });
});
