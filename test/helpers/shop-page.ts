/**
 * Opens one page of the development shop in a real Chromium and records what a test needs to judge it:
 * CSP / Trusted Types violations, the `storefront:ready` detail, console messages, page errors, requests,
 * and (for the bench) time to ready, long tasks and layout shifts.
 *
 * Everything in the page is recorded by an init script (`page.addInitScript`). Init scripts are installed
 * through CDP (`Page.addScriptToEvaluateOnNewDocument`) and run before any page script in every frame; they
 * are not subject to the page's CSP or Trusted Types (checked by test/e2e/harness.test.ts, which reads
 * their records on a page served with the strict CSP).
 */
import type { BrowserContext, CDPSession, ConsoleMessage, Page, Request, ViewportSize } from 'playwright-core';
import { baseURLOf } from './browser.ts';

/** detail of `CustomEvent('storefront:ready')` (docs/design.md §2). */
export interface ReadyDetail {
  mounted: string[];
  failed: string[];
}

export interface CspViolation {
  violatedDirective: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
  disposition: string;
  /** URL of the frame the violation happened in. */
  frameURL: string;
}

export interface PageMetrics {
  /** performance.now() (ms since navigation start) when `storefront:ready` fired; null if it never did. */
  readyMs: number | null;
  /** the loader's `storefront:mount` measure: loader start → storefront:ready; null if absent. */
  mountMs: number | null;
  longTasks: { count: number; totalMs: number; maxMs: number };
  /** sum of layout-shift values without recent input (not windowed: the page is short-lived). */
  cls: number;
}

export interface RequestRecord {
  method: string;
  url: string;
  resourceType: string;
}

export interface OpenShopPageOptions {
  cookies?: Record<string, string>;
  /** wait for `storefront:ready` (20 s timeout) before returning; default true. */
  waitForReady?: boolean;
  viewport?: ViewportSize;
  /** CPU slowdown factor for `Emulation.setCPUThrottlingRate` (1 = none). */
  cpuThrottle?: number;
  /** navigation timeout, default 30 s. */
  timeout?: number;
  /** A script run in the page before any of its own (after the harness's): e.g. a browser that refuses cookies. */
  initScript?: string;
  /** Runs once the page exists, before it navigates: e.g. a CDP override of the browser's settings. */
  beforeNavigation?: (page: Page) => Promise<void>;
}

export interface ShopPage {
  page: Page;
  /** the `storefront:ready` detail; null if `waitForReady: false` and it hadn't fired by the load event. */
  ready: ReadyDetail | null;
  /** waits for `storefront:ready` (for pages opened with `waitForReady: false`). */
  waitForReady(timeoutMs?: number): Promise<ReadyDetail>;
  /** CSP and Trusted Types violations of all frames so far (lets queued violation events run first). */
  cspViolations(): Promise<CspViolation[]>;
  consoleMessages: { type: string; text: string }[];
  pageErrors: Error[];
  /** URLs of requests whose path starts with `pathPrefix` (e.g. `/ajax/get.php`), in order. */
  requests(pathPrefix: string): string[];
  /** every request the page made, with method and resource type. */
  requestLog: RequestRecord[];
  /**
   * A sentinel request: the page fetches `/favicon.ico?sentinel=<n>` (answered 204, harmless) and this waits
   * until it is in `requestLog`. The page's requests are logged in the order the page starts them, so when
   * this resolves every request the page started before the call is in `requestLog` — and so is every
   * request started by a zero-delay timer the page set before the call (e.g. the batch of the bulk data,
   * src/core/page-data.ts): the sentinel waits for one zero-delay timer of its own first, and timers of
   * equal delay run in the order they were set. It proves nothing about requests that have not been
   * started yet: first wait for the event that would start them.
   */
  flushRequests(): Promise<void>;
  /**
   * Waits until every request in `requestLog` so far whose path starts with `pathPrefix` (default: all) has
   * been answered or has failed. The development shop records what it receives (reports, form posts) before
   * it answers, so its records then include every one of them.
   */
  requestsSettled(pathPrefix?: string): Promise<void>;
  /**
   * The page's metrics after the page has rendered two more frames (so layout shifts of everything committed
   * before the call are computed) and the performance observers have been given every entry queued so far.
   */
  metrics(): Promise<PageMetrics>;
  close(): Promise<void>;
}

