// dev/proxy.ts over real sockets: a stand-in shop answers, the proxy passes requests on and
// rewrites what comes back for the local origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { acceptEncoding, charsetOf, createProxy } from '../../dev/proxy.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]);
let shop: Server;
let local: Server;
let shopOrigin = '';
let localOrigin = '';
/** How many times each URL reached the shop. */
const arrived = new Map<string, number>();
const pages: Array<{ url: string; nonce: string | undefined; charset?: string | undefined }> = [];
/** "Zażółć gęślą jaźń" in ISO-8859-2 and in windows-1250: bytes that are not UTF-8. */
const LATIN2 = Buffer.from([0x5a, 0x61, 0xbf, 0xf3, 0xb3, 0xe6, 0x20, 0x67, 0xea, 0xb6, 0x6c, 0xb1, 0x20, 0x6a, 0x61, 0xbc, 0xf1]);
const CP1250 = Buffer.from([0x5a, 0x61, 0xbf, 0xf3, 0xb3, 0xe6, 0x20, 0x67, 0xea, 0x9c, 0x6c, 0xb9, 0x20, 0x6a, 0x61, 0x9f, 0xf1]);
const bytes = (...parts: Array<string | Buffer>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));

const listen = (server: Server) =>
  new Promise<string>((done) => server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

/** A raw HTTP exchange: no decompression, no redirect followed. */
function exchange(
  path: string,
  o: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = request(localOrigin + path, { method: o.method ?? 'GET', headers: o.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end(o.body);
  });
}

beforeAll(async () => {
  const served = new WeakMap<object, number>();
  shop = createServer((req, res) => {
    served.set(req.socket, (served.get(req.socket) ?? 0) + 1);
    arrived.set(req.url!, (arrived.get(req.url!) ?? 0) + 1);
    // A kept-alive connection closed just as a request arrives on it (the race of every keep-alive timeout).
    if (req.url?.startsWith('/closing') && served.get(req.socket)! > 1) return void req.socket.destroy();
    if (req.url === '/page') {
      // Compressed as the request allows: brotli, else gzip, else not.
      const offered = String(req.headers['accept-encoding'] ?? '');
      const page = `<a href="${shopOrigin}/cms/1">x</a>`;
      const [encoding, body] = /\bbr\b/.test(offered)
        ? ['br', brotliCompressSync(page)]
        : /\bgzip\b/.test(offered)
          ? ['gzip', gzipSync(page)]
          : [undefined, Buffer.from(page)];
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(encoding && { 'content-encoding': encoding }),
        'content-security-policy': "script-src 'nonce-SHOP' 'strict-dynamic'",
        'set-cookie': ['sid=1; Domain=127.0.0.1; Path=/; Secure; SameSite=None', 'lang=pl; Path=/'],
        'strict-transport-security': 'max-age=31536000',
        'cache-control': 'public, max-age=600',
        etag: '"v1"',
      });
      res.end(body);
    } else if (req.url === '/latin2') {
      res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-2' });
      res.end(bytes('<p>', LATIN2, `</p><a href="${shopOrigin}/cms/1">x</a>`));
    } else if (req.url === '/cp1250') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(bytes('<meta charset="windows-1250"><p>', CP1250, `</p><a href="${shopOrigin}/cms/1">x</a>`)));
    } else if (req.url === '/style.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end(bytes('/* ', CP1250, ` */ a { background: url(${shopOrigin}/gfx/a.png) }`));
    } else if (req.url === '/broken.png') {
      // Breaks off mid-body: 8 bytes of 100.
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '100' });
      res.write(PNG, () => res.destroy());
    } else if (req.url === '/redirect') {
      res.writeHead(303, { location: shopOrigin + '/basketedit.php' });
      res.end();
    } else if (req.url === '/data.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ link: shopOrigin + '/product/1' }));
    } else if (req.url === '/image.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-encoding': 'gzip' });
      res.end(gzipSync(PNG));
    } else {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() }));
      });
    }
  });
  shopOrigin = await listen(shop);
  let proxy: ReturnType<typeof createProxy>;
  local = createServer((req, res) => proxy(req, res));
  localOrigin = await listen(local);
  proxy = createProxy({
    shopOrigin,
    localOrigin,
    async page(html, context) {
      pages.push({ url: context.url, nonce: context.nonce, charset: context.charset });
      return html + '<!-- rewritten -->';
    },
  });
});

afterAll(async () => {
  for (const server of [local, shop]) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

describe("the dev server's proxy", () => {
  it('passes a request on naming the shop: Host, Origin and Referer; the body and the cookies as they are', async () => {
    const res = await exchange('/graphql/v1/?x=1', {
      method: 'POST',
      headers: {
        origin: localOrigin,
        referer: localOrigin + '/product/1',
        cookie: 'sid=1',
        'accept-encoding': 'gzip, zstd',
        'content-type': 'application/json',
      },
      body: '{"query":"{ a }"}',
    });
    const seen = JSON.parse(res.body.toString()) as { method: string; url: string; headers: IncomingHttpHeaders; body: string };
    expect(seen).toMatchObject({ method: 'POST', url: '/graphql/v1/?x=1', body: '{"query":"{ a }"}' });
    // The browser's encodings that we can undo: never one it did not offer.
    expect(seen.headers).toMatchObject({
      host: new URL(shopOrigin).host,
      origin: shopOrigin,
      referer: shopOrigin + '/product/1',
      cookie: 'sid=1',
      'accept-encoding': 'gzip',
    });
  });

  it('asks the shop only for encodings the browser offered and we can undo, else identity', async () => {
    const seen = async (offered?: string) => {
      const res = await exchange('/echo', { headers: offered === undefined ? {} : { 'accept-encoding': offered } });
      return (JSON.parse(res.body.toString()) as { headers: IncomingHttpHeaders }).headers['accept-encoding'];
    };
    expect(await seen('br;q=1.0, zstd, gzip;q=0.5, *;q=0.1')).toBe('br;q=1.0, gzip;q=0.5');
    expect(await seen('zstd')).toBe('identity');
    expect(await seen()).toBe('identity');
    expect(acceptEncoding('deflate, identity;q=0.5, compress')).toBe('deflate, identity;q=0.5');
  });

  it('rewrites a page whatever encodings the browser offered', async () => {
    for (const offered of ['br', 'gzip, deflate', 'zstd', undefined]) {
      const res = await exchange('/page', { headers: offered === undefined ? {} : { 'accept-encoding': offered } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(`<a href="${shopOrigin}/cms/1">x</a><!-- rewritten -->`);
    }
  });

  it("hands a page to the rewriter uncompressed, with the CSP's nonce, and sends it for the local origin", async () => {
    const res = await exchange('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(`<a href="${shopOrigin}/cms/1">x</a><!-- rewritten -->`);
    expect(pages.at(-1)).toEqual({ url: localOrigin + '/page', nonce: 'SHOP' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers['etag']).toBeUndefined();
    // The rewritten page is not kept: the next one names the next build.
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await exchange('/page', { method: 'HEAD' })).headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("script-src 'nonce-SHOP' 'strict-dynamic'");
    expect(res.headers['set-cookie']).toEqual(['sid=1; Path=/; SameSite=Lax', 'lang=pl; Path=/']);
  });

  it("sends a page or a stylesheet not in UTF-8 back byte for byte, with only the rewrite's changes", async () => {
    expect(new TextDecoder('iso-8859-2').decode(LATIN2)).toBe('Zażółć gęślą jaźń');
    expect(new TextDecoder('windows-1250').decode(CP1250)).toBe('Zażółć gęślą jaźń');
    const latin2 = await exchange('/latin2');
    expect(latin2.body).toEqual(bytes('<p>', LATIN2, `</p><a href="${shopOrigin}/cms/1">x</a><!-- rewritten -->`));
    expect(pages.at(-1)).toMatchObject({ url: localOrigin + '/latin2', charset: 'iso-8859-2' });
    // The charset named by the page's <meta> only, the page compressed.
    const cp1250 = await exchange('/cp1250', { headers: { 'accept-encoding': 'gzip' } });
    expect(cp1250.body).toEqual(bytes('<meta charset="windows-1250"><p>', CP1250, `</p><a href="${shopOrigin}/cms/1">x</a><!-- rewritten -->`));
    expect(pages.at(-1)).toMatchObject({ url: localOrigin + '/cp1250', charset: 'windows-1250' });
    // The proxy points a stylesheet's addresses here itself.
    expect((await exchange('/style.css')).body).toEqual(bytes('/* ', CP1250, ` */ a { background: url(${localOrigin}/gfx/a.png) }`));
  });

  it("reads a page's charset as the browser does: byte order mark, Content-Type, <meta>, else UTF-8 when the bytes are", () => {
    expect(charsetOf('text/html; charset="Windows-1250"', Buffer.from('<meta charset="utf-8">'))).toBe('windows-1250');
    expect(charsetOf('text/html', Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2">'))).toBe('iso-8859-2');
    expect(charsetOf('text/html; charset=iso-8859-2', bytes(Buffer.from([0xef, 0xbb, 0xbf]), 'ż'))).toBe('utf-8');
    expect(charsetOf('text/html', Buffer.from('<p>żółw</p>'))).toBe('utf-8');
    expect(charsetOf('text/html', LATIN2)).toBe('');
  });

  it("sends redirects back to the local origin the browser asked for, and points JSON's absolute addresses there", async () => {
    expect((await exchange('/redirect')).headers['location']).toBe(localOrigin + '/basketedit.php');
    const other = localOrigin.replace('127.0.0.1', 'localhost');
    expect((await exchange('/redirect', { headers: { host: new URL(other).host } })).headers['location']).toBe(other + '/basketedit.php');
    expect(JSON.parse((await exchange('/data.json')).body.toString())).toEqual({ link: localOrigin + '/product/1' });
  });

  it('streams anything else through as it came, compressed', async () => {
    const res = await exchange('/image.png', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toEqual(gzipSync(PNG));
  });

  it('breaks its answer off when the shop breaks off mid-body', async () => {
    const cut = await new Promise<{ status: number; complete: boolean }>((done, fail) => {
      const req = request(localOrigin + '/broken.png', (res) => {
        res.on('error', () => {});
        res.resume();
        res.on('close', () => done({ status: res.statusCode!, complete: res.complete }));
      });
      req.on('error', fail);
      req.end();
    });
    expect(cut).toEqual({ status: 200, complete: false });
  });

  it('sends an idempotent request once more when the shop closed the kept-alive connection it went on', async () => {
    expect((await exchange('/closing?1')).status).toBe(200);
    const again = await exchange('/closing?2', { method: 'PUT', body: 'a=1' });
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body.toString())).toMatchObject({ method: 'PUT', url: '/closing?2', body: 'a=1' });
    // The first went on a connection the shop closed.
    expect(arrived.get('/closing?2')).toBe(2);
  });

  it('never sends a POST twice: the shop may have handled it (a basket add) before the connection broke', async () => {
    // A kept-alive connection to go on: the shop breaks every one it has answered on before.
    expect((await exchange('/closing?3')).status).toBe(200);
    const res = await exchange('/closing?4', { method: 'POST', body: 'a=1' });
    expect(res.status).toBe(502);
    expect(res.body.toString()).toContain('ECONNRESET');
    expect(arrived.get('/closing?4')).toBe(1);
  });

  it('answers 502 with a page naming the shop when the shop cannot be reached', async () => {
    const gone = createServer();
    const goneOrigin = await listen(gone);
    await new Promise((done) => gone.close(done));
    const handler = createProxy({ shopOrigin: goneOrigin, localOrigin, page: async (html) => html });
    const server = createServer(handler);
    const origin = await listen(server);
    const res = await fetch(origin + '/product/1');
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(text).toContain(`<a href="${goneOrigin}">${goneOrigin}</a>`);
    expect(text).toContain('ECONNREFUSED');
    await new Promise((done) => server.close(done));
  });
});
