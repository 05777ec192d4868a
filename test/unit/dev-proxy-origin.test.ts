// The dev server is not an open proxy: it passes paths of its own site on to the configured shop
// only, and answers for its own name only. A request target naming another host (`//host/x`,
// `/\host/x`, `http://host/x`) used to fetch that host and serve it as the dev origin's own page,
// whose scripts could then read the shop's session cookie and fetch /account through the proxy; a
// page under another name rebound to 127.0.0.1 (DNS rebinding) could do the same. Over real sockets:
// a far development shop, an "other" server that must never be reached, the proxy's handler alone
// and the whole dev server (its own /__ routes too) in front of the shop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startShop, type StartedShop } from '../../fixtures/server/shop.ts';
import { createProxy, isOwnHost, originFormTarget, ownHosts, upstreamUrl } from '../../dev/proxy.ts';
import { startDevServer, type DevServer } from '../../dev/server.ts';
import { copySources, type SourceCopy } from '../helpers/source-copy.ts';

const OTHER_BODY = 'OTHER-HOST-PAGE <script>fetch("/account")</script>';
let far: StartedShop;
let other: Server;
let otherPort = 0;
/** Every request that reached the other server. */
const reachedOther: string[] = [];
let local: Server;
let localPort = 0;
let sources: SourceCopy | undefined;
let dev: DevServer | undefined;

const listen = (server: Server) => new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));

/** One raw HTTP/1.1 exchange: the request target exactly as given, no redirect followed. */
function raw(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** The attacks of the report, each aimed at the other server. */
const foreignTargets = () => [
  `//127.0.0.1:${otherPort}/x`,
  `/\\127.0.0.1:${otherPort}/x`,
  `http://127.0.0.1:${otherPort}/x`,
  `/\\/127.0.0.1:${otherPort}/x`,
  `\\\\127.0.0.1:${otherPort}/x`,
];

beforeAll(async () => {
  far = await startShop({ port: 0 });
  other = createServer((req, res) => {
    reachedOther.push(req.url!);
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(OTHER_BODY);
  });
  otherPort = await listen(other);
  let proxy: ReturnType<typeof createProxy>;
  local = createServer((req, res) => proxy(req, res));
  localPort = await listen(local);
  proxy = createProxy({ shopOrigin: far.url, localOrigin: `http://127.0.0.1:${localPort}`, page: async (html) => html });
});

afterAll(async () => {
  local?.closeAllConnections();
  other?.closeAllConnections();
  await new Promise((done) => local?.close(done));
  await new Promise((done) => other?.close(done));
  await dev?.close();
  sources?.remove();
  await far?.close();
});

describe('the request target and the Host, checked', () => {
  it('takes a path of this site (origin-form) only', () => {
    for (const ok of ['/', '/product/1?size=M', '/search?q=a\\b', '/a/../b', '/@evil.example', '/:80/x']) expect(originFormTarget(ok), ok).toBe(ok);
    for (const bad of [
      '',
      '*',
      'evil.example:443',
      '//evil.example/x',
      '/\\evil.example/x',
      '/x\\..\\y',
      'http://evil.example/x',
      'https://127.0.0.1/x',
      '\\\\evil.example/x',
      '/x y',
      '/x#y',
      '/\t/evil.example',
    ])
      expect(originFormTarget(bad), JSON.stringify(bad)).toBeUndefined();
  });

  it("builds the upstream URL from the shop's origin and the path, never resolving the target against it", () => {
    expect(upstreamUrl('/product/1?size=M', 'https://shop.example/ignored')?.href).toBe('https://shop.example/product/1?size=M');
    expect(upstreamUrl('/@evil.example/x', 'https://shop.example')?.origin).toBe('https://shop.example');
    for (const bad of ['//evil.example/x', '/\\evil.example/x', 'http://evil.example/x']) expect(upstreamUrl(bad, 'https://shop.example')).toBeUndefined();
  });

  it('knows its own names: its listening host and the loopback ones, on its port', () => {
    const own = ownHosts('http://127.0.0.1:4173');
    for (const host of ['127.0.0.1:4173', 'localhost:4173', 'LOCALHOST:4173', '[::1]:4173']) expect(isOwnHost(host, own), host).toBe(true);
    for (const host of ['evil.example:4173', '127.0.0.1:4174', '127.0.0.1', 'localhost.:4173', 'localhost:4173.evil.example'])
      expect(isOwnHost(host, own), host).toBe(false);
    expect(isOwnHost('dev.box:8080', ownHosts('http://dev.box:8080'))).toBe(true);
    expect(isOwnHost('localhost', ownHosts('http://localhost'))).toBe(true);
    // HTTP/1.0 without a Host: the configured origin.
    expect(isOwnHost(undefined, own)).toBe(true);
  });
});

describe("the proxy's handler, over raw HTTP", () => {
  it('answers 400 to a target naming another host, and never contacts it', async () => {
    for (const path of foreignTargets()) {
      const answer = await raw(localPort, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).not.toContain('OTHER-HOST-PAGE');
    }
    expect(reachedOther).toEqual([]);
  });

  it('still passes a path of the site on to the shop', async () => {
    const page = await raw(localPort, '/cms/1?lang=pl');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html');
    expect(page.body).not.toContain('OTHER-HOST-PAGE');
    expect(reachedOther).toEqual([]);
  });
});

describe('the whole dev server in front of the shop', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    sources = copySources();
    dev = await startDevServer({ shop: far.url, root: sources.root, port: 0, log: () => {} });
  }, 180_000);

  it("answers 400 to a target naming another host, on its own routes' paths too, and never contacts it", async () => {
    const port = Number(new URL(dev!.url).port);
    for (const path of [
      ...foreignTargets(),
      `//127.0.0.1:${otherPort}/__storefront-dev/reload.js`,
      `http://127.0.0.1:${otherPort}/__storefront/storefront.js`,
    ]) {
      const answer = await raw(port, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).not.toContain('OTHER-HOST-PAGE');
    }
    expect(reachedOther).toEqual([]);
  });

  it('answers 421 to a Host that is not its own (DNS rebinding) on every route, and serves each of its own names', async () => {
    const port = Number(new URL(dev!.url).port);
    for (const path of ['/', '/account', '/__storefront-dev/reload.js', '/__storefront/storefront.js']) {
      for (const host of [`evil.example:${port}`, `127.0.0.1.evil.example:${port}`, `127.0.0.1:${otherPort}`])
        expect((await raw(port, path, { host })).status, `${path} as ${host}`).toBe(421);
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
        expect((await raw(port, path, { host })).status, `${path} as ${host}`).not.toBe(421);
    }
    expect((await raw(port, '/__storefront/storefront.js', { host: `localhost:${port}` })).status).toBe(200);
    expect(reachedOther).toEqual([]);
    // The dev server's own URL (what the e2e test's browser opens) still gets the shop's page.
    const page = await raw(port, '/', { host: new URL(dev!.url).host });
    expect(page.status).toBe(200);
    expect(page.body).toContain('/__storefront/storefront.js');
  });
});
