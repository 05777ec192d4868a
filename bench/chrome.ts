/**
 * The page chrome's cost, at 4× CPU:
 *   - scroll: a Chrome trace while the long listing is scrolled down and up by the mouse wheel
 *     (1280 px: the top bars stick, back-to-top appears and goes); then resize (1280 → 800 → 390 →
 *     1280: sections move, disclosures form). Reported per window: long tasks (> 50 ms) on the page's
 *     main thread, forced layouts (a layout run inside script) with whose script forced them, and the
 *     bundle's script time;
 *   - CLS: a first visit with the bars and banners (no input), closing them (user input: excluded from
 *     CLS by the browser, reported as the raw sum too), and the next load, with them closed (removed
 *     as the page starts), at 4× CPU and also on slow 4G.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { newShopContext } from '../test/helpers/browser.ts';
import { SLOW_4G } from './loading.ts';
import { median } from './stats.ts';

const CPU = 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    beginData?: { stackTrace?: Array<{ url: string; functionName: string }> };
    data?: { url?: string; stackTrace?: Array<{ url: string; functionName: string }> };
  };
}

function watchShifts(): void {
  const w = window as unknown as { __shifts: Array<{ value: number; input: boolean }>; __ready?: boolean };
  w.__shifts = [];
  document.addEventListener('storefront:ready', () => (w.__ready = true), { once: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
      w.__shifts.push({ value: e.value, input: e.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
}

const idle = (page: Page) => page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 3000 })));
const frame = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; input: boolean }> }).__shifts);
const round3 = (v: number) => Math.round(v * 1000) / 1000;

async function trace(cdp: CDPSession, action: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: unknown[] }) => events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline.stack', transferMode: 'ReportEvents' });
  await action();
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** Long tasks, forced layouts and the bundle's script time on the page's main thread. */
function costOf(events: TraceEvent[]) {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const longTasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS).map((e) => Math.round((e.dur ?? 0) / 1000));
  const forced = onMain
    .filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && (e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace)?.length)
    .map((e) => {
      const frame = (e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace)![0]!;
      return {
        ms: Math.round((e.dur ?? 0) / 100) / 10,
        by: `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}`,
        bundle: /\/storefront(-test)?\//.test(frame.url),
      };
    });
  const calls = onMain.filter((e) => e.name === 'FunctionCall' && /\/storefront(-test)?\//.test(e.args?.data?.url ?? ''));
  const scriptMs = calls.reduce((t, e) => t + (e.dur ?? 0) / 1000, 0);
  // By file: which chunk's code ran (the runtime runs every widget's React work).
  const byFile: Record<string, number> = {};
  for (const e of calls) {
    const file = (e.args?.data?.url ?? '').replace(/^.*\//, '').replace(/\.js$/, '');
    byFile[file] = Math.round(((byFile[file] ?? 0) + (e.dur ?? 0) / 1000) * 10) / 10;
  }
  return {
    longTasks,
    forcedByBundle: forced.filter((f) => f.bundle),
    forcedOther: forced.filter((f) => !f.bundle).length,
    bundleScriptMs: Math.round(scriptMs * 10) / 10,
    byFile,
  };
}

/** A fresh context and page at 1280 px and 4× CPU, recording layout shifts; closed after `run`. */
async function withPage<T>(browser: Browser, shopUrl: string, run: (page: Page, cdp: CDPSession) => Promise<T>): Promise<T> {
  const context = await newShopContext(browser, shopUrl);
  try {
    await context.addInitScript(watchShifts);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    return await run(page, cdp);
  } finally {
    await context.close();
  }
}

async function scrollRun(browser: Browser, shopUrl: string) {
  return withPage(browser, shopUrl, async (page, cdp) => {
    await page.goto(shopUrl + '/listing');
    await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
    await page.waitForSelector('[data-widget="back-to-top"][data-widget-state="mounted"]', { state: 'attached' });
    await idle(page);
    await page.mouse.move(640, 500);
    let shown = false;
    const scroll = costOf(
      await trace(cdp, async () => {
        for (const dy of [...Array<number>(30).fill(250), ...Array<number>(30).fill(-250)]) {
          await page.mouse.wheel(0, dy);
          await frame(page);
          shown ||= await page.evaluate(() => document.querySelector('[data-widget="back-to-top"]')!.hasAttribute('data-shown'));
        }
      }),
    );
    const resize = costOf(
      await trace(cdp, async () => {
        for (const width of [800, 390, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          const slot = width >= 979 ? '.listing__body' : width >= 757 ? '[data-view="2"]' : '[data-view="1"]';
          await page.waitForFunction((s) => document.querySelector('[data-section="listing-side"]')!.parentElement!.matches(s), slot);
          await idle(page);
        }
      }),
    );
    return { scroll, resize, backToTopShown: shown };
  });
}

async function clsRun(browser: Browser, shopUrl: string, slow: boolean) {
  return withPage(browser, shopUrl, async (page, cdp) => {
    if (slow) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    const load = async () => {
      await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true, null, { timeout: 60_000 });
      await page.waitForSelector('[data-widget="free-shipping-banner"][data-widget-state="mounted"]', { state: 'attached', timeout: 60_000 });
      await idle(page);
      return shifts(page);
    };
    await page.goto(shopUrl + '/', { timeout: 60_000 });
    const first = await load();
    for (const close of [
      '[data-bar-id="winter-sale"] [data-bar-close]',
      '[data-bar-id="holiday-delivery"] [data-bar-close]',
      '.shop-banner--code [data-banner-close]',
      '.shop-banner--shipping [data-banner-close]',
    ]) {
      await page.click(close);
      await frame(page);
    }
    await idle(page);
    const all = await shifts(page);
    const closing = all.slice(first.length);
    await page.reload({ timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true, null, { timeout: 60_000 });
    await idle(page);
    const next = await shifts(page);
    const sum = (list: Array<{ value: number; input: boolean }>, withInput: boolean) =>
      round3(list.filter((s) => withInput || !s.input).reduce((t, s) => t + s.value, 0));
    return {
      firstLoad: sum(first, false),
      closing: sum(closing, false),
      closingRaw: sum(closing, true),
      nextLoadClosed: sum(next, false),
      barsLeft: await page.evaluate(() => document.querySelectorAll('[data-bar-id]').length),
    };
  });
}

export async function benchChrome(browser: Browser, shopUrl: string, runs: number): Promise<Record<string, unknown>[]> {
  const scrolls = [];
  for (let i = 0; i < runs; i++) scrolls.push(await scrollRun(browser, shopUrl));
  const cls4x = [];
  const clsSlow = [];
  for (let i = 0; i < runs; i++) {
    cls4x.push(await clsRun(browser, shopUrl, false));
    clsSlow.push(await clsRun(browser, shopUrl, true));
  }
  const med = <T>(list: T[], pick: (t: T) => number) => round3(median(list.map(pick)));
  return [
    {
      bench: 'chrome-scroll',
      cpu: CPU,
      page: '/listing',
      runs,
      scrollLongTasks: scrolls.map((s) => s.scroll.longTasks),
      scrollForcedLayoutsByBundle: scrolls.flatMap((s) => s.scroll.forcedByBundle),
      scrollForcedLayoutsOther: scrolls.map((s) => s.scroll.forcedOther),
      scrollBundleScriptMs: med(scrolls, (s) => s.scroll.bundleScriptMs),
      scrollScriptMsByFile: scrolls[0]?.scroll.byFile,
      backToTopShown: scrolls.every((s) => s.backToTopShown),
      resizeLongTasks: scrolls.map((s) => s.resize.longTasks),
      resizeForcedLayoutsByBundle: scrolls.flatMap((s) => s.resize.forcedByBundle),
      resizeBundleScriptMs: med(scrolls, (s) => s.resize.bundleScriptMs),
      units: {
        scrollBundleScriptMs: "ms of the bundle's script on the main thread while scrolling 60 wheel steps (median)",
        scrollLongTasks: 'per run: main-thread tasks over 50 ms, ms each',
      },
    },
    {
      bench: 'chrome-cls',
      cpu: CPU,
      page: '/',
      runs,
      firstLoad: med(cls4x, (c) => c.firstLoad),
      closing: med(cls4x, (c) => c.closing),
      closingRaw: med(cls4x, (c) => c.closingRaw),
      nextLoadClosed: med(cls4x, (c) => c.nextLoadClosed),
      slow4g: { firstLoad: med(clsSlow, (c) => c.firstLoad), closing: med(clsSlow, (c) => c.closing), nextLoadClosed: med(clsSlow, (c) => c.nextLoadClosed) },
      samples: { nextLoadClosed: cls4x.map((c) => c.nextLoadClosed), slow4gNextLoadClosed: clsSlow.map((c) => c.nextLoadClosed) },
      barsLeftAfterClosing: cls4x[0]?.barsLeft,
      units: { closing: 'CLS without input (the browser excludes shifts within 500 ms of input)', closingRaw: 'every shift while closing, input or not' },
    },
  ];
}
