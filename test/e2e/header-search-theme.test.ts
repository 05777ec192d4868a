// header-search in a header shaped like an IdoSell theme's (/test/theme-header: the logo in a 1fr grid
// column, `#menu_search` with the phone search icon, the basket), in real Chromium against the
// development shop (spec §2.3, §9.6): the logo keeps its room (the widget shrinks in a flex header;
// behind the theme's icon it takes the icon's room only), the theme's icon opens the full search
// mode by mouse and by keyboard, Escape closes it and focus goes back to the icon; zero axe and CSP
// violations closed and open at 320, 390 and 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { chunkPath } from '../helpers/chunks.ts';
import { consoleErrors, reachFor, useShop } from '../helpers/e2e-context.ts';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';

const shop = useShop();
const MARKER = '[data-widget="header-search"]';
const ICON = `${MARKER} .menu_search__mobile`;
const INPUT = `${MARKER} input[name="text"]`;
const OPEN_LIST = '.sf-header-search__popup:not([hidden]) [role="listbox"]';

/** The logo's picture as drawn: the theme gives it max-width: 100% in a 1fr column. */
const logoBox = (page: Page) => page.$eval('#logo img', (e) => ({ width: e.getBoundingClientRect().width, height: e.getBoundingClientRect().height }));
const focusedIs = (page: Page, selector: string) => page.$eval(selector, (e) => e === document.activeElement);
const isVisible = (page: Page, selector: string) => page.$eval(selector, (e) => e.getClientRects().length > 0);

async function axeAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const axe = await runAxe(page);
  expect(axe, `${width} px: ${formatViolations(axe)}`).toEqual([]);
}

describe('header-search in a theme header', () => {
  it("at 390 px: the logo keeps its size, the theme's icon opens the search, suggestions show, Escape closes and focus returns", async () => {
    // The widget's code is held back until the tap is in, so the tap comes while the widget loads on
    // any machine (on a fast one the widget could otherwise mount between the pointer's down and up).
    let letCodeThrough!: () => void;
    const tapped = new Promise<void>((resolve) => (letCodeThrough = resolve));
    let heldBack = 0;
    const p = await shop.open('/test/theme-header', {
      viewport: { width: 390, height: 800 },
      beforeNavigation: async (page) => {
        await page.route(`**${chunkPath('header-search.js')}`, async (route) => {
          heldBack++;
          await tapped;
          await route.continue();
        });
      },
    });
    // The widget loads on interaction: the first tap on the icon is held while it loads, then replayed.
    await p.page.click(ICON);
    expect(await p.page.getAttribute(MARKER, 'data-widget-state')).not.toBe('mounted');
    letCodeThrough();
    await p.page.waitForSelector(`${MARKER}[data-widget-state="mounted"] .sf-header-search--full`);
    expect(heldBack).toBeGreaterThan(0);
    expect(await focusedIs(p.page, INPUT)).toBe(true);
    const layer = await p.page.$eval('.sf-header-search__layer', (e) => e.getBoundingClientRect().toJSON() as DOMRect);
    expect([layer.x, layer.y, layer.width, layer.height]).toEqual([0, 0, 390, 800]);
    await p.page.keyboard.type('kurtka');
    await p.page.waitForSelector(`${OPEN_LIST}[data-query="kurtka"]`);
    await axeAt(p.page, 390);
    await axeAt(p.page, 320);
    await p.page.keyboard.press('Escape'); // the suggestions
    await p.page.waitForSelector(OPEN_LIST, { state: 'detached' });
    await p.page.keyboard.press('Escape'); // the full mode
    await p.page.waitForSelector('.sf-header-search--full', { state: 'detached' });
    expect(await focusedIs(p.page, ICON)).toBe(true);
    expect(await isVisible(p.page, INPUT)).toBe(false);
    // Closed, mounted: the theme's icon in the header, the logo at its own size (160 × 40).
    await p.page.setViewportSize({ width: 390, height: 800 });
    expect(await isVisible(p.page, ICON)).toBe(true);
    expect(await logoBox(p.page)).toEqual({ width: 160, height: 40 });
    await expectCleanAtWidths(p);
  });

  it('keyboard only: Tab reaches the icon, Enter opens with focus in the field, the close button returns focus to the icon', async () => {
    const p = await shop.open('/test/theme-header', { viewport: { width: 390, height: 800 } });
    await p.page.focus('#logo a');
    await p.page.keyboard.press('Tab');
    expect(await p.page.evaluate(() => document.activeElement?.matches('.menu_search__mobile'))).toBe(true);
    await p.page.keyboard.press('Enter');
    await p.page.waitForSelector('.sf-header-search--full');
    expect(await focusedIs(p.page, INPUT)).toBe(true);
    await p.page.keyboard.type('sweter');
    await p.page.waitForSelector(`${OPEN_LIST}[data-query="sweter"]`);
    await p.page.keyboard.press('ArrowDown');
    expect(await p.page.getAttribute(INPUT, 'aria-activedescendant')).toBeTruthy();
    // Tab from the field: the submit, "show all", then the close button.
    const focused = () => p.page.evaluate(() => document.activeElement?.className ?? '');
    await p.page.keyboard.press('Tab');
    expect(await focused()).toBe('menu_search__submit');
    await p.page.keyboard.press('Tab');
    expect(await focused()).toBe('sf-header-search__show-all');
    await p.page.keyboard.press('Tab');
    expect(await focused()).toBe('sf-header-search__close');
    await p.page.keyboard.press('Enter');
    await p.page.waitForSelector('.sf-header-search--full', { state: 'detached' });
    expect(await focusedIs(p.page, ICON)).toBe(true);
    expect(consoleErrors(p)).toEqual([]);
  });

  it('at 1280 px the field shows in place of the icon; suggestions open with zero axe violations', async () => {
    const p = await shop.open('/test/theme-header', { viewport: { width: 1280, height: 800 } });
    await p.page.hover(`${MARKER} input`);
    await p.page.waitForSelector(`${MARKER}[data-widget-state="mounted"]`);
    expect(await isVisible(p.page, ICON)).toBe(false);
    await p.page.fill(INPUT, 'kurtka');
    await p.page.waitForSelector(`${OPEN_LIST}[data-query="kurtka"]`);
    expect(await p.page.$('.sf-header-search--full')).toBeNull();
    await axeAt(p.page, 1280);
    expect(await logoBox(p.page)).toEqual({ width: 160, height: 40 });
  });

  it('a search box without the icon, always open, in a flex header: it shrinks to the room left, nothing overflows', async () => {
    const p = await shop.open('/test/theme-header?search=plain', { viewport: { width: 390, height: 800 } });
    await reachFor(p.page, 'header-search');
    expect(await logoBox(p.page)).toEqual({ width: 160, height: 40 });
    const input = await p.page.$eval(INPUT, (e) => e.getBoundingClientRect().width);
    expect(input).toBeGreaterThan(0);
    expect(await p.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
