/**
 * Live reload bench: `npm run dev`'s round trip from a saved file to the page, with the
 * development shop behind the dev server (as without --shop), on a copy of the sources.
 *   js:  a widget's code changed (mini-basket's index.ts: a statement appended) → the page has
 *        reloaded and the new document fired `storefront:ready`;
 *   css: a widget's stylesheet changed → the page applies the new rule (no reload).
 * From the file's save (before the write) to the page's own clock (`performance.timeOrigin` + the
 * moment of `storefront:ready`, or of the style applied): no polling delay counted. Also the build's
 * own time. Median, min and max of RUNS (default 7), and the load average before and after.
 *
 * `node --import tsx bench/live-reload.ts [runs]`; not part of `npm run bench` (it edits and builds).
 */
import os from 'node:os';
import { launchBrowser, newShopContext } from '../test/helpers/browser.ts';
import { openShopPage } from '../test/helpers/shop-page.ts';
import { copySources } from '../test/helpers/source-copy.ts';
import { startDevServer } from '../dev/server.ts';
import { median } from './stats.ts';

const RUNS = Number(process.argv[2] ?? 7);
const summary = (values: number[]) => ({
  medianMs: Math.round(median(values)),
  minMs: Math.round(Math.min(...values)),
  maxMs: Math.round(Math.max(...values)),
});
const loadAverage = () => os.loadavg().map((v) => Math.round(v * 100) / 100);

const sources = copySources();
const dev = await startDevServer({ root: sources.root, port: 0, log: () => {} });
const browser = await launchBrowser();
try {
  console.log(JSON.stringify({ bench: 'live-reload-machine', loadAverage: loadAverage(), cpus: os.cpus().length, firstBuildMs: dev.firstBuild.ms }));
  const context = await newShopContext(browser, dev.url);
  const p = await openShopPage(context, '/');
  const js = { total: [] as number[], build: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    const built = dev.nextBuild();
    const reloaded = p.page.waitForEvent('load', { timeout: 60_000 });
    const saved = Date.now();
    sources.append('widgets/mini-basket/index.ts', `\ndocument.documentElement.dataset.liveReload = '${i}';\n`);
    const [build] = await Promise.all([built, reloaded]);
    js.build.push(build.ms!);
    await p.waitForReady(30_000);
    const { readyMs } = await p.metrics();
    js.total.push((await p.page.evaluate(() => performance.timeOrigin)) + readyMs! - saved);
  }
  const css = { total: [] as number[], build: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    const built = dev.nextBuild();
    const saved = Date.now();
    sources.append('widgets/mini-basket/styles.css', `\n:root { --sf-live-reload: ${i}; }\n`);
    css.build.push((await built).ms!);
    const applied = await p.page.waitForFunction(
      (n) => getComputedStyle(document.documentElement).getPropertyValue('--sf-live-reload').trim() === String(n) && performance.timeOrigin + performance.now(),
      i,
      { timeout: 30_000, polling: 'raf' },
    );
    css.total.push(Number(await applied.jsonValue()) - saved);
  }
  console.log(JSON.stringify({ bench: 'live-reload', runs: RUNS, change: 'js', saveToReadyMs: summary(js.total), buildMs: summary(js.build) }));
  console.log(JSON.stringify({ bench: 'live-reload', runs: RUNS, change: 'css', saveToAppliedMs: summary(css.total), buildMs: summary(css.build) }));
  console.log(JSON.stringify({ bench: 'live-reload-machine-after', loadAverage: loadAverage() }));
} finally {
  await browser.close();
  await dev.close();
  sources.remove();
}
