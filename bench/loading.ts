/**
 * The loading bench: how a page gets its widgets ready at 4× CPU, and at 4× CPU on a slow
 * 4G network (562.5 ms RTT, 1.47 Mbps down, 675 kbps up: Lighthouse's "slow 4G").
 *
 * One CDP session per load does everything (CPU throttle, network profile, Performance metrics):
 * two sessions that both enable the Performance domain silently lose it. Every load also checks that
 * the throttle is really in effect: after ready, a fixed loop is timed in the page unthrottled and
 * throttled (`throttle`, expected ≈ the CPU rate).
 *
 * Per page and profile, medians of `runs` cold loads:
 *   - readyMs: navigation start → `storefront:ready`; dataMs: → ready and the first bulk answer in;
 *   - jsGzip: JS bytes (gzip -9) the page loads by itself until the network is idle, i.e. before the
 *     first interaction (none happens in the bench);
 *   - chain: round trips, a request being one deeper than the deepest request that had finished before
 *     it started (the document is 0, `storefront.js` 1): `toBulk` is the depth of `/ajax/get.php`,
 *     `afterLoader` how many round trips follow the loader until `storefront:ready`;
 *   - scriptMs / taskMs: main-thread script and task time (CDP Performance.getMetrics) at ready;
 *   - longTasks over 50 ms (count, max).
 * Timings are a report, never asserted.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { newShopContext } from '../test/helpers/browser.ts';
import { median } from './stats.ts';

export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.47 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const PROFILES = [
  { name: '4x-cpu', cpu: 4, network: null },
  { name: '4x-cpu+slow-4g', cpu: 4, network: SLOW_4G },
] as const;
/** BENCH_LOADING_PAGES=/product/1001,/ picks pages. */
const PAGES = process.env['BENCH_LOADING_PAGES']?.split(',').filter(Boolean) ?? ['/product/1001', '/', '/listing'];
const LOOP = 3_000_000;

const round = (v: number, digits = 0) => Number(v.toFixed(digits));

/** Runs in the page before its scripts: the time of `storefront:ready`, and long tasks. */
function watchReady(): void {
  const w = window as unknown as { __ready?: number; __long?: number[] };
  w.__long = [];
  document.addEventListener('storefront:ready', () => (w.__ready ??= performance.now()), { once: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long!.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task API
  }
}

/** A fixed loop, timed in the page (ms). */
async function timeLoop(page: Page): Promise<number> {
  return page.evaluate((n) => {
    const t = performance.now();
    let x = 0;
    for (let i = 0; i < n; i++) x = (x + i * 7) % 1_000_003;
    (window as unknown as { __sink?: number }).__sink = x;
    return performance.now() - t;
  }, LOOP);
}

interface Req {
  id: string;
  url: string;
  start: number;
  end: number;
}

/**
 * Round trips as the page lived them: a request's depth is 1 + the deepest request that had
 * finished before it started (the document is 0). Requests sent together share a depth, so with a
 * long RTT this counts the steps of the chain, whatever script started each request.
 */
function depths(requests: readonly Req[], documentUrl: string): Map<string, number> {
  const done = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map<Req, number>();
  const byUrl = new Map<string, number>();
  for (const r of done) {
    let d = 0;
    if (r.url !== documentUrl) {
      d = 1;
      for (const [q, qd] of depth) if (q.end <= r.start && qd + 1 > d) d = qd + 1;
    }
    depth.set(r, d);
    if (!byUrl.has(r.url)) byUrl.set(r.url, d);
  }
  return byUrl;
}

interface LoadResult {
  jsAtReadyGzip: number;
  readyMs: number;
  dataMs: number;
  jsGzip: number;
  jsFiles: number;
  toBulk: number | null;
  afterLoader: number;
  scriptMs: number;
  taskMs: number;
  longTasks: number[];
  throttle: number;
}

/** The loop timed unthrottled and throttled in the same page (each after a warm-up run). */
async function throttleRatio(page: Page, cdp: CDPSession, rate: number): Promise<number> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await timeLoop(page);
  const free = await timeLoop(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await timeLoop(page);
  return (await timeLoop(page)) / free;
}

async function loadOnce(browser: Browser, shopUrl: string, path: string, profile: (typeof PROFILES)[number]): Promise<LoadResult> {
  const context = await newShopContext(browser, shopUrl);
  try {
    await context.addInitScript(watchReady);
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    const requests = new Map<string, Req>();
    const bodies: Promise<[string, number]>[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!requests.has(e.requestId)) requests.set(e.requestId, { id: e.requestId, url: e.request.url, start: e.timestamp, end: Infinity });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.end = e.timestamp;
    });
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.status() === 200 && /javascript|ecmascript/.test(type))
        bodies.push(
          response.body().then(
            (b) => [response.url(), gzipSync(b, { level: 9 }).length] as [string, number],
            () => [response.url(), 0] as [string, number],
          ),
        );
    });
    await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => typeof (window as { __ready?: number }).__ready === 'number', null, { timeout: 60_000, polling: 50 });
    const readyMs = await page.evaluate(() => (window as unknown as { __ready: number }).__ready);
    // Everything the page loads by itself (idle widgets included) before anyone touches it.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const metrics = new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const longTasks = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
    const throttle = await throttleRatio(page, cdp, profile.cpu);
    const jsSizes = await Promise.all(bodies);
    const documentUrl = new URL(path, shopUrl).href;
    const list = [...requests.values()];
    const d = depths(list, documentUrl);
    const before = list.find((r) => r.url === documentUrl)?.start ?? 0;
    const loaderDepth = [...d].find(([u]) => /\/storefront\.js(\?|$)/.test(u))?.[1] ?? 1;
    const bulk = [...d].filter(([u]) => new URL(u).pathname === '/ajax/get.php').map(([, v]) => v);
    // The widgets have their data once the first bulk answer is in (and they are mounted).
    const bulkEnd = Math.min(...list.filter((r) => new URL(r.url).pathname === '/ajax/get.php').map((r) => r.end));
    const dataMs = Number.isFinite(bulkEnd) ? Math.max(readyMs, (bulkEnd - before) * 1000) : readyMs;
    // The deepest request of ours (chunks, bulk data) sent before storefront:ready.
    const ours = list.filter((r) => /\/storefront\/|\/ajax\/get\.php|\/graphql\//.test(r.url));
    const readyAt = before + readyMs / 1000;
    const deepest = Math.max(loaderDepth, ...ours.filter((r) => r.start <= readyAt).map((r) => d.get(r.url) ?? 0));
    await cdp.detach().catch(() => {});
    return {
      readyMs,
      dataMs,
      jsGzip: jsSizes.reduce((a, [, b]) => a + b, 0),
      jsFiles: jsSizes.length,
      // What the page needed to get its widgets ready: JS that had arrived by storefront:ready.
      jsAtReadyGzip: jsSizes.filter(([url]) => list.some((r) => r.url === url && r.end <= readyAt)).reduce((a, [, b]) => a + b, 0),
      toBulk: bulk.length ? Math.min(...bulk) : null,
      afterLoader: deepest - loaderDepth,
      scriptMs: (metrics.get('ScriptDuration') ?? 0) * 1000,
      taskMs: (metrics.get('TaskDuration') ?? 0) * 1000,
      longTasks,
      throttle,
    };
  } finally {
    await context.close();
  }
}

