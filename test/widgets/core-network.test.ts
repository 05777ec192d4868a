// page-data, the GraphQL client and the http layer against the development shop in-process.
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import { createBus } from '../../src/core/bus.ts';
import { createGraphql, GraphqlError, hasTrackingEvents } from '../../src/core/graphql.ts';
import { createHttp, HttpError } from '../../src/core/http.ts';
import { createPageData, sectionParams, type FirstBulk, type SectionQuery } from '../../src/core/page-data.ts';
import { readViewType } from '../../src/core/view-type.ts';
import { sendFirstBulk } from '../../src/loader/first-bulk.ts';
import { createNet } from '../../src/core/net.ts';
import type { Config } from '../../src/core/config.ts';
import { waitFor } from '../helpers/widget-harness.ts';

let shop: Shop;
let sent: Array<{ url: string; body: string; headers: Headers }>;
let fault: string | undefined;

beforeEach(() => {
  shop = createShop({ singleSession: true });
  sent = [];
  fault = undefined;
});
afterEach(() => vi.restoreAllMocks());

const shopFetch: typeof fetch = async (input, init) => {
  const req = input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
  if (fault) req.headers.set('x-fixture-fault', fault);
  sent.push({ url: req.url, body: await req.clone().text(), headers: req.headers });
  return shop.handle(req);
};

const http = (timeoutMs = 2000) => createHttp({ timeoutMs, fetch: shopFetch });
const pageData = (productId?: number) =>
  createPageData({ http: http(), bus: createBus(), productId, view: () => 3, location: { pathname: '/product/1001', search: '?x=1' } });
const requestOf = (i: number) => JSON.parse(new URLSearchParams(sent[i]!.body).get('request')!) as Record<string, unknown>;

