/**
 * The benchmark (docs/design.md §10): `npm run bench` (= build, then `node --import tsx bench/run.ts`).
 *
 * Prints JSON lines on stdout (progress and the human size table go to stderr) and also writes them to
 * bench/results/<timestamp>.jsonl:
 *   - one line per page × CPU throttle: JS bytes, /ajax/get.php requests, time to storefront:ready,
 *     long tasks, CLS (medians over BENCH_RUNS loads, default 7, each in a fresh browser context);
 *   - the mount-scaling lines for /bench/mount?n=N and a summary line;
 *   - the size check against bench/budgets.json.
 * Timings are a report, never asserted. Exit code 1 only when the bench itself failed: a page did not
 * reach `storefront:ready`, the browser/shop could not start, or the bundle is missing.
 *
 * Env: BENCH_RUNS (default 7), SHOP_URL (bench an already running shop instead of starting one),
 * BENCH_ONLY (comma-separated parts: pages, mount, strategies, search, date-picker, store-map, projector, navigation, chrome,
 * configurator, bundle, loading, trace, inp; default all). The trace and inp parts take BENCH_RUNS too, but default to 5.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { launchBrowser, newShopContext, resolveChromium } from '../test/helpers/browser.ts';
import { openShopPage } from '../test/helpers/shop-page.ts';
import { checkSize, formatSizeReport } from './check-size.mjs';
import { benchSearch } from './search.ts';
import { benchDatePicker } from './date-picker.ts';
import { benchStoreMap } from './store-map.ts';
import { benchProjector } from './projector.ts';
import { benchLoading } from './loading.ts';
import { benchConfigurator } from './configurator.ts';
import { benchBundle } from './bundle.ts';
import { benchNavigation } from './navigation.ts';
import { benchChrome } from './chrome.ts';
import { benchTrace } from './trace.ts';
import { benchInp } from './inp.ts';
import { median } from './stats.ts';

const PAGES = ['/', '/product/1001', '/listing', '/widgets'] as const;
const CPU_RATES = [1, 4] as const;
const MOUNT_NS = [1, 10, 100, 1000] as const;
const MOUNT_LIMITS = { ratio100: 1.5, ratio1000: 4 } as const;
/** after storefront:ready, let late long tasks and layout shifts be observed before reading them */
const SETTLE_MS = 500;

const RUNS = parseRuns(process.env['BENCH_RUNS']);
/** The trace and INP parts: each run is heavy (a trace, or eight interactions), so 5 unless BENCH_RUNS says. */
const FEW_RUNS = process.env['BENCH_RUNS'] ? RUNS : 5;
const root = fileURLToPath(new URL('..', import.meta.url));
const lines: string[] = [];
let failures = 0;

