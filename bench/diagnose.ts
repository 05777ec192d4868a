// What the one-page-load diagnosis tools share (bench/waterfall.ts, profile.ts, long-tasks.ts,
// forced-layouts.ts): a page of a running shop (SHOP_URL, default http://127.0.0.1:4173; the path is
// the first argument) at 4× CPU, with `window.__ready` set to the time of `storefront:ready`.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser, newShopContext } from '../test/helpers/browser.ts';

export const SHOP = process.env['SHOP_URL'] ?? 'http://127.0.0.1:4173';
export const PATH = process.argv[2] ?? '/product/1001';

/** A Chrome trace event; `Args` is what the tool reads of its `args`. */
export interface TraceEvent<Args = unknown> {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: Args;
}

export interface Diagnosis {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
}

/** A fresh context and page at 4× CPU; `fault` sets the development shop's fault cookie (fixtures/server/faults.ts). */
export async function throttledPage(o: { fault?: string } = {}): Promise<Diagnosis> {
  const browser = await launchBrowser();
  const context = await newShopContext(browser, SHOP);
  if (o.fault) await context.addCookies([{ name: 'fixture-fault', value: encodeURIComponent(o.fault), url: SHOP }]);
  await context.addInitScript(() =>
    document.addEventListener('storefront:ready', () => ((window as unknown as { __ready: number }).__ready = performance.now())),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { browser, page, cdp };
}

/** Loads PATH and waits for `storefront:ready`; its time (ms after navigation start). */
export async function loadUntilReady(page: Page): Promise<number> {
  await page.goto(SHOP + PATH, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready, null, { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as { __ready: number }).__ready);
}

/** One load of PATH traced with these Chrome trace categories, until 1.5 s after ready. */
export async function traceLoad<E>(categories: string): Promise<E[]> {
  const { browser, page, cdp } = await throttledPage();
  const events: E[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as E[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  await loadUntilReady(page);
  await page.waitForTimeout(1500);
  await cdp.send('Tracing.end');
  await done;
  await browser.close();
  return events;
}
