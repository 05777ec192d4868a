// Reflow (WCAG 1.4.10) in real Chromium: at 320 px no page of the development shop scrolls
// sideways (document.documentElement.scrollWidth ≤ 320), in Polish and in English, nor the widget
// catalog and the inspector. One browser page for all of them: each address is a plain navigation
// in the same tab.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOP_PAGES } from '../../fixtures/pages/page-list.ts';
import { reachFor, useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const WIDTH = 320;
// Every page that answers a GET with HTML (the GraphQL endpoint takes POST).
const PATHS = SHOP_PAGES.map((p) => p.path).filter((p) => !p.startsWith('/graphql'));
/** The address in `lang` (a page already in a language, /?lang=it, keeps its own). */
const inLanguage = (path: string, lang: string) => (/[?&]lang=/.test(path) ? path : path + (path.includes('?') ? '&' : '?') + 'lang=' + lang);

/** A new width, and two frames for what places itself after a resize (the inspector's badges and outlines). */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  // The first scan's widgets are on the page (the test harness records storefront:ready).
  await page.waitForFunction(() => (window as unknown as { __storefrontHarness?: { ready: unknown } }).__storefrontHarness?.ready);
}

/** How far the page reaches past the viewport, and what reaches furthest (for the failure message). */
async function overflow(page: Page, width = WIDTH): Promise<string | null> {
  return page.evaluate((width) => {
    const sw = document.documentElement.scrollWidth;
    if (sw <= width) return null;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .map((el) => [el, el.getBoundingClientRect().right] as const)
      .filter(([, right]) => right > width)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([el, right]) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} → ${Math.round(right)}`);
    return `${location.pathname}${location.search} at ${width} px: ${sw} px (${widest.join(', ')})`;
  }, width);
}

describe('reflow at 320 px (WCAG 1.4.10)', () => {
  it('no page scrolls sideways, in Polish and in English', async () => {
    const p = await shop.open('/', { viewport: { width: WIDTH, height: 640 } });
    const wide: string[] = [];
    for (const lang of ['pl', 'en'])
      for (const path of new Set(PATHS.map((path) => inLanguage(path, lang)))) {
        await open(p.page, path);
        const too = await overflow(p.page);
        if (too) wide.push(too);
      }
    // The header's search once its widget has mounted (it loads when the shopper reaches for it).
    await open(p.page, '/');
    await reachFor(p.page, 'header-search');
    await p.page.waitForSelector('[data-widget="header-search"] > .sf-header-search', { state: 'attached' });
    const search = await overflow(p.page);
    if (search) wide.push(search);
    expect(wide).toEqual([]);
  });

  it('the widget catalog, and the inspector with its details open, fit 390 and 320 px; no outline of a hidden marker crosses the text', async () => {
    const p = await shop.open('/widgets', { viewport: { width: 390, height: 800 } });
    const { page } = p;
    const wide: Array<string | null> = [];
    for (const width of [390, 320]) {
      await resize(page, width);
      wide.push(await overflow(page, width));
    }
    await open(page, '/product/1001?storefront-inspect');
    const badge = page.locator('[data-storefront-inspector] button.badge', { hasText: /^projector-form · / });
    await badge.waitFor();
    const crossed: number[] = [];
    for (const width of [390, 320]) {
      await resize(page, width);
      wide.push(await overflow(page, width));
      // The rating's text ("opinie: 3") is not crossed by a dashed line (at 390 px the hidden back-to-top
      // link's marker sits over it): an outline either holds the text whole or keeps clear of it.
      crossed.push(
        await page.evaluate(() => {
          const text = document.querySelector('.sf-product-tabs__rating-text')!.getBoundingClientRect();
          const layer = document.querySelector('[data-storefront-inspector]')!.shadowRoot!;
          return [...layer.querySelectorAll<HTMLElement>('.outline')].filter((o) => {
            const r = o.getBoundingClientRect();
            const meets = r.left < text.right && text.left < r.right && r.top < text.bottom && text.top < r.bottom;
            const holds = r.left + 2 <= text.left && r.right - 2 >= text.right && r.top + 2 <= text.top && r.bottom - 2 >= text.bottom;
            return meets && !holds;
          }).length;
        }),
      );
    }
    expect(crossed).toEqual([0, 0]);
    await badge.click();
    await page.locator('[data-storefront-inspector] dialog').waitFor();
    for (const width of [390, 320]) {
      await resize(page, width);
      wide.push(await overflow(page, width));
    }
    expect(wide.filter(Boolean)).toEqual([]);
  });
});
