// The loading design (issue 15) in real Chromium: the loader sends the page's one bulk request
// itself, as soon as it has scanned the page, while the runtime is still downloading.
import { describe, expect, it } from 'vitest';
import { useShop } from '../helpers/e2e-context.ts';

const shop = useShop();

describe('the first bulk request', () => {
  it('leaves with the loader, before the (slowed) runtime chunk has arrived, and is the only one', async () => {
    const p = await shop.open('/product/1001', { cookies: { 'fixture-fault': 'slow:1500@/storefront/chunks/runtime-' } });
    await p.page.waitForFunction(() => document.querySelector('[data-widget="projector-form"]')?.getAttribute('data-widget-state') === 'mounted');
    // The order of two events on the page's own resource timeline (not a duration).
    const { bulk, runtimeEnd } = await p.page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        bulk: entries.filter((e) => new URL(e.name).pathname === '/ajax/get.php').map((e) => e.startTime),
        runtimeEnd: entries.find((e) => /\/chunks\/runtime-/.test(e.name))?.responseEnd,
      };
    });
    expect(bulk).toHaveLength(1);
    expect(runtimeEnd).toBeGreaterThan(0);
    expect(bulk[0]).toBeLessThan(runtimeEnd!);
    expect(p.requests('/ajax/get.php')).toHaveLength(1);
  });
});
