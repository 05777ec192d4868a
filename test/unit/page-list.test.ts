// Every page `npm start` prints is in the README and answers; `?lang=` switches the whole shop.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_PAGES } from '../../fixtures/pages/page-list.ts';
import { createShop } from '../../fixtures/server/shop.ts';
import { registry } from '../../widgets/registry.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const shop = createShop();
const get = (path: string, cookie?: string) =>
  shop.handle(new Request('http://localhost' + path, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } }));

describe("the development shop's pages", () => {
  it.each(SHOP_PAGES.map((p) => [p.path]))('%s is listed in the README', (path) => {
    expect(readme).toContain('`' + path + '`');
  });

  it.each(SHOP_PAGES.filter((p) => !p.path.startsWith('/graphql')).map((p) => [p.path]))('%s answers with a page', async (path) => {
    let res = await get(path);
    // The forced-region test page sets its cookies, then sends the shopper home (§7.3).
    if (res.status === 302)
      res = await get(
        res.headers.get('location')!,
        res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      );
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<!doctype html>/);
  });

  it('/widgets links every registered widget to a development page where it runs, and each of those answers', async () => {
    const html = await (await get('/widgets')).text();
    for (const name of Object.keys(registry)) {
      const section = html.slice(html.indexOf(`id="widget-${name}"`), html.indexOf('</section>', html.indexOf(`id="widget-${name}"`)));
      const links = [...section.matchAll(/<ul class="widget-live">(.*?)<\/ul>/g)].flatMap((m) =>
        [...m[1]!.matchAll(/href="([^"]+)"/g)].map((l) => l[1]!.replace(/&amp;/g, '&')),
      );
      expect(links.length, name).toBeGreaterThan(0);
      for (const link of links) {
        let res = await get(link);
        if (res.status === 302)
          res = await get(
            res.headers.get('location')!,
            res.headers
              .getSetCookie()
              .map((c) => c.split(';')[0])
              .join('; '),
          );
        expect(res.status, `${name}: ${link}`).toBe(200);
      }
    }
  });

  it("?lang=it switches the layout, the widgets' config and <html lang>, and a cookie keeps it", async () => {
    const res = await get('/?lang=it');
    const html = await res.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('"language":"it"');
    expect(html).toContain('>Cerca nel negozio</label>');
    expect(html).toContain('>Vai al contenuto</a>');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('shop_lang='));
    expect(cookie).toBe('shop_lang=it; Path=/; SameSite=Lax');
    const next = await (await get('/listing', 'shop_lang=it')).text();
    // The listing's <html> also names the view types of its section slots (README "A first paint without a jump").
    expect(next).toContain('<html lang="it" data-section-slots="1 2">');
    expect(next).toContain('>Tutti i prodotti</a>');
  });

  it('English, and an unknown ?lang= keeps the shop Polish', async () => {
    expect(await (await get('/basketedit.php?lang=en')).text()).toContain('>Skip to content</a>');
    const html = await (await get('/?lang=xx')).text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('>Szukaj w sklepie</label>');
  });

  it('the footer links the same page in every language, marking the current one', async () => {
    const html = await (await get('/search.php?text=sukienka&lang=en')).text();
    expect(html).toContain('<a href="/search.php?text=sukienka&amp;lang=pl" lang="pl" hreflang="pl">Polski</a>');
    expect(html).toContain('<a href="/search.php?text=sukienka&amp;lang=en" lang="en" hreflang="en" aria-current="true">English</a>');
  });
});
