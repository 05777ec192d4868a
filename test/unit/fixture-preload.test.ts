// The module hints the development shop writes from the build's manifest (README, "Preloading"):
// the runtime, and the files of the widgets that load with the page, so that they travel with the
// loader. Reads dist/manifest.json: `npm test` builds before it runs the tests.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createShop } from '../../fixtures/server/shop.ts';
import { eagerWidgets } from '../../fixtures/pages/preload.ts';

interface Manifest {
  preload: Record<string, string[]>;
  widgets: Record<string, Record<string, string[]>>;
  files: Record<string, { kind: string; widget?: string; members?: string[]; language?: string; imports: string[]; integrity: string }>;
}
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Manifest;

async function hintsOn(path: string): Promise<string[]> {
  const html = await (await createShop().handle(new Request('http://shop' + path))).text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/storefront\/([^"]+)"/g)].map((m) => m[1]!);
}

/** The chunk of a widget, or of the group that carries it (widgets/page-chrome.ts). */
const widgetFile = (language: string, name: string) =>
  Object.entries(manifest.files).find(([, f]) => f.kind === 'widget' && (f.widget === name || f.members?.includes(name)) && f.language === language)![0];

describe('manifest.json widgets', () => {
  it('lists, per language, each widget chunk with the shared chunks it imports, and never the runtime', () => {
    for (const language of ['pl', 'it', 'en']) {
      const own = manifest.widgets[language]!;
      const runtime = manifest.preload[language]!;
      const widgets = Object.values(manifest.files)
        .filter((f) => f.kind === 'widget' && f.language === language)
        .flatMap((f) => [f.widget, ...(f.members ?? [])]);
      expect(
        Object.keys(own)
          .filter((n) => !n.includes('.'))
          .sort(),
      ).toEqual(widgets.sort());
      for (const [name, files] of Object.entries(own)) {
        if (!name.includes('.')) expect(files[0]).toBe(widgetFile(language, name));
        for (const f of files) {
          expect(manifest.files[f]?.language).toBe(language);
          expect(runtime).not.toContain(f);
        }
        // Closed under imports: whatever a listed file imports is listed, or is the runtime.
        for (const f of files) for (const i of manifest.files[f]!.imports) expect([...files, ...runtime]).toContain(i);
      }
    }
    // store-stock reads the map's shared chunks (Leaflet): they are on its list.
    expect(manifest.widgets['pl']!['store-stock']!.length).toBeGreaterThan(1);
  });
});

describe('eagerWidgets', () => {
  it('keeps the markers whose condition is load or visible, by the registry or by data-when', () => {
    const markup = [
      '<div data-widget="projector-form">',
      '<div class="x" data-widget="omnibus-price" data-props="{}">',
      '<div data-widget="header-search">',
      '<div data-widget="store-stock" data-when="load">',
      '<div data-widget="mini-basket" data-when="interaction">',
      '<div data-widget="country-picker">',
      '<div data-widget="no-such-widget">',
    ].join('');
    expect(eagerWidgets(markup).sort()).toEqual(['omnibus-price', 'projector-form', 'store-stock']);
  });
});

describe('module hints on the development shop pages', () => {
  it('the product page hints the runtime, net and the files of the widgets that load with it, and nothing used later', async () => {
    const hints = await hintsOn('/product/1001');
    expect(hints).toEqual(expect.arrayContaining([...manifest.preload['pl']!, ...manifest.widgets['pl']!['projector-form']!, widgetFile('pl', 'mini-basket')]));
    expect(hints.some((f) => manifest.files[f]?.kind === 'net')).toBe(true);
    for (const later of ['header-search', 'store-stock', 'product-questions', 'product-tabs', 'country-picker', 'promo-code', 'toasts'])
      expect(hints).not.toContain(widgetFile('pl', later));
    expect(new Set(hints).size).toBe(hints.length);
  });

  it('a page whose widgets need no bulk data hints no network chunk', async () => {
    const hints = await hintsOn('/bench/mount?n=3');
    expect(hints).toEqual(expect.arrayContaining([widgetFile('pl', 'omnibus-price')]));
    expect(hints.some((f) => manifest.files[f]?.kind === 'net')).toBe(false);
  });

  it("a configurable product hints the form's configurator part; a plain product does not", async () => {
    const part = manifest.widgets['pl']!['projector-form.configurator']!;
    expect(part[0]).toMatch(/projector-form\.configurator\.js$/);
    expect(await hintsOn('/product/1060')).toEqual(expect.arrayContaining(part));
    expect(await hintsOn('/product/1001')).not.toContain(part[0]);
  });

  it("a set hints the form's bundle part, and not the configurator", async () => {
    const part = manifest.widgets['pl']!['projector-form.bundle']!;
    expect(part[0]).toMatch(/projector-form\.bundle\.js$/);
    const hints = await hintsOn('/product/1062');
    expect(hints).toEqual(expect.arrayContaining(part));
    expect(hints).not.toContain(manifest.widgets['pl']!['projector-form.configurator']![0]);
    expect(await hintsOn('/product/1001')).not.toContain(part[0]);
  });

  it('a product with express checkout hints its part (its buttons show with the page); a plain product does not', async () => {
    const part = manifest.widgets['pl']!['projector-form.express']!;
    expect(part[0]).toMatch(/projector-form\.express\.js$/);
    expect(await hintsOn('/product/1014')).toEqual(expect.arrayContaining(part));
    expect(await hintsOn('/product/1001')).not.toContain(part[0]);
  });

  it('an Italian page hints the Italian files', async () => {
    const hints = await hintsOn('/product/1001?lang=it');
    expect(hints.length).toBeGreaterThan(1);
    for (const f of hints) expect(manifest.files[f]?.language).toBe('it');
  });

  it('the product picture is asked for before the module hints', async () => {
    const html = await (await createShop().handle(new Request('http://shop/product/1001'))).text();
    const picture = html.indexOf('<link rel="preload" as="image"');
    expect(picture).toBeGreaterThan(-1);
    expect(picture).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
  });

  it("the loader's script tag is pinned with the manifest's integrity hash, as the README shows templates", async () => {
    const html = await (await createShop().handle(new Request('http://shop/'))).text();
    const tag = html.match(/<script type="module"[^>]*src="\/storefront\/storefront\.js"[^>]*>/)?.[0];
    expect(tag).toContain(` integrity="${manifest.files['storefront.js']!.integrity}" crossorigin="anonymous"`);
  });
});

describe('SHOP_DIST: another build on the same pages (the trace bench A/B)', () => {
  it("serves that build's files, and writes its loader integrity and head script into the pages", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({ preload: {}, widgets: {}, files: { 'storefront.js': { kind: 'entry', integrity: 'sha384-OTHER' } } }),
    );
    writeFileSync(join(dir, 'storefront.js'), '/* the other build */');
    writeFileSync(join(dir, 'storefront-early.js'), '/* the other head script */');
    vi.stubEnv('SHOP_DIST', dir);
    vi.resetModules();
    try {
      const { createShop: createOtherShop } = await import('../../fixtures/server/shop.ts');
      const shop = createOtherShop();
      const html = await (await shop.handle(new Request('http://shop/'))).text();
      expect(html).toMatch(/src="\/storefront\/storefront\.js" integrity="sha384-OTHER"/);
      expect(html).toContain('/* the other head script */');
      expect(await (await shop.handle(new Request('http://shop/storefront/storefront.js'))).text()).toBe('/* the other build */');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
