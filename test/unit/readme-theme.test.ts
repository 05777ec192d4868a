// The README's "Adopting in an IdoSell theme" and the `/widgets` page show the same server markup per
// widget: both come from fixtures/pages/theme-adoption.ts (test/widgets/theme-adoption.test.ts mounts it).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_ADOPTION } from '../../fixtures/pages/theme-adoption.ts';
import { escapeHtml } from '../../fixtures/pages/html.ts';
import { createShop } from '../../fixtures/server/shop.ts';
import { registry } from '../../widgets/registry.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const start = readme.indexOf('## Adopting in an IdoSell theme');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
const entries = Object.entries(THEME_ADOPTION);
const shop = createShop();

describe('"Adopting in an IdoSell theme"', () => {
  it('has a paragraph per widget of theme-adoption.ts, each a registered widget, and no other', () => {
    expect(start).toBeGreaterThan(0);
    const named = [...section.matchAll(/^\*\*`([a-z-]+)`\*\* on /gm)].map((m) => m[1]!);
    expect(named).toEqual(Object.keys(THEME_ADOPTION));
    for (const name of named) expect(registry[name], name).toBeDefined();
  });

  it.each(entries)('%s: the README names its template block and shows its markup verbatim', (name, { block, markup }) => {
    expect(section).toContain(`**\`${name}\`** on ${block}`);
    expect(section).toContain('```html\n' + markup + '\n```');
  });

  it("/widgets shows the same markup in each widget's section", async () => {
    const html = await (await shop.handle(new Request('http://localhost/widgets', { headers: { accept: 'text/html' } }))).text();
    for (const [name, { markup }] of entries) {
      const at = html.indexOf(`id="widget-${name}"`);
      const widget = html.slice(at, html.indexOf('</section>', at));
      expect(widget, name).toContain('In an IdoSell theme');
      expect(widget, name).toContain(escapeHtml(markup));
    }
  });
});