// Long enough for a loaded machine (two test runs on two cores): it ends a test that would never pass, and measures nothing.
export const READY_TIMEOUT_MS = 45_000;

/** The name of the page global the init script writes to. */
const STORE = '__storefrontHarness';

interface HarnessStore {
  csp: Omit<CspViolation, 'frameURL'>[];
  ready: ReadyDetail | null;
  readyMs: number | null;
  longTasks: number[];
  cls: number;
}

/**
 * Runs in the page before any of its scripts. Must be self-contained (Playwright serialises it).
 * The store is a non-enumerable, non-writable global so page code cannot replace it by accident.
 */
function harnessInitScript(storeName: string): void {
  const store: HarnessStore = { csp: [], ready: null, readyMs: null, longTasks: [], cls: 0 };
  try {
    Object.defineProperty(window, storeName, { value: store, enumerable: false, writable: false, configurable: false });
  } catch {
    return; // already installed in this realm
  }
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      store.csp.push({
        violatedDirective: event.violatedDirective,
        effectiveDirective: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
        sample: event.sample,
        disposition: event.disposition,
      });
    },
    true,
  );
  document.addEventListener('storefront:ready', (event) => {
    if (store.ready) return; // the first scan only
    const detail = (event as CustomEvent<Partial<ReadyDetail> | null>).detail;
    store.readyMs = performance.now();
    store.ready = {
      mounted: Array.isArray(detail?.mounted) ? detail.mounted.map(String) : [],
      failed: Array.isArray(detail?.failed) ? detail.failed.map(String) : [],
    };
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* not supported: leave empty */
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) store.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    /* not supported */
  }
}

function resolveURL(context: BrowserContext, path: string): string {
  if (/^[a-z]+:/i.test(path)) return path;
  const base = baseURLOf(context);
  if (!base) throw new Error(`openShopPage: "${path}" is relative but the context has no baseURL (use newShopContext)`);
  return new URL(path, base).toString();
}

