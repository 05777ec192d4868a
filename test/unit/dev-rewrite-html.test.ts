// dev/rewrite-html.ts: the shop's page with the local bundle, the --config overrides and the live
// reload; dev/urls.ts: the shop's addresses pointing at the local server.
import { describe, expect, it } from 'vitest';
import { createShop } from '../../fixtures/server/shop.ts';
import { rewriteCsp } from '../../dev/csp.ts';
import { pageLanguage, rewriteHtml, type HtmlRewrite } from '../../dev/rewrite-html.ts';
import { localiseUrls, toShop } from '../../dev/urls.ts';

const LOCAL = 'http://127.0.0.1:4173';
const SHOP = 'https://shop.example';
const built = new Set(['chunks/pl-dev/runtime.js', 'chunks/pl-dev/mini-basket.js']);
const options = (o: Partial<HtmlRewrite> = {}): HtmlRewrite => ({
  pageUrl: LOCAL + '/',
  localOrigin: LOCAL,
  shopOrigin: SHOP,
  nonce: 'N',
  ownNonce: 'OURS',
  overrides: undefined,
  chunkDirs: { pl: 'pl-dev' },
  hasFile: (file) => built.has(file),
  version: 'a1b2c3.3',
  ...o,
});
const configIn = (html: string) => JSON.parse(/id="storefront-config">([^<]*)</.exec(html)![1]!) as Record<string, unknown>;

