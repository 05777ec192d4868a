/**
 * `npm run lighthouse` (= build, then `node --import tsx bench/lighthouse.ts`): Lighthouse (its Node API, the
 * default mobile preset: a phone screen, simulated slow 4G and 4× CPU) on the product page, home and listing
 * of the development shop. Prints the performance and accessibility scores and the main metrics of each page,
 * and writes each page's JSON report to bench/results/lighthouse-<page>-<timestamp>.json.
 *
 * Chromium is the one the tests use (test/helpers/browser.ts resolveChromium), started here with a
 * remote-debugging port, headless, with the tests' flags. Scores are a report, never asserted; exit code 1
 * only when Lighthouse could not audit a page.
 *
 * Env: SHOP_URL (audit an already running shop instead of starting one), LIGHTHOUSE_PAGES (comma-separated
 * paths; default /product/1001,/,/listing).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, resolveChromium } from '../test/helpers/browser.ts';

const PAGES = process.env['LIGHTHOUSE_PAGES']?.split(',').filter(Boolean) ?? ['/product/1001', '/', '/listing'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive'];

/** What this script reads of Lighthouse's result (lighthouse/types/lhr). */
interface Audit {
  title: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
}
interface RunnerResult {
  lhr: {
    runtimeError?: { code: string; message: string };
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, Audit | undefined>;
  };
  report: string | string[];
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<RunnerResult | undefined>;

/** Chromium with a remote-debugging port; resolves once its DevTools endpoint is listening. */
async function startChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const { path: executable, source } = await resolveChromium();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sf-lighthouse-'));
  // The system Chromium is a full build (new headless mode); @sparticuz's is the headless shell, headless only.
  const headless = source === '@sparticuz/chromium' ? '--headless' : '--headless=new';
  const child: ChildProcess = spawn(executable, [...CHROMIUM_ARGS, headless, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium (${source}) printed no DevTools endpoint in 30 s:\n${stderr}`)), 30_000);
    child.stderr!.on('data', (data: Buffer) => {
      stderr += data.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium (${source}: ${executable}) exited with ${code}:\n${stderr}`));
    });
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { port, close };
}

async function loadLighthouse(): Promise<Lighthouse> {
  // Through a variable: the type check does not need the (large) package installed; what is read is typed above.
  const name = 'lighthouse';
  try {
    return ((await import(name)) as { default: Lighthouse }).default;
  } catch (error) {
    throw new Error('lighthouse is not installed: run `npm install` (it is a devDependency)', { cause: error });
  }
}

const slug = (page: string) => page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

async function main(): Promise<void> {
  const external = process.env['SHOP_URL']?.replace(/\/+$/, '');
  if (!external && !existsSync(new URL('../dist/storefront.js', import.meta.url))) {
    throw new Error('dist/storefront.js is missing — run `npm run build` first (`npm run lighthouse` does it)');
  }
  const lighthouse = await loadLighthouse();
  const shop: { url: string; close(): Promise<void> } = external
    ? { url: external, close: async () => {} }
    : await (await import('../fixtures/server/shop.ts')).startShop({ port: 0 });
  const dir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  console.error(
    `[lighthouse] shop at ${shop.url}; load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  let failures = 0;
  const chromium = await startChromium();
  try {
    for (const page of PAGES) {
      const result = await lighthouse(shop.url + page, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result || result.lhr.runtimeError) {
        failures++;
        console.log(JSON.stringify({ page, error: result?.lhr.runtimeError?.message ?? 'no result' }));
        continue;
      }
      const file = path.join(dir, `lighthouse-${slug(page)}-${stamp}.json`);
      writeFileSync(file, Array.isArray(result.report) ? result.report[0]! : result.report);
      const score = (category: string) => {
        const value = result.lhr.categories[category]?.score;
        return value == null ? null : Math.round(value * 100);
      };
      const metrics = Object.fromEntries(METRICS.flatMap((id) => (result.lhr.audits[id] ? [[id, result.lhr.audits[id].displayValue ?? null]] : [])));
      console.log(
        JSON.stringify({ page, performance: score('performance'), accessibility: score('accessibility'), metrics, report: path.relative(process.cwd(), file) }),
      );
      const weak = Object.entries(result.lhr.audits).filter(([id, a]) => a && a.score !== null && a.score < 0.9 && !METRICS.includes(id));
      console.error(`[lighthouse] ${page}: audits under 0.9: ${weak.map(([id]) => id).join(', ') || 'none'}`);
    }
  } finally {
    await chromium.close();
    await shop.close().catch(() => {});
  }
  console.error(
    `[lighthouse] load average after ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  if (failures > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
