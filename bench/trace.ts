/**
 * The trace bench (`BENCH_ONLY=trace`): where the main thread's time goes while a page loads at 4× CPU.
 *
 * Per page, `runs` cold loads (fresh context each), each with a Chrome trace (CDP Tracing: devtools.timeline,
 * v8.execute, disabled-by-default-devtools.timeline) and a sampled JS profile (CDP Profiler, 100 µs) running
 * together, from before navigation until SETTLE_MS after `storefront:ready`. Reported as medians over the runs:
 *   - mainThreadMs: the renderer main thread's task time, split by category (the events' self time; an event
 *     of no known category counts in its parent's, as Lighthouse does): parseCompile (v8.compile,
 *     v8.compileModule), scriptEvaluation (script, callbacks, microtasks, GC), styleRecalc, layout,
 *     paintComposite (pre-paint, paint, layerize, compositing), parseHtmlCss, other;
 *   - scriptByChunkMs: per script (chunk file name; the language and hash folder dropped), `run` = JS self
 *     time from the profile's samples (the function's own script, so React work counts in the runtime chunk
 *     where React lives, a widget's own components in its chunk; native work a function calls is its own,
 *     so the loader's first read of a marker's box carries the page's first layout, which mainThreadMs counts
 *     as layout) and `compile` = the trace's parse/compile events for that URL; `(gc)` is the collector's
 *     samples. BENCH_TRACE_PROFILE=0 leaves the profiler off (it costs main-thread time of its own);
 *   - otherTopMs: the largest parts of "other" by event name: mostly `RunTask` self time, the browser's work
 *     these categories do not name (IPC, resource loading, scheduling; BENCH_TRACE_EXTRA=blink,loading names more);
 *   - readyMs: navigation start → `storefront:ready`; addEventListenerCalls: the page's `addEventListener` calls
 *     until the end of the settle time (a count the machine's load hardly moves; React adds ~160 per portal);
 * A/B mode: BENCH_AB_URL=http://127.0.0.1:4393 names a running shop serving the base build (another commit's build
 * on today's pages: `SHOP_DIST=/tmp/base/dist PORT=4393 npm run serve`, where /tmp/base holds `git archive <commit>`
 * built with `node build.mjs`; the pages' preload hints, integrity and head script come from the served build's
 * manifest, so each build needs its own shop process) and loads each page from it and from
 * this bench's shop in turn (A, B, B, A, A, B…, `runs` each), so both see the same machine load; the line then carries
 * `base`, `candidate` and `changePercent` (candidate − base, in % of base).
 * Timings are a report, never asserted.
 */
import os from 'node:os';
import type { Browser, CDPSession } from 'playwright-core';
import { newShopContext } from '../test/helpers/browser.ts';
import { median } from './stats.ts';

const CPU = 4;
const SETTLE_MS = 1000;
/** BENCH_TRACE_PAGES=/product/1001,/ picks pages. */
const PAGES = process.env['BENCH_TRACE_PAGES']?.split(',').filter(Boolean) ?? ['/product/1001', '/', '/listing'];
/** BENCH_TRACE_PROFILE=0: the trace alone (the sampling profiler adds its own cost to the main thread; no `run` by chunk then). */
const PROFILE = process.env['BENCH_TRACE_PROFILE'] !== '0';
/** BENCH_TRACE_EXTRA=blink,loading adds trace categories (to see what "other" is made of, in otherTopMs). */
const CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-devtools.timeline',
  ...(process.env['BENCH_TRACE_EXTRA']?.split(',').filter(Boolean) ?? []),
].join(',');

export type Category = 'parseCompile' | 'scriptEvaluation' | 'styleRecalc' | 'layout' | 'paintComposite' | 'parseHtmlCss' | 'other';
const CATEGORY_NAMES: readonly Category[] = ['parseCompile', 'scriptEvaluation', 'styleRecalc', 'layout', 'paintComposite', 'parseHtmlCss', 'other'];