describe('rewriteHtml', () => {
  it("swaps the development shop's bundle for the local build, keeps the page's nonce and adds the live reload", async () => {
    const res = await createShop().handle(new Request('http://localhost/', { headers: { accept: 'text/html' } }));
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
    const { html, warnings } = rewriteHtml(await res.text(), options({ nonce }));
    expect(warnings).toEqual([]);
    expect(html).not.toMatch(/["']\/storefront\//);
    expect(html).toContain('<link rel="stylesheet" href="/__storefront/storefront.css">');
    // The shop's pin (integrity) would refuse the local build; its other attributes stay.
    expect(html).toContain(`<script type="module" nonce="${nonce}" src="/__storefront/storefront.js" crossorigin="anonymous" data-shop-script>`);
    expect(html).not.toContain('integrity=');
    expect(html).toContain(`<script type="module" nonce="${nonce}" src="/__storefront-dev/reload.js?v=a1b2c3.3"></script>\n</head>`);
    // The modulepreload hints name the local chunks the build has; the others are dropped.
    const hints = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(hints).toEqual(['/__storefront/chunks/pl-dev/runtime.js', '/__storefront/chunks/pl-dev/mini-basket.js']);
    // Once each: the shop's copy is replaced, nothing is added twice.
    expect(html.match(/storefront\.js/g)).toHaveLength(1);
    expect(html.match(/storefront\.css/g)).toHaveLength(1);
  });

  it("recognises the shop's copy on a CDN by its file names, and drops its integrity", () => {
    const page = `<html lang="it"><head>
<link rel="stylesheet" href="https://cdn.example/sf/2.1/storefront.css" integrity="sha384-x">
<link rel="modulepreload" href="https://cdn.example/sf/2.1/chunks/it-9F3C/runtime.js">
<script type="module" src="https://cdn.example/sf/2.1/storefront.js" integrity="sha384-y" crossorigin></script>
<link rel="modulepreload" href="https://cdn.example/other/lib.js">
</head><body></body></html>`;
    const { html } = rewriteHtml(page, options({ nonce: undefined }));
    expect(html).toContain('<link rel="stylesheet" href="/__storefront/storefront.css">');
    expect(html).toContain('<script type="module" src="/__storefront/storefront.js" crossorigin>');
    // Italian is not built: its chunk's hint goes; what is not the bundle's stays.
    expect(html).not.toContain('it-9F3C');
    expect(html).toContain('<link rel="modulepreload" href="https://cdn.example/other/lib.js">');
    // No CSP, no nonce: the live reload's script carries none.
    expect(html).toContain('<script type="module" src="/__storefront-dev/reload.js?v=a1b2c3.3"></script>');
  });

  it('adds the stylesheet, the config and the loader at the end of <head> where the page has no bundle', () => {
    const page = `<!doctype html><html><head><title>Shop</title><script nonce="P" src="/shop.js"></script></head><body>x</body></html>`;
    const { html } = rewriteHtml(page, options({ nonce: undefined, overrides: { language: 'en' } }));
    expect(html)
      .toBe(`<!doctype html><html><head><title>Shop</title><script nonce="P" src="/shop.js"></script><link rel="stylesheet" href="/__storefront/storefront.css">
<script type="application/json" id="storefront-config">{"language":"en"}</script>
<script type="module" nonce="P" src="/__storefront/storefront.js"></script>
<script type="module" nonce="P" src="/__storefront-dev/reload.js?v=a1b2c3.3"></script>
</head><body>x</body></html>`);
  });

  it("merges --config into the page's storefront-config: objects merged, values and arrays replaced", () => {
    const page = `<head><script type="application/json" id="storefront-config">{"language":"pl","page":{"type":"main","id":1},"widgets":{"disabled":["a"]}}</script><script type="module" src="/storefront/storefront.js"></script></head>`;
    const { html } = rewriteHtml(page, options({ overrides: { page: { type: 'projector' }, widgets: { disabled: ['toasts'] }, debug: '</script>' } }));
    expect(configIn(html)).toEqual({ language: 'pl', page: { type: 'projector', id: 1 }, widgets: { disabled: ['toasts'] }, debug: '</script>' });
    expect(html).not.toContain('"</script>');
  });

  it('reads the config of a page not in UTF-8 in its charset, writes it back in ASCII, and leaves the rest byte for byte', () => {
    // "Żółw" and "Zażółć" in ISO-8859-2, as the proxy hands them on: one character a byte.
    const label = Buffer.from([0xaf, 0xf3, 0xb3, 0x77]).toString('latin1');
    const text = Buffer.from([0x5a, 0x61, 0xbf, 0xf3, 0xb3, 0xe6]).toString('latin1');
    const page = `<head><script type="application/json" id="storefront-config">{"language":"pl","label":"${label}"}</script></head><body><p>${text}</p></body>`;
    const { html, warnings } = rewriteHtml(page, options({ charset: 'iso-8859-2', overrides: { greeting: 'Cześć' } }));
    expect(warnings).toEqual([]);
    const config = /id="storefront-config">([^<]*)</.exec(html)![1]!;
    expect(config).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(config)).toEqual({ language: 'pl', label: 'Żółw', greeting: 'Cześć' });
    expect(html).toContain(`<p>${text}</p>`);
    // --config where the page has no config: in ASCII too.
    const added = rewriteHtml('<head></head>', options({ charset: 'iso-8859-2', overrides: { greeting: 'Cześć' } })).html;
    expect(added).toContain('<script type="application/json" id="storefront-config">{"greeting":"Cze\\u015b\\u0107"}</script>');
    // A page that names no charset keeps its config's text byte for byte, and says what --config's becomes.
    const unnamed = rewriteHtml(page, options({ charset: '', overrides: { greeting: 'Cześć' } }));
    expect(configIn(unnamed.html)).toEqual({ language: 'pl', label, greeting: 'Cześć' });
    expect(unnamed.warnings).toEqual([expect.stringContaining('names no charset')]);
    expect(pageLanguage(page.replace('"pl"', '"it"'), undefined, 'iso-8859-2')).toBe('it');
  });

  it("says so, and leaves it, when the page's storefront-config is not JSON", () => {
    const page = `<head><script type="application/json" id="storefront-config">{language: pl}</script></head>`;
    const { html, warnings } = rewriteHtml(page, options({ overrides: { a: 1 } }));
    expect(html).toContain('{language: pl}');
    expect(warnings).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:4173\/: the page's storefront-config is not JSON \(.*\); --config not merged$/)]);
  });

  it("points the shop's absolute addresses here and rewrites a meta CSP like the header", () => {
    const policy = "script-src 'strict-dynamic' 'sha256-a'; img-src https://shop.example";
    const page = `<head><meta http-equiv="Content-Security-Policy" content="${policy}"></head><body><a href="https://shop.example/cms/1">x</a><img src="//shop.example/gfx/a.png"></body>`;
    const { html } = rewriteHtml(page, options({ nonce: undefined }));
    // The shop's origin stays beside the local one, as in the header.
    const asHeader = rewriteCsp(policy, { localOrigin: LOCAL, shopOrigin: SHOP, ownNonce: 'OURS' }).policy;
    expect(asHeader).toBe("script-src 'strict-dynamic' 'sha256-a' 'nonce-OURS'; img-src https://shop.example http://127.0.0.1:4173");
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${asHeader}">`);
    expect(html).toContain('<a href="http://127.0.0.1:4173/cms/1">');
    expect(html).toContain('<img src="http://127.0.0.1:4173/gfx/a.png">');
    expect(html).toContain('<script type="module" nonce="OURS" src="/__storefront-dev/reload.js?v=a1b2c3.3">');
  });

  describe('a CSP header and a meta CSP: our scripts carry one nonce both accept', () => {
    const page = (metaPolicy: string) =>
      `<head><meta http-equiv="Content-Security-Policy" content="${metaPolicy}"><script type="module" nonce="M" src="/storefront/storefront.js"></script></head>`;
    /** The header as the proxy rewrites it, then the page with the nonce the proxy hands on. */
    const served = (headerPolicy: string, metaPolicy: string) => {
      const header = rewriteCsp(headerPolicy, { localOrigin: LOCAL, shopOrigin: SHOP, ownNonce: 'OURS' });
      return { header: header.policy, html: rewriteHtml(page(metaPolicy), options({ nonce: header.nonce })).html };
    };
    const nonces = (html: string) => [...html.matchAll(/<script type="module" nonce="([^"]*)" src="([^"?]+)/g)].map((m) => [m[2], m[1]]);

    it("a header without a nonce nor a need for one leaves the meta's nonce to the loader and the live reload", () => {
      const { header, html } = served("frame-ancestors 'self'", "script-src 'nonce-M' 'strict-dynamic'");
      expect(header).toBe("frame-ancestors 'self'");
      expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-M' 'strict-dynamic'">`);
      expect(nonces(html)).toEqual([
        ['/__storefront/storefront.js', 'M'],
        ['/__storefront-dev/reload.js', 'M'],
      ]);
    });

    it("the header's nonce is added to a meta with a nonce of its own and strict-dynamic", () => {
      const { header, html } = served("script-src 'nonce-H' 'strict-dynamic'", "script-src 'nonce-M' 'strict-dynamic'");
      expect(header).toBe("script-src 'nonce-H' 'strict-dynamic'");
      expect(html).toContain(`content="script-src 'nonce-M' 'strict-dynamic' 'nonce-H'"`);
      expect(nonces(html)).toEqual([
        ['/__storefront/storefront.js', 'H'],
        ['/__storefront-dev/reload.js', 'H'],
      ]);
    });

    it('a nonce of ours, added to a header with strict-dynamic and none, is added to the meta too', () => {
      const { header, html } = served("script-src 'strict-dynamic' 'sha256-a'", "script-src 'nonce-M' 'strict-dynamic'");
      expect(header).toBe("script-src 'strict-dynamic' 'sha256-a' 'nonce-OURS'");
      expect(html).toContain(`content="script-src 'nonce-M' 'strict-dynamic' 'nonce-OURS'"`);
      expect(nonces(html)).toEqual([
        ['/__storefront/storefront.js', 'OURS'],
        ['/__storefront-dev/reload.js', 'OURS'],
      ]);
    });
  });
});

describe('pageLanguage', () => {
  it("is the config's language (with --config over it), else <html lang>, as the loader reads it", () => {
    const page = `<html lang="it-IT"><script type="application/json" id="storefront-config">{"language":"en"}</script>`;
    expect(pageLanguage(page, undefined)).toBe('en');
    expect(pageLanguage(page, { language: 'pl' })).toBe('pl');
    expect(pageLanguage('<html lang="it-IT">', undefined)).toBe('it');
    expect(pageLanguage('<html>', undefined)).toBe('pl');
  });
});

describe("the shop's addresses", () => {
  it('point at the local server in pages, JSON and headers, not a longer host nor another port', () => {
    expect(localiseUrls('"https://shop.example/a" "http://shop.example" //shop.example/x', SHOP, LOCAL)).toBe(`"${LOCAL}/a" "${LOCAL}" ${LOCAL}/x`);
    expect(localiseUrls('{"url":"https:\\/\\/shop.example\\/p\\/1"}', SHOP, LOCAL)).toBe('{"url":"http:\\/\\/127.0.0.1:4173\\/p\\/1"}');
    const others = 'https://shop.example.com/ https://shop.example-cdn.net/ https://shop.example:8443/ https://eshop.example';
    expect(localiseUrls(others, SHOP, LOCAL)).toBe(others);
  });

  it("and back to the shop in the browser's Origin and Referer", () => {
    expect(toShop(LOCAL, LOCAL, SHOP)).toBe(SHOP);
    expect(toShop(LOCAL + '/product/1?a=b', LOCAL, SHOP)).toBe(SHOP + '/product/1?a=b');
    expect(toShop('https://elsewhere.example/', LOCAL, SHOP)).toBe('https://elsewhere.example/');
  });
});
