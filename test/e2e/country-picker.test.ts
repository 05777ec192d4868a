// country-picker in real Chromium against the development shop: every step with the keyboard
// only, the form landing on the chosen site, §9.6 scrolling, zero axe and CSP violations.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const DIALOG = '.sf-country-picker__dialog[role="dialog"]';

async function noViolations(p: { page: Page; cspViolations(): Promise<unknown[]> }) {
  const axe = await runAxe(p.page);
  expect(axe, formatViolations(axe)).toEqual([]);
  expect(await p.cspViolations()).toEqual([]);
}
/**
 * The picker has rendered for the first time: the loader has marked it mounted and its header button is
 * there. Whether it opens by itself is decided in that first render (useModal's initial state), and a
 * dialog that opens is committed with it (the modal's layout effect), before the loader hears of the mount.
 */
const firstRendered = (page: Page) =>
  page.waitForSelector('[data-widget="country-picker"][data-widget-state="mounted"] > .sf-country-picker__toggle', { state: 'attached' });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;

describe('country-picker', () => {
  it('goes through every step with the keyboard only and lands on the chosen site', async () => {
    const p = await shop.open('/test/country?first=recommended');
    await p.page.waitForSelector(DIALOG);
    // Recommended step, in German (deu → ger), focus on Confirm.
    expect(await p.page.textContent(DIALOG)).toContain('Wir empfehlen unseren Shop für Deutschland.');
    expect(await focused(p.page)).toContain('sf-country-picker__confirm');
    await noViolations(p);

    // Next → the selects; the recommended step is remembered.
    await p.page.keyboard.press('Shift+Tab');
    expect(await focused(p.page)).toContain('sf-country-picker__next');
    await p.page.keyboard.press('Enter');
    await p.page.waitForSelector('.sf-country-picker__step--select');
    expect(await focused(p.page)).toContain('sf-country-picker__select');
    await noViolations(p);

    // Back returns, Next again.
    await p.page.keyboard.press('Shift+Tab'); // from the group select to the close button
    for (let i = 0; i < 10 && !(await focused(p.page)).includes('sf-country-picker__back'); i++) await p.page.keyboard.press('Tab');
    await p.page.keyboard.press('Enter');
    await p.page.waitForSelector('.sf-country-picker__step--recommended');
    await p.page.keyboard.press('Shift+Tab');
    await p.page.keyboard.press('Enter');
    await p.page.waitForSelector('.sf-country-picker__step--select');

    // Group: Europa → Ameryka with the arrow key; the country list follows.
    await p.page.keyboard.press('ArrowDown');
    await p.page.waitForFunction(() => (document.querySelector('.sf-country-picker__input') as HTMLInputElement).value === 'Stany Zjednoczone');
    // Country: type with diacritics-insensitive filtering across groups, choose with Enter.
    await p.page.keyboard.press('Tab');
    expect(await focused(p.page)).toContain('sf-country-picker__input');
    await p.page.keyboard.type('wegr');
    await p.page.waitForSelector('.sf-country-picker__option[data-active]');
    expect(await p.page.textContent('.sf-country-picker__option[data-active] .sf-country-picker__name')).toBe('Węgry');
    await noViolations(p);
    await p.page.keyboard.press('Enter');
    await p.page.waitForFunction(() => (document.querySelector('.sf-country-picker__input') as HTMLInputElement).value === 'Węgry');
    expect(await p.page.$eval('.sf-country-picker__select', (s) => (s as HTMLSelectElement).value)).toBe('Europa');
    // Language: Magyar → English.
    await p.page.keyboard.press('Tab');
    expect(await focused(p.page)).toContain('sf-country-picker__select');
    await p.page.keyboard.press('ArrowDown');
    await p.page.keyboard.press('Tab'); // Back
    await p.page.keyboard.press('Tab'); // Confirm
    expect(await focused(p.page)).toContain('sf-country-picker__confirm');
    await Promise.all([p.page.waitForURL(/redirection=redirected/), p.page.keyboard.press('Enter')]);
    const url = new URL(p.page.url());
    expect(url.pathname + url.search).toBe('/?country=hun&lang=eng&redirection=redirected');
    expect(await cookie(p.page, 'redirection')).toBe('closed');
    expect(consoleErrors(p)).toEqual([]);
  });

  it('Confirm on the recommended step sends the recommended country; the picker then stays closed', async () => {
    const p = await shop.open('/test/country?first=recommended');
    await p.page.waitForSelector(DIALOG);
    await Promise.all([p.page.waitForURL(/redirection=redirected/), p.page.keyboard.press('Enter')]);
    expect(new URL(p.page.url()).search).toBe('?country=deu&lang=ger&redirection=redirected');
    const again = await shop.open('/test/country?first=recommended');
    await firstRendered(again.page);
    expect(await again.page.$(DIALOG)).toBeNull();
  });

  it('Escape closes it and sets redirection=closed; it does not open again', async () => {
    const p = await shop.open('/test/country?first=default');
    await p.page.waitForSelector(DIALOG);
    expect(await p.page.textContent(DIALOG)).toContain('Delivery to your country is not possible.');
    await noViolations(p);
    await p.page.keyboard.press('Escape');
    await p.page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await cookie(p.page, 'redirection')).toBe('closed');
    await p.page.reload();
    await firstRendered(p.page);
    expect(await p.page.$(DIALOG)).toBeNull();
  });

  it('the header button opens the selects from the keyboard, with focus back on it after closing', async () => {
    const p = await shop.open('/');
    // A picker that does not open by itself is the server's link until the shopper reaches for it:
    // focus on the link loads it, and focus stays on its button, which has the same name.
    await p.page.focus('.shop-country-link');
    await firstRendered(p.page);
    await p.page.waitForFunction(() => document.activeElement?.classList.contains('sf-country-picker__toggle'));
    expect(await p.page.$(DIALOG)).toBeNull();
    await p.page.keyboard.press('Enter');
    await p.page.waitForSelector('.sf-country-picker__step--select');
    await noViolations(p);
    await p.page.keyboard.press('Escape');
    await p.page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await focused(p.page)).toContain('sf-country-picker__toggle');
  });

  it.each([
    [700, 'auto'],
    [900, 'visible'],
  ])('§9.6: at a screen height of %i the modal overflow is %s', async (height, overflow) => {
    const p = await shop.open('/test/country?first=select', { viewport: { width: 1024, height } });
    await p.page.waitForSelector(DIALOG);
    expect(await p.page.$eval(DIALOG, (d) => getComputedStyle(d).overflowY)).toBe(overflow);
  });

  it('the server fallback works without JavaScript: /country.php lists every site', async () => {
    const p = await shop.open('/country.php');
    const links = await p.page.$$eval('main a[href*="country="]', (as) => as.length);
    expect(links).toBeGreaterThan(30);
    await noViolations(p);
  });
});