/** Trace event names by category (Lighthouse's task groups, with the event names of current Chromium). */
const BY_NAME: Record<string, Category> = {};
const group = (category: Category, names: string[]) => names.forEach((n) => (BY_NAME[n] = category));
group('parseCompile', ['v8.compile', 'v8.compileModule', 'v8.parseOnBackground', 'CompileScript', 'v8.produceCache', 'v8.produceModuleCache']);
group('scriptEvaluation', [
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
  'v8.execute',
  'v8.run',
  'XHRReadyStateChange',
  'XHRLoad',
  'MinorGC',
  'MajorGC',
  'BlinkGC.AtomicPhase',
  'ThreadState::performIdleLazySweep',
  'ThreadState::completeSweep',
  'BlinkGCMarking',
]);
group('styleRecalc', ['ScheduleStyleRecalculation', 'UpdateLayoutTree', 'RecalculateStyles']);
group('layout', ['Layout', 'InvalidateLayout', 'LayoutInvalidationTracking']);
group('paintComposite', [
  'Animation',
  'HitTest',
  'PaintSetup',
  'Paint',
  'PaintImage',
  'PrePaint',
  'Layerize',
  'RasterTask',
  'ScrollLayer',
  'UpdateLayer',
  'UpdateLayerTree',
  'CompositeLayers',
  'Commit',
  'Decode Image',
  'ImageDecodeTask',
]);
group('parseHtmlCss', ['ParseHTML', 'ParseAuthorStyleSheet']);

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string }; fileName?: string };
}

interface Node {
  name: string;
  start: number;
  end: number;
  url: string | undefined;
  children: Node[];
}

export interface Breakdown {
  totalMs: number;
  byCategory: Record<Category, number>;
  compileByUrl: Map<string, number>;
  /** what "other" is made of: self time by event name. */
  otherByName: Map<string, number>;
}

function urlOf(e: TraceEvent): string | undefined {
  return e.args?.data?.url || e.args?.fileName || undefined;
}

/** The renderer main thread (CrRendererMain) with the most task time: the page's, not about:blank's. */
function mainThread(events: readonly TraceEvent[]): string | undefined {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Complete ('X') and begin/end ('B'/'E') events of one thread as a tree of nested slices. */
function sliceTree(events: readonly TraceEvent[]): Node[] {
  const slices: Node[] = [];
  const open: TraceEvent[] = [];
  for (const e of events) {
    if (e.ph === 'X' && e.dur !== undefined) slices.push({ name: e.name, start: e.ts, end: e.ts + e.dur, url: urlOf(e), children: [] });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const i = open.findLastIndex((b) => b.name === e.name);
      if (i < 0) continue;
      const [b] = open.splice(i, 1);
      slices.push({ name: b!.name, start: b!.ts, end: e.ts, url: urlOf(b!) ?? urlOf(e), children: [] });
    }
  }
  // Parents first: earlier start, and of two starting together the longer one.
  slices.sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const s of slices) {
    while (stack.length && stack[stack.length - 1]!.end <= s.start) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent && s.end <= parent.end) parent.children.push(s);
    else if (!parent) roots.push(s);
    else continue; // overlaps its parent's end without nesting: a broken slice, left out
    stack.push(s);
  }
  return roots;
}

