// forced-region in real Chromium against the development shop: the three variants, Continue,
// and the restore flow against the real GraphQL mutations; zero axe and CSP violations.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const DIALOG = '.sf-forced-region[role="dialog"]';
/**
 * The notice has rendered for the first time: the page's first scan is over with forced-region among the
 * mounted widgets, and its marker says so. Whether the notice shows is decided in that first render (the
 * widget's initial state), and a dialog that opens is committed with it (the modal's layout effect), before
 * the loader hears of the mount. Closed, it draws nothing, so these are the signals there are.
 */
async function firstRendered(p: ShopPage) {
  expect((await p.waitForReady()).mounted).toContain('forced-region');
  await p.page.waitForSelector('[data-widget="forced-region"][data-widget-state="mounted"]', { state: 'attached' });
}
const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name);

describe('forced-region', () => {
  it.each([
    ['region', 'Niemcy'],
    ['zipcode', '10115'],
    ['both', 'Niemcy, kod pocztowy: 10115'],
  ])('%s: shown with zero axe / CSP violations; Continue (keyboard) closes it for good', async (variant, text) => {
    const p = await shop.open(`/test/forced?variant=${variant}`);
    await p.page.waitForSelector(DIALOG);
    expect(await p.page.textContent(DIALOG)).toContain(text);
    const axe = await runAxe(p.page);
    expect(axe, formatViolations(axe)).toEqual([]);
    expect(await p.cspViolations()).toEqual([]);
    // Focus starts on the first control; Tab reaches Continue.
    for (let i = 0; i < 5 && !(await p.page.evaluate(() => document.activeElement?.className.includes('continue'))); i++) await p.page.keyboard.press('Tab');
    await p.page.keyboard.press('Enter');
    await p.page.waitForSelector(DIALOG, { state: 'detached' });
    await p.page.reload();
    await firstRendered(p);
    expect(await p.page.$(DIALOG)).toBeNull();
    expect(consoleErrors(p)).toEqual([]);
  });

  it.each(['/order1.php', '/order2.php', '/order-place.php', '/prepaid.php'])('never on %s', async (path) => {
    const p = await shop.open(`/test/forced?variant=both&then=${path}`);
    await firstRendered(p);
    expect(await p.page.$(DIALOG)).toBeNull();
    expect(await cookieNames(p.page)).toEqual(expect.arrayContaining(['setRegionForced', 'setZipcodeForced']));
  });

  it('restore on a general page: unsetRegionAndZipcode, cookies deleted, the page reloads without the notice', async () => {
    const p = await shop.open('/test/forced?variant=both');
    await p.page.waitForSelector(DIALOG);
    await Promise.all([p.page.waitForEvent('load'), p.page.click('.sf-forced-region__restore')]);
    expect(p.requests('/graphql')).toEqual([expect.stringContaining('/graphql/v1/?mutation=unsetRegionAndZipcode')]);
    expect(await cookieNames(p.page)).not.toEqual(expect.arrayContaining(['setRegionForced']));
    expect(await cookieNames(p.page)).not.toContain('setZipcodeForced');
    await p.page.waitForSelector('[data-widget="forced-region"][data-widget-state="mounted"]', { state: 'attached' });
    expect(await p.page.$(DIALOG)).toBeNull();
  });

  it('restore on the product page: the projectorForm label, the Projector section refreshed, no reload', async () => {
    const p = await shop.open('/test/forced?variant=region&then=/product/1001');
    await p.page.waitForSelector(DIALOG);
    await p.page.evaluate(() => {
      (window as unknown as { changed: number }).changed = 0;
      window.StorefrontWidgets!.on('region:changed', () => (window as unknown as { changed: number }).changed++);
    });
    const before = p.requests('/ajax/get.php').length;
    await p.page.click('.sf-forced-region__restore');
    await p.page.waitForSelector(DIALOG, { state: 'detached' });
    await p.page.waitForFunction((n) => performance.getEntriesByType('resource').filter((e) => e.name.includes('/ajax/get.php')).length > n, before);
    expect(p.requests('/graphql')).toEqual([expect.stringContaining('/graphql/v1/?mutation=projectorFormUnsetRegion')]);
    expect(await p.page.evaluate(() => (window as unknown as { changed: number }).changed)).toBe(1);
    expect(await cookieNames(p.page)).not.toContain('setRegionForced');
    expect(await p.cspViolations()).toEqual([]);
  });

  it('a refused restore keeps the notice open with an error toast', async () => {
    const p = await shop.open('/test/forced?variant=zipcode', { cookies: { 'fixture-unset': 'error' } });
    await p.page.waitForSelector(DIALOG);
    await p.page.click('.sf-forced-region__restore');
    await p.page.waitForSelector('.sf-toast');
    expect(await p.page.textContent('.sf-toast')).toContain('Nie udało się przywrócić domyślnego kodu pocztowego.');
    expect(await p.page.$(DIALOG)).not.toBeNull();
    expect(await cookieNames(p.page)).toContain('setZipcodeForced');
    const axe = await runAxe(p.page);
    expect(axe, formatViolations(axe)).toEqual([]);
  });

  it('a network failure in unset is silent (§7.3): no toast, the notice stays, its button works again', async () => {
    const p = await shop.open('/test/forced?variant=zipcode', { cookies: { 'fixture-fault': encodeURIComponent('500@/graphql') } });
    await p.page.waitForSelector(DIALOG);
    for (const n of [1, 2]) {
      const answered = p.page.waitForResponse((r) => r.url().includes('mutation=unsetZipcode') && r.status() === 500);
      await p.page.click('.sf-forced-region__restore');
      await answered;
      // handled: the button is no longer busy
      await p.page.waitForSelector('.sf-forced-region__restore:not([aria-disabled])');
      expect(p.requests('/graphql')).toHaveLength(n);
    }
    expect(await p.page.$('.sf-toast')).toBeNull();
    expect(await p.page.$(DIALOG)).not.toBeNull();
    expect(await cookieNames(p.page)).toContain('setZipcodeForced');
  });

  it('Escape on the notice that opened by itself moves focus to the main content, not to <body>', async () => {
    const p = await shop.open('/test/forced?variant=both');
    await p.page.waitForSelector(DIALOG);
    await p.page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null);
    await p.page.keyboard.press('Escape');
    await p.page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await p.page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // Tab goes on from there into the page's content.
    await p.page.keyboard.press('Tab');
    expect(await p.page.evaluate(() => document.activeElement?.closest('main') != null)).toBe(true);
  });
});
