// prefers-reduced-motion in real Chromium: the store map zooms and fades without animation, while
// the default keeps Leaflet's animations.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const MAP = '[data-widget="store-map"] .leaflet-container';

/** Records whether Leaflet's zoom animation class ever shows on the map while it zooms in by one. */
async function zoomInWatchingAnimation(page: Page): Promise<boolean> {
  // The points are fitted into view and drawn (the map's own mark), so the zoom is the fitted one.
  await page.waitForFunction(() => performance.getEntriesByName('store-map:rendered').length > 0);
  await page.evaluate((sel) => {
    // Leaflet puts the class on its map pane while a zoom animates.
    const el = document.querySelector(sel)!;
    const w = window as unknown as { __animated?: boolean };
    w.__animated = false;
    new MutationObserver(() => {
      if (el.querySelector('.leaflet-zoom-anim')) w.__animated = true;
    }).observe(el, { attributes: true, attributeFilter: ['class'], subtree: true });
  }, MAP);
  const zoom = () =>
    page.evaluate(() =>
      Math.max(...[...document.querySelectorAll<HTMLImageElement>('.leaflet-tile')].map((i) => Number(/\/tiles\/(\d+)\//.exec(i.src)?.[1] ?? 0))),
    );
  const before = await zoom();
  await page.getByRole('button', { name: 'Przybliż mapę' }).click();
  // The positive signal: tiles of the next zoom level are on the map.
  await page.waitForFunction(
    (z) => [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile')].some((i) => Number(/\/tiles\/(\d+)\//.exec(i.src)?.[1]) === z + 1),
    before,
    { timeout: 10_000 },
  );
  return page.evaluate(() => (window as unknown as { __animated: boolean }).__animated);
}

describe('prefers-reduced-motion', () => {
  it('by default the store map animates its zoom and fades', async () => {
    const p = await shop.open('/stores');
    expect(await p.page.locator(MAP).getAttribute('class')).toContain('leaflet-fade-anim');
    expect(await zoomInWatchingAnimation(p.page)).toBe(true);
  });

  it('with reduce, the store map zooms at once and does not fade', async () => {
    const p = await shop.open('/stores');
    await p.page.emulateMedia({ reducedMotion: 'reduce' });
    await p.page.reload();
    await p.waitForReady();
    expect(await p.page.locator(MAP).getAttribute('class')).not.toContain('leaflet-fade-anim');
    expect(await zoomInWatchingAnimation(p.page)).toBe(false);
  });
});
