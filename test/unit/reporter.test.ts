// The error reporter (spec §7.1) against a crash loop: capped, de-duplicated, silent after a 429.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReporter } from '../../src/core/reporter.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response('{}', { status }));
  });
  return calls;
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('error reporter', () => {
  it('POSTs {graphqlUrl}?JSerror={stack} with the fixed hello query', async () => {
    const calls = stubFetch(200);
    createReporter('/graphql/v1/').report(new Error('kaboom'), 'omnibus-price');
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/graphql/v1/');
    expect(url.searchParams.get('JSerror')).toMatch(/^omnibus-price: Error: kaboom/);
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ query: 'query { hello }' });
  });

  it('sends the same error once and at most 5 errors per page in a crash loop', async () => {
    const calls = stubFetch(200);
    const r = createReporter('/graphql/v1/');
    for (let i = 0; i < 100; i++) r.report(new Error('same'), 'w');
    for (let i = 0; i < 100; i++) r.report(new Error('different ' + i), 'w');
    await tick();
    expect(calls).toHaveLength(5);
    expect(r.sent()).toBe(5);
  });

  it('one failure met by several widgets is reported once, naming the first', async () => {
    const calls = stubFetch(200);
    const r = createReporter('/graphql/v1/');
    const failedBulk = new Error('/ajax/get.php: network error');
    for (const widget of ['mini-basket', 'omnibus-price', 'instalments', 'projector-form']) r.report(failedBulk, widget);
    r.report(new TypeError('x is undefined'), 'store-stock');
    await tick();
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('JSerror')!.split(':')[0])).toEqual(['mini-basket', 'store-stock']);
  });

  it('the same failure reached by another path (a retry) is the same report; the same words thrown elsewhere are not', async () => {
    const calls = stubFetch(200);
    const r = createReporter('/graphql/v1/');
    const failAt = (message: string) => new Error(message); // one place that throws
    const viaBatch = () => failAt('/ajax/get.php: the server answered 500');
    const viaRetry = () => viaBatch();
    r.report(viaBatch(), 'mini-basket');
    r.report(viaRetry(), 'instalments');
    r.report(new Error('/ajax/get.php: the server answered 500'), 'omnibus-price'); // thrown in another place
    await tick();
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('JSerror')!.split(':')[0])).toEqual(['mini-basket', 'omnibus-price']);
  });

  it('stops for the page once the endpoint answers 429', async () => {
    const calls = stubFetch(429);
    const r = createReporter('/graphql/v1/?x=1', 50);
    r.report(new Error('first'));
    await tick();
    await tick();
    for (let i = 0; i < 20; i++) r.report(new Error('loop ' + i));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/^\/graphql\/v1\/\?x=1&JSerror=/);
  });

  it('never throws when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const r = createReporter('/graphql/v1/');
    expect(() => r.report('a string error')).not.toThrow();
    await tick();
  });
});

describe("the entry's lazy reporter", () => {
  it('loads the real reporter once, on the first error, and forwards every report to it', async () => {
    const calls = stubFetch(200);
    const { lazyReporter } = await import('../../src/loader/lazy-reporter.ts');
    const { reporterFor } = await import('../../src/core/reporter.ts');
    const load = vi.fn(async () => ({ reporterFor }));
    const r = lazyReporter({ graphqlUrl: '/graphql/v1/' }, load);
    expect(load).not.toHaveBeenCalled();
    r.report(new Error('one'), 'w');
    r.report(new Error('two'), 'w');
    await tick();
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('JSerror')?.split('\n')[0])).toEqual(['w: Error: one', 'w: Error: two']);
  });

  it("posts to the config's graphqlUrl, and to /graphql/v1/ when the config has none or a bad one", async () => {
    const calls = stubFetch(200);
    const { lazyReporter } = await import('../../src/loader/lazy-reporter.ts');
    const { reporterFor } = await import('../../src/core/reporter.ts');
    lazyReporter({ graphqlUrl: '/shop/graphql' }, async () => ({ reporterFor })).report(new Error('a'));
    lazyReporter({ graphqlUrl: 42 }, async () => ({ reporterFor })).report(new Error('b'));
    await tick();
    await tick();
    expect(calls.map((c) => c.url.split('?')[0]).sort()).toEqual(['/graphql/v1/', '/shop/graphql']);
  });

  it('stays silent when the reporter chunk cannot load', async () => {
    const { lazyReporter } = await import('../../src/loader/lazy-reporter.ts');
    const r = lazyReporter({}, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(() => r.report(new Error('x'))).not.toThrow();
    await tick();
  });
});