/** The main thread's self time by category, and the parse/compile time by script URL (ms). */
export function breakdown(events: readonly TraceEvent[]): Breakdown {
  const thread = mainThread(events);
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === thread).sort((a, b) => a.ts - b.ts);
  const byCategory = Object.fromEntries(CATEGORY_NAMES.map((c) => [c, 0])) as Record<Category, number>;
  const compileByUrl = new Map<string, number>();
  const otherByName = new Map<string, number>();
  let totalMs = 0;
  const walk = (node: Node, inherited: Category, inheritedUrl: string | undefined) => {
    const category = BY_NAME[node.name] ?? inherited;
    const url = node.url ?? inheritedUrl;
    const self = (node.end - node.start - node.children.reduce((sum, c) => sum + (c.end - c.start), 0)) / 1000;
    byCategory[category] += self;
    if (category === 'parseCompile' && url) compileByUrl.set(url, (compileByUrl.get(url) ?? 0) + self);
    if (category === 'other') otherByName.set(node.name, (otherByName.get(node.name) ?? 0) + self);
    for (const child of node.children) walk(child, category, url);
  };
  for (const root of sliceTree(mine)) {
    totalMs += (root.end - root.start) / 1000;
    walk(root, 'other', undefined);
  }
  return { totalMs, byCategory, compileByUrl, otherByName };
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** JS self time by the URL of the sampled function's script (ms); the collector as `(gc)`. */
export function selfTimeByUrl(profile: Profile): Map<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byUrl = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    // A sample's delta is the time since the previous sample: it belongs to the previous one.
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const key = frame.functionName === '(garbage collector)' ? '(gc)' : frame.url;
    if (!key) return; // native and anonymous frames without a script
    byUrl.set(key, (byUrl.get(key) ?? 0) + ms);
  });
  return byUrl;
}

/** A chunk's name: its path without the language and hash folder (`/storefront/chunks/pl-1F57D3A9/runtime.js` → `runtime.js`). */
export function chunkName(url: string, shopUrl: string): string {
  if (url.startsWith('(')) return url;
  let path = url.startsWith(shopUrl) ? url.slice(shopUrl.length) : url;
  path = path.replace(/^\/storefront\/chunks\/[a-z]{2}-[A-Z0-9]+\//, '').replace(/^\/storefront\//, '');
  return path || url;
}

interface LoadSample {
  readyMs: number;
  /** addEventListener calls from navigation to the end of the settle time. */
  listeners: number;
  breakdown: Breakdown;
  runByUrl: Map<string, number>;
}

async function collectTrace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  try {
    await run();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
  }
  return events;
}

async function traceOnce(browser: Browser, shopUrl: string, path: string): Promise<LoadSample> {
  const context = await newShopContext(browser, shopUrl);
  try {
    await context.addInitScript(() => {
      const w = window as unknown as { __ready?: number; __listeners: number };
      // Counted, not timed: a figure the machine's load hardly moves (React listens per portal).
      w.__listeners = 0;
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
        w.__listeners++;
        return add.apply(this, args);
      };
      document.addEventListener('storefront:ready', () => (w.__ready ??= performance.now()), { once: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    let readyMs = Number.NaN;
    let listeners = Number.NaN;
    let profile: Profile = { nodes: [] };
    const events = await collectTrace(cdp, async () => {
      if (PROFILE) await cdp.send('Profiler.start');
      await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined, null, { timeout: 60_000, polling: 100 });
      readyMs = await page.evaluate(() => (window as unknown as { __ready: number }).__ready);
      await page.waitForTimeout(SETTLE_MS);
      if (PROFILE) profile = (await cdp.send('Profiler.stop')).profile as Profile;
      listeners = await page.evaluate(() => (window as unknown as { __listeners: number }).__listeners);
    });
    return { readyMs, listeners, breakdown: breakdown(events), runByUrl: selfTimeByUrl(profile) };
  } finally {
    await context.close();
  }
}

const round = (v: number) => Number(v.toFixed(1));

/** BENCH_AB_URL: a shop serving a second build to compare against, loaded in turn with this one. */
const AB_URL = process.env['BENCH_AB_URL']?.replace(/\/+$/, '');

export async function benchTrace(browser: Browser, shopUrl: string, runs: number): Promise<Record<string, unknown>[]> {
  if (AB_URL) return benchTraceAB(browser, shopUrl, runs, AB_URL);
  const lines: Record<string, unknown>[] = [];
  for (const path of PAGES) {
    const samples: LoadSample[] = [];
    try {
      for (let i = 0; i < runs; i++) samples.push(await traceOnce(browser, shopUrl, path));
    } catch (error) {
      lines.push({ bench: 'trace', page: path, cpu: CPU, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] });
      continue;
    }
    lines.push(summarize(path, samples, shopUrl));
  }
  return lines;
}

/** Base (the shop at `baseUrl`) and candidate (the shop at `shopUrl`) loads interleaved: A, B, B, A… */
async function benchTraceAB(browser: Browser, shopUrl: string, runs: number, baseUrl: string): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  for (const path of PAGES) {
    const a: LoadSample[] = [];
    const b: LoadSample[] = [];
    try {
      // A, B, then B, A: neither build always loads right after the other.
      for (let i = 0; i < runs; i++) {
        if (i % 2) b.push(await traceOnce(browser, shopUrl, path));
        a.push(await traceOnce(browser, baseUrl, path));
        if (!(i % 2)) b.push(await traceOnce(browser, shopUrl, path));
      }
    } catch (error) {
      lines.push({ bench: 'trace-ab', page: path, cpu: CPU, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] });
      continue;
    }
    const baseLine = summarize(path, a, baseUrl);
    const candidateLine = summarize(path, b, shopUrl);
    const baseMs = baseLine['mainThreadMs'] as Record<string, number>;
    const candidateMs = candidateLine['mainThreadMs'] as Record<string, number>;
    const change = Object.fromEntries(Object.keys(baseMs).map((k) => [k, baseMs[k] ? round(((candidateMs[k]! - baseMs[k]!) / baseMs[k]!) * 100) : 0]));
    lines.push({
      bench: 'trace-ab',
      page: path,
      cpu: CPU,
      runs,
      loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))),
      base: baseLine,
      candidate: candidateLine,
      changePercent: change,
    });
  }
  return lines;
}

