// mini-basket in real Chromium against the development shop: one bulk request on the home
// page, following basket changes on the page and in another tab, the panel with zero axe and
// CSP violations, keyboard only, and the legacy basket form.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { basketAnswered, consoleErrors, useShop, addToBasket, reachFor } from '../helpers/e2e-context.ts';

const shop = useShop();

const TOGGLE = '[data-widget="mini-basket"] .sf-mini-basket__toggle';
const COUNT = TOGGLE + ' .sf-mini-basket__count';

const badge = (page: Page) => page.textContent(COUNT);

/** The mini-basket has mounted and its first Basket answer is in (on screen, and in its session cache). */
async function settled(p: { page: Page; requests(prefix: string): string[] }) {
  await p.page.waitForSelector('[data-widget="mini-basket"][data-widget-state="mounted"]');
  await basketAnswered(p.page);
  expect(p.requests('/ajax/get.php').length).toBeGreaterThan(0);
}

describe('mini-basket', () => {
  it('the home page makes exactly one /ajax/get.php request with header-search and mini-basket mounted', async () => {
    const p = await shop.open('/');
    await p.page.waitForSelector('[data-widget="mini-basket"][data-widget-state="mounted"]');
    await reachFor(p.page, 'header-search');
    // Both have mounted and the mini-basket has its answer on screen: any request their mounting or that
    // answer makes has been started (a bulk batch goes out on a zero-delay timer, which the sentinel waits
    // for), and the sentinel puts every one of them in the log.
    await basketAnswered(p.page);
    await p.flushRequests();
    expect(p.requests('/ajax/get.php')).toHaveLength(1);
    // An empty basket is "hidden": the server link stays, with its count.
    expect(await p.page.textContent('[data-widget="mini-basket"] .shop-basket-link')).toContain('Koszyk (0)');
    expect(await p.page.$(TOGGLE)).toBeNull();
    expect(consoleErrors(p)).toEqual([]);
  });

  it('follows a product added from the page once basket:changed is emitted', async () => {
    const p = await shop.open('/');
    await settled(p);
    expect(await addToBasket(p.page, [{ id: 1001, size: 'M', quantity: 2 }])).toBe('success');
    await p.page.evaluate(() => window.StorefrontWidgets!.emit('basket:changed', {}));
    await p.page.waitForSelector(COUNT);
    expect(await badge(p.page)).toBe('1');
    expect(await p.page.textContent(TOGGLE + ' .sf-mini-basket__worth')).toBe('398,00 zł');
    expect(p.requests('/ajax/get.php')).toHaveLength(2);
  });

  it('a second tab changes the basket and the first one follows', async () => {
    const first = await shop.open('/');
    await settled(first);
    const second = await shop.open('/cms/1');
    await settled(second);
    expect(await addToBasket(second.page, [{ id: 1002, quantity: 1 }])).toBe('success');
    await second.page.evaluate(() => window.StorefrontWidgets!.emit('basket:changed', {}));
    await second.page.waitForSelector(COUNT);
    await first.page.waitForSelector(COUNT, { timeout: 5000 });
    expect(await badge(first.page)).toBe('1');
    // And back: the first tab adds, the second follows.
    expect(await addToBasket(first.page, [{ id: 1001, size: 'S', quantity: 1 }])).toBe('success');
    await first.page.evaluate(() => window.StorefrontWidgets!.emit('basket:changed', {}));
    await second.page.waitForFunction((sel) => document.querySelector(sel)?.textContent === '2', COUNT, { timeout: 5000 });
  });

  it('the open panel has zero axe and CSP violations and works with the keyboard only', async () => {
    const p = await shop.open('/');
    await settled(p);
    await addToBasket(p.page, [
      { id: 1001, size: 'M', quantity: 1 },
      { id: 1002, quantity: 1 },
      { id: 1004, quantity: 1 },
    ]);
    await p.page.evaluate(() => window.StorefrontWidgets!.emit('basket:changed', {}));
    await p.page.waitForSelector(COUNT);

    await p.page.focus(TOGGLE);
    await p.page.keyboard.press('Enter');
    await p.page.waitForSelector(TOGGLE + '[aria-expanded="true"]');
    const panelId = await p.page.getAttribute(TOGGLE, 'aria-controls');
    await p.page.waitForFunction((id) => document.getElementById(id!)?.querySelectorAll('.sf-mini-basket__product').length === 3, panelId);
    expect(await p.page.isVisible('.sf-mini-basket__panel')).toBe(true);

    const axe = await runAxe(p.page);
    expect(axe, formatViolations(axe)).toEqual([]);
    expect(await p.cspViolations()).toEqual([]);

    // Tab goes into the panel (its first product link); Escape closes and returns focus.
    await p.page.keyboard.press('Tab');
    expect(await p.page.evaluate(() => document.activeElement?.closest('.sf-mini-basket__panel') != null)).toBe(true);
    await p.page.keyboard.press('Escape');
    await p.page.waitForSelector(TOGGLE + '[aria-expanded="false"]');
    expect(await p.page.evaluate(() => document.activeElement?.classList.contains('sf-mini-basket__toggle'))).toBe(true);
    expect(await p.page.isVisible('.sf-mini-basket__panel')).toBe(false);

    // Space opens it again; a click outside closes it.
    await p.page.keyboard.press('Space');
    await p.page.waitForSelector(TOGGLE + '[aria-expanded="true"]');
    await p.page.mouse.click(5, 400);
    await p.page.waitForSelector(TOGGLE + '[aria-expanded="false"]');
    expect(p.pageErrors.map((e) => e.message)).toEqual([]);
    expect(consoleErrors(p)).toEqual([]);
  });

  it('the legacy /basketchange.php form still works and the next page shows the basket', async () => {
    const first = await shop.open('/');
    const res = await first.page.request.post('/basketchange.php', {
      form: { mode: '1', product: '1002', number: '1' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers()['location']).toBe('/basketedit.php');
    const p = await shop.open('/basketedit.php');
    await p.page.waitForSelector(COUNT);
    expect(await badge(p.page)).toBe('1');
    expect(await p.cspViolations()).toEqual([]);
  });
});