export async function benchLoading(browser: Browser, shopUrl: string, runs: number): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  for (const path of PAGES) {
    for (const profile of PROFILES) {
      const results: LoadResult[] = [];
      try {
        for (let i = 0; i < runs; i++) results.push(await loadOnce(browser, shopUrl, path, profile));
      } catch (error) {
        lines.push({ bench: 'loading', page: path, profile: profile.name, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] });
        continue;
      }
      const longTasks = results.map((r) => r.longTasks.filter((t) => t > 50));
      lines.push({
        bench: 'loading',
        page: path,
        profile: profile.name,
        runs: results.length,
        readyMs: round(median(results.map((r) => r.readyMs))),
        dataMs: round(median(results.map((r) => r.dataMs))),
        jsGzip: median(results.map((r) => r.jsGzip)),
        jsAtReadyGzip: median(results.map((r) => r.jsAtReadyGzip)),
        jsFiles: median(results.map((r) => r.jsFiles)),
        chain: { toBulk: results[0]!.toBulk, afterLoader: median(results.map((r) => r.afterLoader)) },
        scriptMs: round(median(results.map((r) => r.scriptMs))),
        taskMs: round(median(results.map((r) => r.taskMs))),
        longTasks: { count: median(longTasks.map((l) => l.length)), maxMs: round(median(longTasks.map((l) => Math.max(0, ...l)))) },
        throttle: { median: round(median(results.map((r) => r.throttle)), 2), min: round(Math.min(...results.map((r) => r.throttle)), 2) },
        units: {
          readyMs:
            'median ms, navigation start → storefront:ready (every widget of the first scan mounted; a widget may still show its server markup while its data loads)',
          dataMs: 'median ms, navigation start → storefront:ready and the first /ajax/get.php answer both in: the widgets have their data',
          jsGzip: 'gzip -9 bytes of JS the page loads by itself until the network is idle (idle prefetches included), with no interaction',
          jsAtReadyGzip: 'gzip -9 bytes of JS that had arrived by storefront:ready',
          chain:
            'round trips: a request is 1 deeper than the deepest one finished before it started (document 0, loader 1); toBulk = /ajax/get.php; afterLoader = round trips after the loader until storefront:ready',
          scriptMs: 'main-thread script time at ready (CDP ScriptDuration)',
          throttle: 'a fixed loop timed in the page ÷ the same loop unthrottled (≈ the CPU rate when the throttle holds)',
        },
      });
    }
  }
  return lines;
}
