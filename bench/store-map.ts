/**
 * store-map bench: 1k, 10k and 100k pickup points (`/pickup-points?count=N&search=0`) at 1× and 4× CPU.
 * Per run: time from navigation start to the first clustered render (mark `store-map:rendered`),
 * the clustering time (marks `store-map:cluster-start` → `cluster-end`), and the longest
 * main-thread task during load, and during 4 zooms and 4 pans (longtask entries, ≥ 50 ms; 0 = none).
 * Target: no task over 100 ms at 1× CPU.
 * Two engines: `worker` (the pages as they are: the `storefront` Trusted Types policy vouches for the
 * worker chunk `store-map-worker.js` in the page language's chunk directory) and `main` (the worker chunk answers 404, as when a
 * worker cannot start, so Supercluster runs on the main thread: the fallback).
 *
 * Wired into bench/run.ts; on its own: `node --import tsx bench/store-map.ts [runs]` (needs `node build.mjs`).
 */
import { chunkPath } from '../test/helpers/chunks.ts';
import type { Browser, Page } from 'playwright-core';
import { newShopContext } from '../test/helpers/browser.ts';
import { openShopPage } from '../test/helpers/shop-page.ts';
import { median } from './stats.ts';

const COUNTS = [1_000, 10_000, 100_000];
const CPUS = [1, 4];

type Engine = 'main' | 'worker';

/** The fault that keeps the worker from starting (the fallback engine). */
const NO_WORKER = { 'fixture-fault': '404@' + chunkPath('store-map-worker.js') };

interface Sample {
  engine: string;
  firstRenderMs: number;
  clusterMs: number;
  loadMaxTaskMs: number;
  interactMaxTaskMs: number;
}

const round = (v: number) => Number(v.toFixed(1));

/**
 * Long tasks from the very start of the page (an init script: the page's own load is measured
 * too), with their start times, and `?detail` lists for the report.
 */
const LONG_TASKS = `window.__smTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__smTasks.push({ start: e.startTime, duration: e.duration }); })
  .observe({ type: 'longtask', buffered: true });`;

const maxTask = (page: Page, from: number, to: number) =>
  page.evaluate(
    ([a, b]) =>
      Math.max(
        0,
        ...(window as unknown as { __smTasks: { start: number; duration: number }[] }).__smTasks
          .filter((t) => t.start >= a && t.start < b)
          .map((t) => t.duration),
      ),
    [from, to] as const,
  );

async function once(browser: Browser, shopUrl: string, count: number, cpu: number, engine: Engine): Promise<Sample> {
  const context = await newShopContext(browser, shopUrl);
  await context.addInitScript({ content: LONG_TASKS });
  try {
    const sp = await openShopPage(context, `/pickup-points?count=${count}&search=0`, {
      cpuThrottle: cpu,
      timeout: 120_000,
      ...(engine === 'main' ? { cookies: NO_WORKER } : {}),
    });
    try {
      const page = sp.page;
      await page.waitForFunction(
        () => performance.getEntriesByName('store-map:rendered').some((m) => ((m as PerformanceMark).detail as { points: number }).points > 0),
        undefined,
        { timeout: 120_000 },
      );
      const t = await page.evaluate(() => {
        const rendered = performance.getEntriesByName('store-map:rendered').find((m) => ((m as PerformanceMark).detail as { points: number }).points > 0)!;
        const start = performance.getEntriesByName('store-map:cluster-start').find((m) => ((m as PerformanceMark).detail as { points: number }).points > 0)!;
        const end = performance.getEntriesByName('store-map:cluster-end').find((m) => ((m as PerformanceMark).detail as { points: number }).points > 0)!;
        const engine = ((rendered as PerformanceMark).detail as { engine: string }).engine;
        return { rendered: rendered.startTime, cluster: end.startTime - start.startTime, engine };
      });
      await page.waitForTimeout(300);
      const loadMax = await maxTask(page, 0, t.rendered + 300);
      // Interaction: zoom in twice, pan four times, zoom out twice.
      const from = await page.evaluate(() => performance.now());
      const box = (await page.locator('.sf-store-map__map').boundingBox())!;
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      for (const label of ['Przybliż mapę', 'Przybliż mapę']) {
        await page.getByRole('button', { name: label }).click();
        await page.waitForTimeout(400);
      }
      for (const [dx, dy] of [
        [150, 0],
        [0, 120],
        [-150, 0],
        [0, -120],
      ] as const) {
        await page.mouse.move(cx, cy);
        await page.mouse.down();
        await page.mouse.move(cx + dx, cy + dy, { steps: 8 });
        await page.mouse.up();
        await page.waitForTimeout(300);
      }
      for (const label of ['Oddal mapę', 'Oddal mapę']) {
        await page.getByRole('button', { name: label }).click();
        await page.waitForTimeout(400);
      }
      const interactMax = await maxTask(page, from, Infinity);
      return { engine: t.engine, firstRenderMs: t.rendered, clusterMs: t.cluster, loadMaxTaskMs: loadMax, interactMaxTaskMs: interactMax };
    } finally {
      await sp.close();
    }
  } finally {
    await context.close();
  }
}

export async function benchStoreMap(browser: Browser, shopUrl: string, runs: number): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const n = Math.max(1, Math.min(runs, 5));
  for (const engine of ['worker', 'main'] as Engine[])
    for (const count of COUNTS) {
      for (const cpu of CPUS) {
        const samples: Sample[] = [];
        for (let i = 0; i < n; i++) samples.push(await once(browser, shopUrl, count, cpu, engine));
        const pick = (k: Exclude<keyof Sample, 'engine'>) => ({
          median: round(median(samples.map((s) => s[k]))),
          worst: round(Math.max(...samples.map((s) => s[k]))),
        });
        lines.push({
          bench: 'store-map',
          engine: samples[0]!.engine,
          points: count,
          cpu,
          runs: n,
          firstClusteredRenderMs: pick('firstRenderMs'),
          clusterMs: pick('clusterMs'),
          longestTaskLoadMs: pick('loadMaxTaskMs'),
          longestTaskPanZoomMs: pick('interactMaxTaskMs'),
        });
      }
    }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { launchBrowser } = await import('../test/helpers/browser.ts');
  const { startShop } = await import('../fixtures/server/shop.ts');
  const shop = await startShop({ port: 0 });
  const browser = await launchBrowser();
  try {
    for (const line of await benchStoreMap(browser, shop.url, Number(process.argv[2] ?? 3))) console.log(JSON.stringify(line));
  } finally {
    await browser.close();
    await shop.close();
  }
}