function parseRuns(value: string | undefined): number {
  if (value === undefined || value === '') return 7;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive integer, got "${value}"`);
  return runs;
}

function emit(line: Record<string, unknown>): void {
  const text = JSON.stringify(line);
  lines.push(text);
  console.log(text);
}

function log(message: string): void {
  console.error(`[bench] ${message}`);
}

const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

interface RunResult {
  readyMs: number;
  mountMs: number;
  jsBytes: Record<string, number>;
  ajaxGetRequests: number;
  longTasks: { count: number; totalMs: number; maxMs: number };
  cls: number;
  failedWidgets: string[];
  cspViolations: number;
  pageErrors: string[];
}

/** One cold load in a fresh context (no HTTP cache, no cookies). */
async function loadOnce(browser: Browser, shopUrl: string, path: string, cpu: number): Promise<RunResult> {
  const context = await newShopContext(browser, shopUrl);
  const jsBodies: Promise<void>[] = [];
  const jsBytes: Record<string, number> = {};
  context.on('response', (response: Response) => {
    const request = response.request();
    const type = response.headers()['content-type'] ?? '';
    if (request.resourceType() !== 'script' && !/javascript|ecmascript/.test(type)) return;
    if (response.status() !== 200) return;
    jsBodies.push(
      response.body().then(
        (body) => {
          // The dev shop sends identity-encoded JS; what a real CDN would put on the wire is its gzip -9 size.
          jsBytes[new URL(response.url()).pathname] = gzipSync(body, { level: 9 }).length;
        },
        () => {},
      ),
    );
  });
  try {
    const shopPage = await openShopPage(context, path, { cpuThrottle: cpu });
    try {
      await shopPage.page.waitForTimeout(SETTLE_MS);
      const metrics = await shopPage.metrics();
      await Promise.all(jsBodies);
      const violations = await shopPage.cspViolations();
      return {
        readyMs: metrics.readyMs ?? Number.NaN,
        mountMs: metrics.mountMs ?? Number.NaN,
        jsBytes,
        ajaxGetRequests: shopPage.requestLog.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/ajax/get.php').length,
        longTasks: metrics.longTasks,
        cls: metrics.cls,
        failedWidgets: shopPage.ready?.failed ?? [],
        cspViolations: violations.length,
        pageErrors: shopPage.pageErrors.map((e) => e.message),
      };
    } finally {
      await shopPage.close();
    }
  } finally {
    await context.close();
  }
}

/** `runs` loads (plus one discarded warm-up when asked); null when any load failed. */
async function loadMany(browser: Browser, shopUrl: string, path: string, cpu: number, warmUp: boolean): Promise<RunResult[] | null> {
  const results: RunResult[] = [];
  for (let i = warmUp ? -1 : 0; i < RUNS; i++) {
    try {
      const result = await loadOnce(browser, shopUrl, path, cpu);
      if (i >= 0) results.push(result);
    } catch (error) {
      failures++;
      const message = error instanceof Error ? error.message : String(error);
      log(`${path} @${cpu}x run ${i + 1}: ${message}`);
      emit({ page: path, cpu, error: message.split('\n')[0] });
      return null;
    }
  }
  return results;
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

async function benchPages(browser: Browser, shopUrl: string): Promise<void> {
  for (const path of PAGES) {
    for (const cpu of CPU_RATES) {
      log(`${path} @${cpu}x × ${RUNS}`);
      const runs = await loadMany(browser, shopUrl, path, cpu, cpu === CPU_RATES[0]);
      if (!runs) continue;
      const last = runs[runs.length - 1]!;
      const jsBytes = Object.fromEntries(Object.entries(last.jsBytes).sort(([a], [b]) => a.localeCompare(b)));
      const ready = runs.map((r) => r.readyMs);
      const line = {
        page: path,
        cpu,
        runs: runs.length,
        jsBytes,
        jsTotalGzip: Object.values(jsBytes).reduce((sum, n) => sum + n, 0),
        ajaxGetRequests: median(runs.map((r) => r.ajaxGetRequests)),
        readyMs: { median: round(median(ready)), min: round(Math.min(...ready)), max: round(Math.max(...ready)) },
        mountMs: round(median(runs.map((r) => r.mountMs))),
        longTasks: {
          count: median(runs.map((r) => r.longTasks.count)),
          totalMs: round(median(runs.map((r) => r.longTasks.totalMs))),
          maxMs: round(median(runs.map((r) => r.longTasks.maxMs))),
        },
        cls: round(median(runs.map((r) => r.cls)), 4),
        failedWidgets: unique(runs.flatMap((r) => r.failedWidgets)),
        cspViolations: Math.max(...runs.map((r) => r.cspViolations)),
        pageErrors: unique(runs.flatMap((r) => r.pageErrors)),
        units: {
          jsBytes: 'gzip-9 bytes of each JS response body (served uncompressed)',
          readyMs: 'ms from navigation start to storefront:ready',
          mountMs: 'median ms from the loader starting (its script ran) to storefront:ready',
          longTasks: 'median over runs of count, sum ms, max ms',
          cls: 'median over runs of summed layout shifts without input',
        },
      };
      if (line.failedWidgets.length > 0 || line.cspViolations > 0 || line.pageErrors.length > 0) {
        log(
          `warning: ${path} @${cpu}x: failed widgets ${line.failedWidgets.join(',') || '-'}, ` +
            `CSP violations ${line.cspViolations}, page errors ${line.pageErrors.length}`,
        );
      }
      emit(line);
    }
  }
}

async function benchMountScaling(browser: Browser, shopUrl: string): Promise<void> {
  const cpu = 1;
  const medians = new Map<number, number>();
  for (const n of MOUNT_NS) {
    log(`/bench/mount?n=${n} @${cpu}x × ${RUNS}`);
    const runs = await loadMany(browser, shopUrl, `/bench/mount?n=${n}`, cpu, true);
    if (!runs) continue;
    // The ratio compares the loader's own work (its start → storefront:ready); time to ready from
    // navigation start also grows with the page's HTML, which the loader does not control.
    const mountMs = median(runs.map((r) => r.mountMs));
    medians.set(n, mountMs);
    const base = medians.get(1);
    emit({
      bench: 'mount-scaling',
      cpu,
      n,
      runs: runs.length,
      mountMs: round(mountMs),
      readyMs: round(median(runs.map((r) => r.readyMs))),
      ratio: base === undefined ? null : round(mountMs / base, 2),
    });
  }
  const base = medians.get(1);
  const ratio = (n: number): number | null => {
    const value = medians.get(n);
    return base === undefined || value === undefined ? null : round(value / base, 2);
  };
  emit({ bench: 'mount-scaling-summary', ratio100: ratio(100), ratio1000: ratio(1000), limits: MOUNT_LIMITS });
}

/**
 * docs/design.md §10: one createRoot per marker against one root rendering a portal per marker, both
 * with an error boundary per marker, on the bundle's own React chunk (`/bench/strategies`).
 */
async function benchMountStrategies(browser: Browser, shopUrl: string): Promise<void> {
  for (const strategy of ['roots', 'portals'] as const) {
    const medians = new Map<number, number>();
    for (const n of MOUNT_NS) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await newShopContext(browser, shopUrl);
        try {
          const page = await context.newPage();
          await page.goto(`/bench/strategies?n=${n}&strategy=${strategy}`);
          // Functions, not strings: a string predicate is eval'd in the page, which the CSP forbids.
          await page.waitForFunction(() => typeof (window as { __mountMs?: number }).__mountMs === 'number', null, { timeout: 20_000 });
          times.push(Number(await page.evaluate(() => (window as { __mountMs?: number }).__mountMs)));
        } finally {
          await context.close();
        }
      }
      const ms = median(times);
      medians.set(n, ms);
      const base = medians.get(1);
      emit({ bench: 'mount-strategy', strategy, cpu: 1, n, runs: times.length, mountMs: round(ms), ratio: base === undefined ? null : round(ms / base, 2) });
    }
  }
}

function benchSize(): void {
  const report = checkSize();
  console.error(formatSizeReport(report));
  emit({
    bench: 'size',
    ok: report.ok,
    unit: report.unit,
    results: report.results.map((r) => ({
      key: r.key,
      gzip: r.gzip,
      brotli: r.brotli,
      budget: r.budget,
      ok: r.ok,
      files: r.files.map((f) => f.file),
      ...(r.problem ? { problem: r.problem } : {}),
    })),
    errors: report.errors,
    notes: report.notes,
  });
  if (!report.ok) log('size check FAILED (reported above; `npm run check:size` is the gate)');
}

async function main(): Promise<void> {
  const started = Date.now();
  const external = process.env['SHOP_URL']?.replace(/\/+$/, '');
  if (!external && !existsSync(new URL('../dist/storefront.js', import.meta.url))) {
    throw new Error('dist/storefront.js is missing — run `npm run build` first (`npm run bench` does it)');
  }
  const chromium = await resolveChromium();
  log(`Chromium from ${chromium.source}: ${chromium.path}; ${RUNS} runs per point`);

  const shop: { url: string; close(): Promise<void> } = external
    ? { url: external, close: async () => {} }
    : await (await import('../fixtures/server/shop.ts')).startShop({ port: 0 });
  log(`shop at ${shop.url}`);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const b = browser;
    const only = new Set((process.env['BENCH_ONLY'] ?? '').split(',').filter(Boolean));
    const part = (name: string) => only.size === 0 || only.has(name);
    emit({ bench: 'machine', loadAverage: os.loadavg().map((v) => round(v, 2)), cpus: os.cpus().length });
    if (part('loading')) for (const line of await benchLoading(b, shop.url, RUNS)) emit(line);
    if (part('pages')) await benchPages(b, shop.url);
    if (part('mount')) await benchMountScaling(b, shop.url);
    if (part('strategies')) await benchMountStrategies(b, shop.url);
    if (part('search')) for (const line of await benchSearch(b, shop.url, RUNS)) emit(line);
    if (part('date-picker')) for (const line of await benchDatePicker(b, shop.url, RUNS)) emit(line);
    if (part('store-map')) for (const line of await benchStoreMap(b, shop.url, RUNS)) emit(line);
    if (part('projector')) for (const line of await benchProjector(b, shop.url, RUNS)) emit(line);
    if (part('configurator')) for (const line of await benchConfigurator(b, shop.url, RUNS)) emit(line);
    if (part('bundle')) for (const line of await benchBundle(b, shop.url, RUNS)) emit(line);
    if (part('navigation')) for (const line of await benchNavigation(b, shop.url, RUNS)) emit(line);
    if (part('chrome')) for (const line of await benchChrome(b, shop.url, RUNS)) emit(line);
    if (part('trace')) for (const line of await benchTrace(b, shop.url, FEW_RUNS)) emit(line);
    if (part('inp')) for (const line of await benchInp(b, shop.url, FEW_RUNS)) emit(line);
    emit({ bench: 'machine-after', loadAverage: os.loadavg().map((v) => round(v, 2)) });
  } finally {
    await browser?.close().catch(() => {});
    await shop.close().catch(() => {});
  }
  benchSize();

  const dir = `${root}bench/results`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`;
  writeFileSync(file, `${lines.join('\n')}\n`);
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s; results in ${file}`);
  if (failures > 0) {
    log(`${failures} page(s) failed to reach storefront:ready`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