export async function openShopPage(context: BrowserContext, path: string, options: OpenShopPageOptions = {}): Promise<ShopPage> {
  const url = resolveURL(context, path);
  if (options.cookies) {
    // Cookies for the whole shop (path /), not only the page's directory.
    const root = new URL('/', url).href;
    await context.addCookies(Object.entries(options.cookies).map(([name, value]) => ({ name, value, url: root })));
  }

  const page = await context.newPage();
  const consoleMessages: { type: string; text: string }[] = [];
  const pageErrors: Error[] = [];
  const requestLog: RequestRecord[] = [];
  /** Settles when the request is answered or fails; in requestLog's order. */
  const answered: Array<{ record: RequestRecord; done: Promise<unknown> }> = [];
  let sentinels = 0;
  page.on('console', (message: ConsoleMessage) => consoleMessages.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error: Error) => pageErrors.push(error));
  page.on('request', (request: Request) => {
    const record = { method: request.method(), url: request.url(), resourceType: request.resourceType() };
    requestLog.push(record);
    // response() resolves with the answer, or with null when the request failed (or the page closed).
    answered.push({ record, done: request.response().catch(() => null) });
  });
  await page.addInitScript(harnessInitScript, STORE);
  if (options.initScript) await page.addInitScript(options.initScript);
  if (options.viewport) await page.setViewportSize(options.viewport);

  let cdp: CDPSession | undefined;
  if (options.cpuThrottle !== undefined && options.cpuThrottle !== 1) {
    cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottle });
  }

  await options.beforeNavigation?.(page);

  const waitForReady = async (timeoutMs = READY_TIMEOUT_MS): Promise<ReadyDetail> => {
    try {
      await page.waitForFunction((name) => (window as unknown as Record<string, HarnessStore | undefined>)[name]?.ready != null, STORE, {
        timeout: timeoutMs,
        polling: 50,
      });
    } catch (error) {
      throw new Error(await describeNotReady(page, timeoutMs, consoleMessages, pageErrors), { cause: error });
    }
    const detail = await page.evaluate((name) => (window as unknown as Record<string, HarnessStore>)[name]!.ready, STORE);
    return detail!;
  };

  const closePage = async (): Promise<void> => {
    if (cdp) await cdp.detach().catch(() => {});
    await page.close().catch(() => {});
  };

  let ready: ReadyDetail | null = null;
  try {
    await page.goto(url, { waitUntil: 'load', timeout: options.timeout ?? 30_000 });
    ready =
      options.waitForReady === false
        ? await page.evaluate((name) => (window as unknown as Record<string, HarnessStore>)[name]?.ready ?? null, STORE)
        : await waitForReady();
  } catch (error) {
    await closePage();
    throw error;
  }

  return {
    page,
    ready,
    waitForReady,
    async cspViolations() {
      // securitypolicyviolation events are queued as tasks: let pending ones run before reading.
      const all: CspViolation[] = [];
      for (const frame of page.frames()) {
        if (frame.isDetached()) continue;
        const records = await frame
          .evaluate(
            (name) =>
              new Promise<HarnessStore['csp'] | null>((resolve) =>
                setTimeout(() => resolve((window as unknown as Record<string, HarnessStore | undefined>)[name]?.csp ?? null), 0),
              ),
            STORE,
          )
          .catch(() => null);
        for (const record of records ?? []) all.push({ ...record, frameURL: frame.url() });
      }
      return all;
    },
    consoleMessages,
    pageErrors,
    requests(pathPrefix: string) {
      return requestLog
        .filter((record) => {
          try {
            return new URL(record.url).pathname.startsWith(pathPrefix);
          } catch {
            return false;
          }
        })
        .map((record) => record.url);
    },
    requestLog,
    async flushRequests() {
      const url = new URL(`/favicon.ico?sentinel=${++sentinels}`, page.url()).href;
      // Our 'request' listener was registered first, so the sentinel is in requestLog when this resolves.
      const logged = page.waitForRequest((request) => request.url() === url);
      await page.evaluate(async (u) => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        await fetch(u, { cache: 'no-store' });
      }, url);
      await logged;
    },
    async requestsSettled(pathPrefix = '/') {
      const pending = answered.filter(({ record }) => {
        try {
          return new URL(record.url).pathname.startsWith(pathPrefix);
        } catch {
          return false;
        }
      });
      await Promise.all(pending.map((a) => a.done));
    },
    async metrics() {
      await page.evaluate(
        (mark) =>
          new Promise<void>((resolve) => {
            // Layout shifts are computed while a frame is rendered: the second frame callback comes after the
            // first frame (with everything committed before this call) has been rendered.
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                // Observers are called together, in one task, with the entries queued for them so far: when a
                // fresh observer hears this mark, the harness's observers have had every earlier entry.
                const observer = new PerformanceObserver(() => {
                  observer.disconnect();
                  performance.clearMarks(mark);
                  resolve();
                });
                observer.observe({ type: 'mark' });
                performance.mark(mark);
              }),
            );
          }),
        `${STORE}:metrics`,
      );
      const raw = await page.evaluate((name) => {
        const store = (window as unknown as Record<string, HarnessStore | undefined>)[name];
        // The loader's own measure: from its start (script executed) to storefront:ready.
        const mount = performance.getEntriesByName('storefront:mount')[0];
        return store ? { readyMs: store.readyMs, mountMs: mount ? mount.duration : null, longTasks: [...store.longTasks], cls: store.cls } : null;
      }, STORE);
      if (!raw) throw new Error('metrics(): harness store missing in the page');
      return {
        readyMs: raw.readyMs,
        mountMs: raw.mountMs,
        longTasks: {
          count: raw.longTasks.length,
          totalMs: raw.longTasks.reduce((sum, d) => sum + d, 0),
          maxMs: raw.longTasks.reduce((max, d) => Math.max(max, d), 0),
        },
        cls: raw.cls,
      };
    },
    close: closePage,
  };
}

/** A readable reason why a page never reached `storefront:ready`. */
async function describeNotReady(page: Page, timeoutMs: number, consoleMessages: { type: string; text: string }[], pageErrors: Error[]): Promise<string> {
  const markers = await page
    .evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-widget]')]
        .slice(0, 30)
        .map((el) => `${el.dataset['widget']}=${el.dataset['widgetState'] ?? '(no state)'}`),
    )
    .catch(() => ['(could not read markers)']);
  const errors = consoleMessages.filter((m) => m.type === 'error').map((m) => m.text);
  return [
    `${page.url()}: no storefront:ready within ${timeoutMs} ms`,
    `markers: ${markers.join(', ') || '(none)'}`,
    `page errors: ${pageErrors.map((e) => e.message).join(' | ') || '(none)'}`,
    `console errors: ${errors.join(' | ') || '(none)'}`,
  ].join('\n  ');
}
