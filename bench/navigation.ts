/**
 * Partial page navigation bench: on the listing at 4× CPU, the time from a click on the
 * paging link to the new page's widgets being ready, against a full page load of the same URL, the
 * two interleaved (partial, full, partial …), `runs` of each. The two clocks:
 *   - partial: the click → `page:loaded` → every marker of the new region that is in view mounted
 *     (the markers a full load waits for before `storefront:ready`), timed in the page;
 *   - full: navigation start → `storefront:ready` (performance.now() in the page).
 * Also the requests the partial load sent (1 page, set_render=content) and the bytes of its HTML.
 */
import type { Browser, CDPSession } from 'playwright-core';
import { newShopContext } from '../test/helpers/browser.ts';
import { median } from './stats.ts';
import { registry } from '../widgets/registry.ts';

const CPU = 4;
const FROM = '/listing';
const TO = '/listing?page=2';

function watchReady(): void {
  const w = window as unknown as { __ready?: number };
  document.addEventListener('storefront:ready', () => (w.__ready ??= performance.now()), { once: true });
}

/**
 * The widgets a full load waits for when their marker is in view (load or visible); idle and
 * interaction widgets (the breadcrumbs' back link, the tabs) are not part of "ready" either way.
 */
const EAGER = Object.entries(registry)
  .filter(([, e]) => e.when === 'load' || e.when === 'visible')
  .map(([name]) => name);

/** In the page, as a string (tsx's helpers are not there): click, then wait for the new region's widgets in view. */
const CLICK = `async () => {
  const eager = new Set(${JSON.stringify(EAGER)});
  const start = performance.now();
  const loaded = new Promise((r) => { const off = window.StorefrontWidgets.on('page:loaded', () => (off(), r())); });
  document.querySelector('[data-swap-region="content"] .listing__paging a[rel="next"]').click();
  await loaded;
  const inView = (el) => { const b = el.getBoundingClientRect(); return b.bottom > 0 && b.top < innerHeight && (b.width || b.height); };
  for (;;) {
    const waiting = [...document.querySelectorAll('[data-swap-region="content"] [data-widget]')].filter((el) => eager.has(el.getAttribute('data-widget')) && inView(el) && el.getAttribute('data-widget-state') === 'loading');
    if (!waiting.length) break;
    await new Promise((r) => requestAnimationFrame(r));
  }
  return performance.now() - start;
}`;

async function once(browser: Browser, shopUrl: string, partial: boolean): Promise<{ ms: number; pageBytes?: number }> {
  const context = await newShopContext(browser, shopUrl);
  try {
    await context.addInitScript(watchReady);
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    if (!partial) {
      await page.goto(shopUrl + TO);
      await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined);
      return { ms: await page.evaluate(() => (window as unknown as { __ready: number }).__ready) };
    }
    await page.goto(shopUrl + FROM);
    await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined);
    await page.waitForSelector('[data-storefront-announcer]', { state: 'attached' });
    // The idle prefetches after ready are done: the click does not share the CPU with them.
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 3000 })));
    let pageBytes = 0;
    page.on('response', (res) => {
      if (res.url().includes('set_render='))
        void res.body().then(
          (b) => (pageBytes = b.length),
          () => {},
        );
    });
    const ms = (await page.evaluate(`(${CLICK})()`)) as number;
    return { ms, pageBytes };
  } finally {
    await context.close();
  }
}

export async function benchNavigation(browser: Browser, shopUrl: string, runs: number): Promise<Record<string, unknown>[]> {
  const partial: number[] = [];
  const full: number[] = [];
  let pageBytes = 0;
  for (let i = 0; i < runs; i++) {
    const p = await once(browser, shopUrl, true);
    partial.push(p.ms);
    pageBytes = p.pageBytes ?? pageBytes;
    full.push((await once(browser, shopUrl, false)).ms);
  }
  const round = (v: number) => Math.round(v);
  return [
    {
      bench: 'navigation',
      cpu: CPU,
      from: FROM,
      to: TO,
      runs,
      partialClickToReadyMs: round(median(partial)),
      fullLoadToReadyMs: round(median(full)),
      ratio: Number((median(partial) / median(full)).toFixed(2)),
      partialSamples: partial.map(round),
      fullSamples: full.map(round),
      partialHtmlBytes: pageBytes,
      units: {
        partialClickToReadyMs: "click → page:loaded → the new region's markers in view mounted",
        fullLoadToReadyMs: 'navigation start → storefront:ready',
      },
    },
  ];
}
