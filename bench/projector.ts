/**
 * Product page bench: on /product/1001, time from navigation start to an interactive product
 * form — the `projector-form` marker reaching `data-widget-state="mounted"` (its first render has
 * committed, so its controls answer input). An attribute observer installed before any page script
 * records the moment; `interactiveMs` = { median, worst } per CPU rate, with the page's CLS median.
 */
import type { Browser } from 'playwright-core';
import { newShopContext } from '../test/helpers/browser.ts';
import { openShopPage } from '../test/helpers/shop-page.ts';
import { median } from './stats.ts';

const PAGE = '/product/1001';
const CPU_RATES = [1, 4] as const;

const round = (v: number) => Number(v.toFixed(1));

/** Runs in the page before its scripts: notes when the product form mounts. */
function watchFormMount(): void {
  const w = window as unknown as { __formMountedAt?: number };
  new MutationObserver((records, observer) => {
    for (const r of records) {
      const el = r.target as Element;
      if (el.getAttribute('data-widget') === 'projector-form' && el.getAttribute('data-widget-state') === 'mounted') {
        w.__formMountedAt = performance.now();
        observer.disconnect();
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
}

export async function benchProjector(browser: Browser, shopUrl: string, runs: number): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  for (const cpu of CPU_RATES) {
    const interactive: number[] = [];
    const cls: number[] = [];
    const bulk: number[] = [];
    try {
      for (let i = 0; i < runs; i++) {
        const context = await newShopContext(browser, shopUrl);
        try {
          await context.addInitScript(watchFormMount);
          const shopPage = await openShopPage(context, PAGE, { cpuThrottle: cpu });
          try {
            const { page } = shopPage;
            await page.waitForFunction(() => typeof (window as { __formMountedAt?: number }).__formMountedAt === 'number', null, { timeout: 20_000 });
            await page.waitForTimeout(500); // late layout shifts
            interactive.push(await page.evaluate(() => (window as { __formMountedAt?: number }).__formMountedAt!));
            cls.push((await shopPage.metrics()).cls);
            bulk.push(shopPage.requestLog.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/ajax/get.php').length);
          } finally {
            await shopPage.close();
          }
        } finally {
          await context.close();
        }
      }
      lines.push({
        bench: 'projector-form',
        page: PAGE,
        cpu,
        runs: interactive.length,
        interactiveMs: { median: round(median(interactive)), worst: round(Math.max(...interactive)) },
        cls: Number(median(cls).toFixed(4)),
        ajaxGetRequests: Math.max(...bulk),
        units: { interactiveMs: 'ms from navigation start to the projector-form marker mounted' },
      });
    } catch (error) {
      lines.push({ bench: 'projector-form', cpu, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] });
    }
  }
  return lines;
}