function summarize(path: string, samples: LoadSample[], shopUrl: string): Record<string, unknown> {
  const mainThreadMs: Record<string, number> = { total: round(median(samples.map((s) => s.breakdown.totalMs))) };
  for (const c of CATEGORY_NAMES) mainThreadMs[c] = round(median(samples.map((s) => s.breakdown.byCategory[c])));
  const chunks = new Set(samples.flatMap((s) => [...s.runByUrl.keys(), ...s.breakdown.compileByUrl.keys()].map((u) => chunkName(u, shopUrl))));
  const sumFor = (map: Map<string, number>, chunk: string) => [...map].filter(([u]) => chunkName(u, shopUrl) === chunk).reduce((sum, [, ms]) => sum + ms, 0);
  const scriptByChunkMs = Object.fromEntries(
    [...chunks]
      .map((chunk) => {
        const run = round(median(samples.map((s) => sumFor(s.runByUrl, chunk))));
        const compile = round(median(samples.map((s) => sumFor(s.breakdown.compileByUrl, chunk))));
        return [chunk, { run, compile }] as const;
      })
      .filter(([, v]) => v.run + v.compile >= 0.5)
      .sort((a, b) => b[1].run + b[1].compile - (a[1].run + a[1].compile)),
  );
  const otherNames = new Set(samples.flatMap((s) => [...s.breakdown.otherByName.keys()]));
  const otherTopMs = Object.fromEntries(
    [...otherNames]
      .map((name) => [name, round(median(samples.map((s) => s.breakdown.otherByName.get(name) ?? 0)))] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6),
  );
  return {
    bench: 'trace',
    page: path,
    cpu: CPU,
    runs: samples.length,
    loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))),
    readyMs: round(median(samples.map((s) => s.readyMs))),
    addEventListenerCalls: median(samples.map((s) => s.listeners)),
    mainThreadMs,
    otherTopMs,
    scriptByChunkMs,
    units: {
      mainThreadMs: `median ms of main-thread self time by category, navigation → ${SETTLE_MS} ms after storefront:ready`,
      scriptByChunkMs: 'median ms: run = sampled JS self time of functions in the script; compile = its parse/compile trace events',
    },
  };
}
