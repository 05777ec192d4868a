// The registry, the widget definitions and the README catalog tell the same story.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../widgets/registry.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe.each(Object.entries(registry))('widget %s', (name, entry) => {
  it('its chunk defines a widget of the same name', async () => {
    const def = (await entry.load()).default;
    expect(def.name).toBe(name);
    expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('ships the plural filler exactly when its texts count something ({n, plural, …})', async () => {
    const def = (await entry.load()).default;
    const counts = Object.values(def.texts ?? {}).some((catalog) => Object.values(catalog as Record<string, string>).some((text) => text.includes(', plural,')));
    expect(def.plurals !== undefined).toBe(counts);
  });

  it('is in the README catalog with its description, load condition and sections', async () => {
    const def = (await entry.load()).default;
    const sections = entry.sections.length ? entry.sections.map((s) => '`' + s + '`').join(', ') : 'none';
    expect(readme).toContain(`| \`${name}\` | ${def.description} | \`${entry.when}\` | ${sections} |`);
  });
});
