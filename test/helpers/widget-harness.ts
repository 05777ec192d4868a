// Runs the real loader in happy-dom against the development shop's handler in-process: the
// widgets' `fetch` calls are answered by the same code that serves http://localhost:4173.
import { publicApi } from '../../src/loader/public-api.ts';
import { createShop, type Shop } from '../../fixtures/server/shop.ts';
import { createBus, type Bus } from '../../src/core/bus.ts';
import { countingBus } from './counting-bus.ts';
import { createLoader } from '../../src/loader/loader.ts';
import { readRawConfig } from '../../src/loader/read-config.ts';
import { createReporter } from '../../src/core/reporter.ts';
import { sendFirstBulk } from '../../src/loader/first-bulk.ts';
import type { ReadyDetail, Registry, StorefrontApi } from '../../src/loader/types.ts';
import { registry as realRegistry } from '../../widgets/registry.ts';

export interface Harness {
  api: StorefrontApi;
  ready: Promise<ReadyDetail>;
  shop: Shop;
  bus: Bus & { size(): number };
  /** URLs fetched by widgets, in order. */
  requests: string[];
  stop(): void;
}

export interface HarnessOptions {
  config?: Record<string, unknown>;
  registry?: Registry;
  shop?: Shop;
  /** Sent as the x-fixture-fault header on every request (see fixtures/server/faults.ts). */
  fault?: string;
  /**
   * Rewrites the shop's answers before the widgets see them, from the first request on (the
   * loader sends the bulk request while it scans, inside startWidgets).
   */
  answer?: (url: string, res: Response) => Response | Promise<Response>;
}

export function startWidgets(bodyHtml: string, o: HarnessOptions = {}): Harness {
  document.body.innerHTML = bodyHtml;
  document.getElementById('storefront-config')?.remove();
  if (o.config) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'storefront-config';
    script.textContent = JSON.stringify(o.config);
    document.head.append(script);
  }
  const shop = o.shop ?? createShop({ singleSession: true });
  const requests: string[] = [];
  const origin = location.origin;
  const handle = async (req: Request): Promise<Response> => {
    if (o.fault) req.headers.set('x-fixture-fault', o.fault);
    requests.push(req.method + ' ' + new URL(req.url).pathname + new URL(req.url).search);
    const res = await shop.handle(req);
    return o.answer ? o.answer(req.url, res) : res;
  };
  // After stop(), an answer still on its way is never delivered: the widget it was for is gone, and its
  // continuation (a React state update) would run after the test environment is torn down, an
  // unhandled error that fails the run ("window is not defined").
  let stopped = false;
  const unlessStopped = <T>(value: T): Promise<T> => (stopped ? new Promise<T>(() => {}) : Promise.resolve(value));
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => unlessStopped(await follow(input, init));
  const follow = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), origin), init);
    const res = await handle(req);
    // As a browser does: a redirect is followed with a GET (a form post's 303 to the basket page).
    const location = res.headers.get('location');
    if (res.status < 300 || res.status > 399 || !location || req.redirect === 'manual') return res;
    const url = new URL(location, req.url).href;
    const followed = await handle(new Request(url, { headers: { accept: 'text/html' } }));
    return Object.defineProperties(followed, { redirected: { value: true }, url: { value: url } });
  };
  const rawConfig = readRawConfig(document);
  const ready = new Promise<ReadyDetail>((resolve) =>
    document.addEventListener('storefront:ready', (e) => resolve((e as CustomEvent<ReadyDetail>).detail), { once: true }),
  );
  const bus = countingBus(createBus());
  const loader = createLoader({
    doc: document,
    registry: o.registry ?? realRegistry,
    bus,
    rawConfig,
    reporter: createReporter(typeof rawConfig.graphqlUrl === 'string' ? rawConfig.graphqlUrl : '/graphql/v1/'),
    importRuntime: () => import('../../src/runtime/runtime.tsx'),
    importNet: () => import('../../src/core/net.ts'),
    importShell: () => import('../../src/shell/index.ts'),
    importInspector: () => import('../../src/inspector/index.ts'),
    version: 'test',
    // As the entry does (src/index.ts): the first scan sends the page's bulk request itself.
    sendFirstBulk,
  });
  loader.start();
  return { api: publicApi(loader, bus), ready, shop, bus, requests, stop: () => ((stopped = true), loader.stop()) };
}

/** Waits until `check` passes (React renders asynchronously). */
/**
 * Retries `check` until it passes. The limit only ends a test that would never pass: on a loaded
 * machine (two test runs at once on two cores) a state can take seconds to come, so it is long, and
 * no test measures time with it.
 */
export async function waitFor<T>(check: () => T, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return check();
    } catch (e) {
      if (Date.now() - start > timeoutMs) throw e;
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}

export const markerState = (el: Element | null) => el?.getAttribute('data-widget-state');
