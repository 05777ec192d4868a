// The development shop's express checkout (spec §7.6): the products that offer it carry the test
// providers in the form's props, keep the buttons' row in the server form and include the providers'
// script with the page's nonce after the loader; /express-test.php shows what a provider handed over;
// a fault rule reaches the parcel-locker button's POST to /basketchange.php.
import { describe, expect, it } from 'vitest';
import { createShop } from '../../fixtures/server/shop.ts';

const get = async (path: string) => (await createShop().handle(new Request('http://shop' + path, { headers: { accept: 'text/html' } }))).text();
const props = (html: string) =>
  JSON.parse(/data-widget="projector-form" data-props='([^']*)'/.exec(html)![1]!.replace(/&#39;/g, "'").replace(/&amp;/g, '&')) as Record<string, unknown>;

describe('express checkout on the development shop', () => {
  it('/product/1014 offers the test providers, keeps their row and includes their script with the nonce, after the loader', async () => {
    const html = await get('/product/1014');
    expect(props(html)['express']).toEqual({ providers: [{ name: 'test-pay' }, { name: 'test-locker', parcelLocker: true }] });
    expect(html).toContain('<div class="sf-express" aria-hidden="true"></div>');
    const nonce = /<script type="module" nonce="([^"]+)" src="\/storefront\/storefront\.js"[^>]* data-shop-script><\/script>/.exec(html)![1];
    const script = html.indexOf(`<script type="module" nonce="${nonce}" src="/gfx/test-express.js"></script>`);
    expect(script).toBeGreaterThan(html.indexOf('/storefront/storefront.js'));
  });

  it("/product/1004 names the providers' script in the props instead (the script loader loads it), registered in the config", async () => {
    const html = await get('/product/1004');
    expect(props(html)['express']).toEqual({
      providers: [
        { name: 'test-pay', script: 'test-express' },
        { name: 'test-locker', parcelLocker: true, script: 'test-express' },
      ],
    });
    expect(html).toContain('<div class="sf-express" aria-hidden="true"></div>');
    expect(html).not.toContain('src="/gfx/test-express.js"');
    expect(html).toContain('"test-express":{"src":"/gfx/test-express.js","type":"module"}');
  });

  it("the bench's plain product (1001) has none of it; ?express=none leaves the providers' script out", async () => {
    const plain = await get('/product/1001');
    expect(props(plain)['express']).toBeUndefined();
    // (The config registers the script by name on every page; no page includes it but 1014's.)
    expect(plain).not.toContain('src="/gfx/test-express.js"');
    expect(plain).not.toContain('sf-express');
    const none = await get('/product/1014?express=none');
    expect(props(none)['express']).toBeDefined();
    expect(none).not.toContain('src="/gfx/test-express.js"');
  });

  it("serves the providers' script", async () => {
    const res = await createShop().handle(new Request('http://shop/gfx/test-express.js'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(await res.text()).toContain("register('express-checkout', 'test-locker'");
  });

  it('/express-test.php shows the provider, the id, subscription and period, and every form field; in Italian too', async () => {
    const q = new URLSearchParams({
      provider: 'test-locker',
      id: '1004',
      subscription: 'true',
      period: '0',
      params: 'product=1004&size=uniw&number=2&mode=1&subscription=0',
    });
    const html = await get('/express-test.php?' + q.toString());
    expect(html).toContain('<dd data-field="provider">test-locker</dd>');
    expect(html).toContain('<dd data-field="id">1004</dd>');
    expect(html).toContain('<dd data-field="subscription">true</dd>');
    expect(html).toContain('<dd data-field="period">0</dd>');
    const rows = [...html.matchAll(/<tr data-param="([^"]+)"><th scope="row">[^<]*<\/th><td>([^<]*)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual([
      ['product', '1004'],
      ['size', 'uniw'],
      ['number', '2'],
      ['mode', '1'],
      ['subscription', '0'],
    ]);
    expect(await get('/express-test.php?lang=it&' + q.toString())).toContain('<h1>Pagamento rapido (di prova)</h1>');
    expect(await get('/express-test.php')).toContain('Żaden dostawca nie przekazał tu płatności.');
  });

  it.each([
    ['500', 500],
    ['malformed', 200],
  ])('the fault rule %s@/basketchange.php answers the POST instead of the shop, and nothing is added', async (fault, status) => {
    const shop = createShop({ singleSession: true });
    const res = await shop.handle(
      new Request('http://shop/basketchange.php', {
        method: 'POST',
        body: new URLSearchParams({ product: '1014', size: 'M', number: '1', mode: '1' }),
        headers: { 'x-fixture-fault': `${fault}@/basketchange.php` },
      }),
    );
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBeNull();
    const basket = await shop.handle(
      new Request('http://shop/graphql/v1/', {
        method: 'POST',
        body: JSON.stringify({ query: '{ basket { products { id } } }' }),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(((await basket.json()) as { data: { basket: { products: unknown[] } } }).data.basket.products).toEqual([]);
  });
});
