// The development shop's side of the config builder: the text catalogue (every text a config
// can override, its three defaults, where it shows) and the preview route that draws a page with the
// builder's config merged into its own.
import { describe, expect, it } from 'vitest';
import { textCatalogue } from '../../fixtures/pages/text-catalogue.ts';
import { previewConfig } from '../../fixtures/pages/widgets-preview.ts';
import { createShop } from '../../fixtures/server/shop.ts';
import { registry } from '../../widgets/registry.ts';

const shop = createShop();
const get = (path: string) => shop.handle(new Request('http://localhost' + path, { headers: { accept: 'text/html' } }));
const preview = (page: string, config: unknown) =>
  get('/widgets/preview?page=' + encodeURIComponent(page) + '&config=' + encodeURIComponent(JSON.stringify(config)));

/** The page's config script, parsed. */
function pageConfig(html: string): Record<string, unknown> {
  return JSON.parse(/<script type="application\/json" id="storefront-config">([\s\S]*?)<\/script>/.exec(html)![1]!);
}

describe('the text catalogue', () => {
  it("has every registered widget's texts, once per key, with where they show", async () => {
    const rows = await textCatalogue();
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    for (const [name, entry] of Object.entries(registry)) {
      const texts = (await entry.load(name)).default.texts;
      for (const key of Object.keys(texts?.pl ?? {})) expect(rows.find((r) => r.key === key)?.widgets, key).toContain(name);
    }
    expect(rows.find((r) => r.key === 'promoCode.label')).toEqual({
      key: 'promoCode.label',
      widgets: ['promo-code'],
      pl: 'Kod rabatowy',
      it: 'Codice sconto',
      en: 'Discount code',
    });
    // A kit text names every widget that shows it.
    expect(rows.find((r) => r.key === 'ui.close')!.widgets).toEqual(expect.arrayContaining(['toasts', 'store-map', 'category-menu']));
  });

  it("has the texts of the widgets' lazy parts and of the page shell, which no definition lists", async () => {
    const rows = await textCatalogue();
    expect(rows.find((r) => r.key === 'projector.bundle.title')).toMatchObject({ widgets: ['projector-form'], pl: 'Produkty w zestawie' });
    expect(rows.find((r) => r.key === 'shell.unsaved.stay')).toMatchObject({ widgets: ['shell'], en: 'Stay on this page' });
    expect(rows.find((r) => r.key === 'shell.toplayer.close')).toMatchObject({ widgets: ['shell'], it: 'Chiudi' });
  });

  it('every text has its Italian and English (an empty Polish text is empty in all three)', async () => {
    for (const r of await textCatalogue()) expect([r.key, !!r.it, !!r.en], r.key).toEqual([r.key, !!r.pl, !!r.pl]);
  });
});

describe('the preview route', () => {
  it("the builder's keys win over the page's; every other key (page, nonce, currency …) stays the page's", () => {
    const page = { language: 'pl', priceType: 'gross', page: { type: 'projector', productId: 1001 }, nonce: 'abc', snippets: true, currency: { id: 'PLN' } };
    expect(
      previewConfig(page, { priceType: 'net', page: { type: 'main' }, nonce: 'evil', currency: { id: 'EUR' }, widgets: { disabled: ['toasts'] } }),
    ).toEqual({
      language: 'pl',
      priceType: 'net',
      page: { type: 'projector', productId: 1001 },
      nonce: 'abc',
      snippets: true,
      currency: { id: 'PLN' },
      widgets: { disabled: ['toasts'] },
    });
  });

  it("an address cannot make the page load a script, call another API or swap its captcha: only the builder's keys are read from it", async () => {
    const evil = {
      language: 'en',
      texts: { 'promoCode.label': 'Code' },
      scripts: { registered: { x: { src: 'https://evil.example/x.js' } }, load: ['x'] },
      captcha: { provider: 'evil', siteKey: 'x' },
      graphqlUrl: 'https://evil.example/graphql',
      snippets: true,
      theme: { dark: true },
    };
    const res = await preview('/product/1001', evil);
    expect(res.status).toBe(200);
    const html = await res.text();
    const config = pageConfig(html);
    const own = pageConfig(await (await get('/product/1001')).text());
    expect(config).toMatchObject({ language: 'en', texts: { 'promoCode.label': 'Code' } });
    for (const key of ['scripts', 'captcha', 'graphqlUrl', 'snippets', 'theme']) expect(config[key], key).toEqual(own[key]);
    expect(html).not.toContain('evil.example');
  });

  it("draws the product page with the config: its product and nonce, the builder's switches and texts, in the config's language", async () => {
    const res = await preview('/product/1001', {
      language: 'it',
      priceType: 'net',
      widgets: { disabled: ['promo-code'] },
      texts: { 'promoCode.label': 'Buono' },
      page: { type: 'main' },
      nonce: 'x',
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    const config = pageConfig(html);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1];
    expect(config).toMatchObject({
      language: 'it',
      priceType: 'net',
      widgets: { disabled: ['promo-code'] },
      texts: { 'promoCode.label': 'Buono' },
      page: { type: 'projector', productId: 1001 },
      nonce,
    });
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('data-widget="promo-code"');
  });

  it.each([
    ['/listing', 'search'],
    ['/basketedit.php', 'basket'],
  ])('%s keeps its own page type', async (path, type) => {
    const config = pageConfig(await (await preview(path, { language: 'en' })).text());
    expect(config.page).toMatchObject({ type });
    expect(config.language).toBe('en');
  });

  it('a text that looks like markup stays data in the config script', async () => {
    const html = await (await preview('/product/1001', { texts: { 'promoCode.label': '</script><img src=x onerror=alert(1)>' } })).text();
    expect(html).not.toContain('<img src=x');
    expect((pageConfig(html).texts as Record<string, string>)['promoCode.label']).toBe('</script><img src=x onerror=alert(1)>');
  });

  it.each([
    ['/widgets/preview?page=/cms/1', /^page: one of \/product\/1001, \/listing, \/basketedit\.php/],
    ['/widgets/preview?page=/listing&config=%7Bnope', /^config: invalid JSON \(/],
    ['/widgets/preview?config=%5B1%5D', /^config: expected object, got array\n$/],
  ])('%s answers 400 naming the parameter', async (path, text) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(text);
  });
});