describe('page-data (spec §7.2)', () => {
  it('batches every section asked for in the same task into one POST /ajax/get.php', async () => {
    const pd = pageData(1001);
    pd.prefetch(['Projector', 'Basket']);
    const [projector, basket, again] = await Promise.all([pd.get('Projector'), pd.get('Basket'), pd.get('Projector')]);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toBe('/ajax/get.php');
    expect(sent[0]!.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    expect(requestOf(0)).toEqual({ Projector: { format: 'json', params: { product: 1001 } }, Basket: {} });
    expect((projector as { product: { id: number } }).product.id).toBe(1001);
    expect(basket).toBeTruthy();
    expect(again).toBe(projector);
    expect(pd.requestCount()).toBe(1);
  });

  it('serves later readers from the cache', async () => {
    const pd = pageData(1001);
    await pd.get('Projector');
    await pd.get('Projector');
    expect(pd.peek('Projector')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('refresh(sections) re-asks only those sections and tells their subscribers', async () => {
    const bus = createBus();
    const updated = vi.fn();
    bus.on('page-data:updated', updated);
    const pd = createPageData({ http: http(), bus, productId: 1001, view: () => 3 });
    pd.prefetch(['Projector', 'Basket']);
    await pd.get('Basket');
    const basketSeen = vi.fn();
    const projectorSeen = vi.fn();
    pd.subscribe('Basket', basketSeen);
    pd.subscribe('Projector', projectorSeen);
    await pd.refresh(['Basket']);
    expect(sent).toHaveLength(2);
    expect(Object.keys(requestOf(1))).toEqual(['Basket']);
    // A refresh keeps the section's answer until the new one is in: one change, to the new answer.
    expect(basketSeen.mock.calls.map(([q]) => q.status)).toEqual(['success']);
    expect(basketSeen.mock.calls[0]![0].data).toBe(pd.peek('Basket'));
    expect(projectorSeen).not.toHaveBeenCalled();
    expect(updated).toHaveBeenCalledWith({ sections: ['Basket'] });
  });

  it('asks for no Projector section without a product, and answers null', async () => {
    const pd = pageData(undefined);
    pd.prefetch(['Projector']);
    expect(await pd.get('Projector')).toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    expect(sent).toHaveLength(0);
  });

  it('setProduct: after a variant swap the Projector section is asked for the new product (§2.1, §2.10)', async () => {
    const pd = pageData(1001);
    const first = await pd.get<{ product: { id: number } }>('Projector');
    expect(first.product.id).toBe(1001);
    pd.setProduct(1002);
    const second = await pd.get<{ product: { id: number } }>('Projector');
    expect(second.product.id).toBe(1002);
    expect(requestOf(1)).toEqual({ Projector: { format: 'json', params: { product: 1002 } } });
    pd.setProduct(1002); // the same product again keeps the cache
    await pd.get('Projector');
    expect(sent).toHaveLength(2);
  });

  it("renew() asks again in the next batch, with the page's other sections, and tells subscribers; the injected sections then ask as a partial load", async () => {
    const pd = pageData(1001);
    await pd.get('Basket');
    const told: unknown[] = [];
    pd.subscribe('Snippets', (q) => q.status === 'success' && told.push(q.data));
    await pd.get('Snippets');
    const renewed = pd.renew(['Snippets', 'ToplayersAndWidgets']);
    pd.prefetch(['Wishlist']);
    await renewed;
    expect(sent).toHaveLength(3);
    expect(Object.keys(requestOf(2)).sort()).toEqual(['Snippets', 'ToplayersAndWidgets', 'Wishlist']);
    expect(requestOf(2)).toMatchObject({ Snippets: { params: { additional_ajax: '1' } } });
    expect(told).toHaveLength(2); // the first answer, then the renewed one
    expect(told[1]).toBe(pd.peek('Snippets'));
    expect(pd.peek('Basket')).toBeDefined(); // what was not renewed stays cached
  });

  it('renew() twice in one task: both settle with the one request', async () => {
    const pd = pageData(1001);
    await pd.get('Snippets');
    const both = Promise.all([pd.renew(['Snippets']), pd.renew(['Snippets'])]);
    await both;
    expect(sent).toHaveLength(2);
  });

  it('sends the §3.4 params for Snippets and ToplayersAndWidgets', () => {
    expect(sectionParams('Snippets', { view: () => 1, location: { pathname: '/a', search: '?b' } })).toEqual({
      format: 'json',
      params: { mobile: true, tablet: false, pc: false, request_uri: '/a?b', additional_ajax: '' },
    });
    expect(sectionParams('ToplayersAndWidgets', { view: () => 4, location: { pathname: '/', search: '' } })).toMatchObject({
      params: { pc: true, mobile: false },
    });
  });

  it.each([
    ['500', 'status', /the server answered 500/],
    ['malformed', 'parse', /not valid JSON/],
  ])('a %s answer rejects every reader with a typed error, and a later get() tries again', async (kind, errorKind, message) => {
    const pd = pageData(1001);
    fault = kind + '@/ajax/get.php';
    await expect(pd.get('Projector')).rejects.toMatchObject({ kind: errorKind, message: expect.stringMatching(message) });
    fault = undefined;
    await expect(pd.get('Projector')).resolves.toMatchObject({ product: { id: 1001 } });
  });
});

describe('page-data: one state per section, handed to every subscriber', () => {
  const statuses = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.map(([q]) => (q as SectionQuery).status);

  it('idle, then loading, then success; query() is the same object the subscribers got', async () => {
    const pd = pageData(1001);
    expect(pd.query('Basket')).toEqual({ status: 'idle' });
    const seen = vi.fn();
    pd.subscribe('Basket', seen);
    const data = await pd.get('Basket');
    expect(statuses(seen)).toEqual(['loading', 'success']);
    expect(pd.query('Basket')).toBe(seen.mock.calls[1]![0]);
    expect(pd.query('Basket')).toEqual({ status: 'success', data });
  });

  it('a failed ask is an error state with the error (not a forgotten entry); the next get() asks again', async () => {
    const pd = pageData(1001);
    const seen = vi.fn();
    pd.subscribe('Projector', seen);
    fault = '500@/ajax/get.php';
    await expect(pd.get('Projector')).rejects.toMatchObject({ kind: 'status' });
    expect(pd.query('Projector')).toMatchObject({ status: 'error', error: { kind: 'status' }, data: undefined });
    fault = undefined;
    await pd.get('Projector');
    expect(statuses(seen)).toEqual(['loading', 'error', 'loading', 'success']);
    expect(sent).toHaveLength(2);
  });

  it('renew keeps the earlier answer while it asks, and after a failed ask', async () => {
    const pd = pageData(1001);
    const first = await pd.get('Snippets');
    const seen = vi.fn();
    pd.subscribe('Snippets', seen);
    fault = '500@/ajax/get.php';
    await expect(pd.renew(['Snippets'])).rejects.toMatchObject({ kind: 'status' });
    expect(seen.mock.calls.map(([q]) => q)).toEqual([
      { status: 'loading', data: first },
      { status: 'error', error: expect.objectContaining({ kind: 'status' }), data: first },
    ]);
    expect(pd.peek('Snippets')).toBeUndefined(); // no answer to serve as current
    fault = undefined;
    await pd.renew(['Snippets']);
    expect(pd.query('Snippets').status).toBe('success');
  });
});

describe("page-data: the loader's first bulk request", () => {
  const withFirst = (first: FirstBulk, productId = 1001, timeoutMs = 2000) =>
    createPageData({ http: http(timeoutMs), bus: createBus(), productId, view: () => 3, first });
  /** The loader's request, sent through the test's fetch. */
  const loaderSends = (sections: Parameters<typeof sendFirstBulk>[1], page: object = { productId: 1001 }) => {
    vi.stubGlobal('fetch', shopFetch);
    try {
      return sendFirstBulk({ page }, sections)!;
    } finally {
      vi.unstubAllGlobals();
    }
  };

  it('sends the same request page-data would (§3.4 params), before any network code is loaded', async () => {
    const first = loaderSends(new Set(['Projector', 'Basket'] as const));
    expect(first.sections).toEqual(['Projector', 'Basket']);
    await first.response;
    expect(requestOf(0)).toEqual({
      Projector: sectionParams('Projector', { productId: 1001, view: () => 3 }),
      Basket: sectionParams('Basket', { view: () => 3 }),
    });
    expect(sent[0]!.url).toMatch(/\/ajax\/get\.php$/);
  });

  it('leaves out what it cannot ask for: Projector without a product id', () => {
    expect(loaderSends(new Set(['Projector', 'Basket'] as const), {}).sections).toEqual(['Basket']);
    expect(sendFirstBulk({}, new Set(['Projector'] as const))).toBeUndefined();
  });

  it("asks for Snippets and ToplayersAndWidgets with the §3.4 params page-data would send (the page shell: the page's one request)", async () => {
    const first = loaderSends(new Set(['Basket', 'Snippets', 'ToplayersAndWidgets'] as const), {});
    expect(first.sections).toEqual(['Basket', 'Snippets', 'ToplayersAndWidgets']);
    await first.response;
    const params = sectionParams('Snippets', { view: () => readViewType(document, window) });
    expect(requestOf(0)).toEqual({ Basket: {}, Snippets: params, ToplayersAndWidgets: params });
    expect(params).toMatchObject({ params: { request_uri: location.pathname + location.search, additional_ajax: '' } });
  });

  it("page-data takes it as the page's one request: its sections are answered from it, nothing is sent again", async () => {
    const first = loaderSends(new Set(['Projector', 'Basket'] as const));
    const pd = withFirst(first);
    pd.prefetch(['Projector', 'Basket']);
    const [projector, basket] = await Promise.all([pd.get<{ product: { id: number } }>('Projector'), pd.get('Basket')]);
    expect(projector.product.id).toBe(1001);
    expect(basket).toMatchObject({ productsCounter: 0 });
    expect(sent).toHaveLength(1);
    expect(pd.requestCount()).toBe(1);
    // A section it did not carry goes in a batch of its own, as before.
    await pd.get('Wishlist');
    expect(sent).toHaveLength(2);
    expect(Object.keys(requestOf(1))).toEqual(['Wishlist']);
  });

  it.each([
    ['500', 'status', /\/ajax\/get\.php: the server answered 500/],
    ['malformed', 'parse', /not valid JSON/],
  ])('a %s answer rejects its readers with the same typed error as a request of its own', async (kind, errorKind, message) => {
    fault = kind + '@/ajax/get.php';
    const pd = withFirst(loaderSends(new Set(['Basket'] as const)));
    await expect(pd.get('Basket')).rejects.toMatchObject({ kind: errorKind, message: expect.stringMatching(message) });
  });

  it('a network failure is a network error, and an answer that never comes times out', async () => {
    const failed = withFirst({ sections: ['Basket'], response: Promise.reject(new TypeError('Failed to fetch')) });
    await expect(failed.get('Basket')).rejects.toMatchObject({ kind: 'network' });
    const silent = withFirst({ sections: ['Basket'], response: new Promise<Response>(() => {}) }, 1001, 30);
    await expect(silent.get('Basket')).rejects.toMatchObject({ kind: 'timeout', message: '/ajax/get.php: no answer in time' });
  });
});

describe('http', () => {
  it('times out with a typed error', async () => {
    fault = 'timeout';
    await expect(http(50).request('/ajax/get.php', { method: 'POST', body: 'request={}' }, z.unknown())).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('names the call and the path when an answer fails its schema', async () => {
    const err = await http()
      .request(
        '/ajax/get.php',
        { method: 'POST', body: new URLSearchParams({ request: '{"Projector":{"params":{"product":1001}}}' }) },
        z.object({ Projector: z.object({ product: z.object({ id: z.string() }) }) }),
        'bulk',
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).kind).toBe('schema');
    expect((err as HttpError).message).toBe('bulk.Projector.product.id: expected string, got number');
  });

  it('reports a network failure as kind network', async () => {
    const h = createHttp({ timeoutMs: 500, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(h.request('/x', { method: 'GET' }, z.unknown())).rejects.toMatchObject({ kind: 'network', message: '/x: network error (Failed to fetch)' });
  });
});

describe('GraphQL client (spec §7)', () => {
  const gql = () => createGraphql({ http: http(), url: '/graphql/v1/', nonce: 'n0nce' });

  it('posts {query, variables} to {graphqlUrl}?query=label and parses data', async () => {
    const data = await gql().call('query=hello', 'query { hello }', z.object({ hello: z.string() }));
    expect(typeof data.hello).toBe('string');
    expect(sent[0]!.url).toMatch(/\/graphql\/v1\/\?query=hello$/);
    expect(JSON.parse(sent[0]!.body)).toEqual({ query: 'query { hello }' });
  });

  it('turns errors[0] into one GraphqlError', async () => {
    const err = await gql()
      .call('query=broken', 'query { noSuchField }', z.unknown())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GraphqlError);
    expect((err as GraphqlError).message).toMatch(/noSuchField/);
  });

  it('reads the legacy `error` shape and its code', async () => {
    const fake: typeof fetch = async () =>
      new Response(JSON.stringify({ error: { code: 110, message: 'Produkt niedostępny' } }), { headers: { 'content-type': 'application/json' } });
    const client = createGraphql({ http: createHttp({ timeoutMs: 500, fetch: fake }), url: '/graphql/v1/' });
    await expect(client.call('mutation=addProductsToBasket', 'mutation { x }', z.unknown())).rejects.toMatchObject({
      code: '110',
      message: 'Produkt niedostępny',
    });
  });

  it('§7.1: fetches and runs tracking events (with the nonce) only after a *-tracking-events header ≥ 1, on every answer of every call', async () => {
    // Which answers carry the header: marked in the test by the address.
    const calls: string[] = [];
    const headersFor = (url: string) => ({ 'content-type': 'application/json', 'x-shop-tracking-events': url.includes('tracked') ? '2' : '0' });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      if (url.includes('trackingEvents'))
        return new Response(JSON.stringify({ data: { trackingEvents: ['window.__tracked = (window.__tracked || 0) + 1'] } }), {
          headers: { 'content-type': 'application/json', 'x-shop-tracking-events': '1' },
        });
      if (url.includes('basketchange')) return new Response('', { status: 500, headers: headersFor(url) });
      if (url.includes('get.php')) return new Response(JSON.stringify({ Basket: {} }), { headers: headersFor(url) });
      return new Response(JSON.stringify({ data: { hello: 'x' } }), { headers: headersFor(url) });
    });
    const trackings = () => calls.filter((u) => u.includes('trackingEvents')).length;
    const config = { timeoutMs: 2000, graphqlUrl: '/graphql/v1/', nonce: 'n0nce', page: {} } as unknown as Config;
    // The loader's first bulk request, adopted: its answer carries the header.
    const first = { sections: ['Basket'] as const, response: fetch('/ajax/get.php?tracked', { method: 'POST' }) };
    const net = createNet(config, createBus(), () => 3, first);
    await net.pageData.get('Basket');
    await waitFor(() => expect(trackings()).toBe(1));
    // A GraphQL call without the header, then one with it.
    await net.graphql.call('query=first', 'query { hello }', z.unknown());
    await net.graphql.call('query=tracked', 'query { hello }', z.unknown());
    await waitFor(() => expect(trackings()).toBe(2));
    // The legacy product endpoint, through the http layer.
    await net.http.request('/ajax/projector.php?tracked', { method: 'GET' }, z.unknown());
    await waitFor(() => expect(trackings()).toBe(3));
    // A form post the shop refuses (the parcel locker's add to basket): a failed answer counts too.
    await expect(net.http.send('/basketchange.php?tracked', { method: 'POST', body: 'x=1' })).rejects.toMatchObject({ kind: 'status' });
    await waitFor(() => expect(trackings()).toBe(4));
    // The trackingEvents answer itself, header and all, asks for nothing more; every script ran with the nonce.
    const scripts = () => [...document.body.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.text.includes('__tracked'));
    await waitFor(() => expect(scripts()).toHaveLength(4));
    expect(scripts().every((s) => s.nonce === 'n0nce')).toBe(true);
    expect(trackings()).toBe(4);
    vi.unstubAllGlobals();
  });

  it.each([
    [{ 'x-tracking-events': '1' }, true],
    [{ 'iai-tracking-events': '3' }, true],
    [{ 'x-tracking-events': '0' }, false],
    [{ 'x-tracking-event': '5' }, false],
    [{}, false],
  ])('hasTrackingEvents(%j) → %s', (headers, expected) => {
    expect(hasTrackingEvents(new Headers(headers))).toBe(expected);
  });
});
