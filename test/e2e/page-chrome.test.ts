// The page chrome in real Chromium (spec §2.2, §2.5, §2.8, §4.6, §9.6): bars and banners
// closed by keyboard stay closed on the next page (localStorage, 1-day cookies), the top bars stick
// on desktops; back-to-top after two screens; the listing's side column moves between its slots as
// the window narrows, with its state and focus, also after a partial page load; footer sections and
// the listing's tabs are disclosures on phones; the cookie-settings link opens the consent tool; the
// breadcrumbs' back link goes back. Zero axe violations in each state, no CSP violation.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';
import { addToBasket, useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const TOP = '.shop-bars--top[data-widget-state="mounted"]';
const mounted = (page: Page, name: string) => page.waitForSelector(`[data-widget="${name}"][data-widget-state="mounted"]`, { state: 'attached' });

describe('bars and banners', () => {
  it('close by keyboard, stay closed on the next page; the top bars stick on desktops', async () => {
    const p = await shop.open('/listing', { viewport: { width: 1280, height: 800 } });
    const { page } = p;
    await page.waitForSelector(TOP);
    await mounted(page, 'discount-banner');
    expect(await page.getAttribute('.shop-bars--top', 'data-bars-fixed')).toBe('top');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => document.querySelector('.shop-bars--top')!.getBoundingClientRect().top === 0 && scrollY >= 1500);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectCleanAtWidths(p);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.focus('[data-bar-id="winter-sale"] [data-bar-close]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-bar-id="winter-sale"]', { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Zamknij: Dostawa przed świętami');
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["winter-sale"]');

    await page.focus('.shop-banner--code [data-banner-close]');
    await page.keyboard.press('Space');
    await page.waitForSelector('[data-widget="discount-banner"]', { state: 'detached' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'rabateCode_clicked')!;
    expect(cookie.path).toBe('/');
    expect(Math.abs(cookie.expires - (Date.now() / 1000 + 86_400))).toBeLessThan(120);

    await page.reload();
    await page.waitForSelector(TOP);
    await mounted(page, 'free-shipping-banner');
    expect(await page.$('[data-bar-id="winter-sale"]')).toBeNull();
    expect(await page.$('[data-bar-id="holiday-delivery"]')).not.toBeNull();
    expect(await page.$('[data-widget="discount-banner"]')).toBeNull();
    // The last top bar closed: the container goes.
    await page.click('[data-bar-id="holiday-delivery"] [data-bar-close]');
    await page.waitForSelector('.shop-bars--top', { state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["winter-sale","holiday-delivery"]');
    await expectCleanAtWidths(p);
  });

  it('closed on an earlier page: hidden by the inline head script before the loader has run', async () => {
    const { page } = await shop.open('/listing', { viewport: { width: 1280, height: 800 } });
    await page.waitForSelector(TOP);
    await page.evaluate(() => {
      localStorage.setItem('closedBars', '["winter-sale"]');
      document.cookie = 'rabateCode_clicked=1; path=/';
    });
    // The loader is held back, as when the browser paints the parsed page before the module runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/storefront.js', async (route) => {
      await held;
      // The first reload's request was cancelled by the second: continuing it has nothing to do.
      await route.continue().catch(() => {});
    });
    const display = (selector: string) => page.evaluate((s) => getComputedStyle(document.querySelector(s)!).display, selector);
    const parsedWithoutLoader = async () => {
      await page.waitForSelector('[data-widget="toasts"]', { state: 'attached' }); // near the end of the body
      expect(await page.evaluate(() => 'StorefrontWidgets' in window)).toBe(false);
    };
    await page.reload({ waitUntil: 'commit' });
    await parsedWithoutLoader();
    expect(await display('[data-bar-id="winter-sale"]')).toBe('none');
    expect(await display('[data-widget="discount-banner"]')).toBe('none');
    expect(await display('[data-bar-id="holiday-delivery"]')).not.toBe('none');
    expect(await display('.shop-bars--top')).not.toBe('none');
    expect(await display('[data-widget="free-shipping-banner"]')).not.toBe('none');

    // Every top bar closed: the container is hidden too.
    await page.evaluate(() => localStorage.setItem('closedBars', '["winter-sale","holiday-delivery"]'));
    await page.reload({ waitUntil: 'commit' });
    await parsedWithoutLoader();
    expect(await display('.shop-bars--top')).toBe('none');

    // Then the loader removes them, as without the script.
    release();
    await page.waitForSelector('.shop-bars--top', { state: 'detached' });
    await page.waitForSelector('[data-widget="discount-banner"]', { state: 'detached' });
  });

  it('the free-shipping banner turns active when the basket reaches free shipping', async () => {
    const p = await shop.open('/product/1001');
    const { page } = p;
    await mounted(page, 'free-shipping-banner');
    expect(await page.getAttribute('.shop-free-shipping', 'data-active')).toBeNull();
    expect(await page.textContent('[data-free-shipping-amount]')).toMatch(/^200,00\s?zł$/);
    expect(await addToBasket(page, [{ id: 1001, size: 'M', quantity: 4 }])).toBe('success');
    await page.evaluate(() => window.StorefrontWidgets!.emit('basket:changed', {}));
    await page.waitForSelector('.shop-free-shipping[data-active]');
    expect(await page.isVisible('.shop-free-shipping__reached')).toBe(true);
  });
});

describe('back-to-top', () => {
  it('appears after two screens, takes the shopper to the top by keyboard (reduced motion: a jump)', async () => {
    const p = await shop.open('/listing', { viewport: { width: 1280, height: 800 } });
    const { page } = p;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await mounted(page, 'back-to-top');
    expect(await page.isVisible('.shop-back-to-top a')).toBe(false);
    await page.evaluate(() => window.scrollTo(0, innerHeight * 2 + 200));
    await page.waitForSelector('.shop-back-to-top[data-shown]');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.shop-back-to-top')!).visibility === 'visible');
    // It sits above the sticky bottom bar, not over its close button.
    await page.waitForFunction(
      () =>
        document.querySelector('.shop-back-to-top')!.getBoundingClientRect().bottom <=
        document.querySelector('.shop-bars--bottom')!.getBoundingClientRect().top,
    );
    await expectCleanAtWidths(p, { widths: [1280] });
    await page.focus('.shop-back-to-top a');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => scrollY === 0 && document.activeElement?.id === 'top');
    await page.waitForSelector('.shop-back-to-top:not([data-shown])', { state: 'attached' });
  });
});

describe('responsive sections and disclosures on the listing', () => {
  it('the side column moves with the view type, keeping its state and focus; on phones the tabs and the footer are disclosures', async () => {
    const p = await shop.open('/listing', { viewport: { width: 1280, height: 800 } });
    const { page } = p;
    await mounted(page, 'responsive-sections');
    const parent = () => page.evaluate(() => document.querySelector('[data-section="listing-side"]')!.parentElement!.className);
    expect(await parent()).toBe('listing__body');
    expect(await page.getAttribute('.product-tile__image', 'src')).toMatch(/^\/gfx\/products\/\d+\.png$/);
    await page.check('.listing__filters input[name="producer"]');
    await page.focus('.listing__filters input[name="producer"]');
    await page.setViewportSize({ width: 800, height: 800 });
    await page.waitForFunction(() => document.querySelector('[data-section="listing-side"]')!.parentElement!.matches('[data-view="2"]'));
    await page.setViewportSize({ width: 390, height: 800 });
    await page.waitForFunction(() => document.querySelector('[data-section="listing-side"]')!.parentElement!.matches('[data-view="1"]'));
    expect(await page.evaluate(() => document.querySelectorAll('[data-section="listing-side"]').length)).toBe(1);
    expect(await page.isChecked('.listing__filters input[name="producer"]')).toBe(true);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('producer');
    // The tab holding the focus started open.
    expect(await page.getAttribute('.listing__tab-heading button:text-is("Filtry")', 'aria-expanded')).toBe('true');
    await page.click('.listing__tab-heading button:text-is("Filtry")');
    await page.waitForSelector('.listing__filters', { state: 'hidden' });

    // The tabs: one open at a time, by keyboard.
    const tab = (name: string) => `.listing__tab-heading button:text-is("${name}")`;
    await page.waitForSelector(tab('Kategorie'));
    expect(await page.getAttribute(tab('Kategorie'), 'aria-expanded')).toBe('false');
    expect(await page.isVisible('.listing__filters')).toBe(false);
    await page.focus(tab('Filtry'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('.listing__filters', { state: 'visible' });
    await page.focus(tab('Kategorie'));
    await page.keyboard.press('Space');
    await page.waitForSelector('.listing__categories', { state: 'visible' });
    expect(await page.isVisible('.listing__filters')).toBe(false);
    // The footer's sections.
    const info = '.shop-footer__heading button:text-is("Informacje")';
    expect(await page.getAttribute(info, 'aria-expanded')).toBe('false');
    await page.focus(info);
    await page.keyboard.press('Enter');
    expect(await page.getAttribute(info, 'aria-expanded')).toBe('true');
    await expectCleanAtWidths(p, { widths: [390, 320] });

    // Tile images: the small source on a phone (§9.6).
    await page.reload();
    await mounted(page, 'responsive-sections');
    expect(await page.getAttribute('.product-tile__image', 'src')).toMatch(/\?small=1$/);
    expect(await page.evaluate(() => document.querySelector('[data-section="listing-side"]')!.parentElement!.matches('[data-view="1"]'))).toBe(true);
  });

  it('at phone width the listing paints with its side column in the phone slot and its tabs closed: nothing moves after (head script)', async () => {
    // At 4× CPU the browser paints the page before the loader runs; the head script acts before that paint.
    const p = await shop.open('/listing', { viewport: { width: 390, height: 800 }, cpuThrottle: 4 });
    const { page } = p;
    await mounted(page, 'responsive-sections');
    await page.waitForSelector('.listing__tabs[data-widget-state="mounted"] .listing__tab-heading button');
    expect(await page.evaluate(() => document.querySelector('[data-section="listing-side"]')!.parentElement!.matches('[data-view="1"]'))).toBe(true);
    expect(await page.isVisible('.listing__filters')).toBe(false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-storefront-early'))).toBe(false);
    expect((await p.metrics()).cls).toBe(0);
  });

  it('after a partial page load the new side column goes to the phone slot and its tabs work', async () => {
    const p = await shop.open('/listing?n=24', { viewport: { width: 390, height: 800 } });
    const { page } = p;
    await mounted(page, 'responsive-sections');
    // The page shell's navigation is in (its live region): the click loads partially.
    await page.waitForSelector('[data-storefront-announcer]', { state: 'attached' });
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.click('.listing__paging a[rel="next"]');
    await page.waitForFunction(() => document.documentElement.dataset.listingPage === '2');
    await page.waitForFunction(() => document.querySelector('[data-section="listing-side"]')!.parentElement!.matches('[data-view="1"]'));
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('[data-section="listing-side"]').length)).toBe(1);
    await page.waitForSelector('.listing__tabs[data-widget-state="mounted"] .listing__tab-heading button');
    await page.click('.listing__tab-heading button:text-is("Filtry")');
    await page.waitForSelector('.listing__filters', { state: 'visible' });
  });
});

describe('links', () => {
  it("the cookie-settings link opens the shop's consent tool, by keyboard, without leaving the page", async () => {
    const p = await shop.open('/');
    const { page } = p;
    await page.focus('[data-widget="cookie-settings"] a');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog.test-consent[open]');
    expect(new URL(page.url()).pathname).toBe('/');
    await expectCleanAtWidths(p);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.test-consent:not([open])', { state: 'attached' });
  });

  it("the breadcrumbs' back link goes back one step", async () => {
    const p = await shop.open('/');
    const { page } = p;
    await page.click('.shop-footer a[href="/cms/1"]');
    await page.waitForURL(/\/cms\/1$/);
    await page.goto(new URL('/listing?menu=11', page.url()).href);
    await page.focus('[data-widget="breadcrumbs-back"] a');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cms\/1$/);
  });
});

describe('§2: an order-process page', () => {
  it('does not run the bars: a bar closed on an earlier page is still there, nothing sticks, the close buttons stay unseen; the banners run', async () => {
    const p = await shop.open('/listing', { viewport: { width: 1280, height: 800 } });
    const { page } = p;
    await page.waitForSelector(TOP);
    await page.click('[data-bar-id="winter-sale"] [data-bar-close]');
    await page.waitForSelector('[data-bar-id="winter-sale"]', { state: 'detached' });
    await page.goto('/order-process.php');
    await p.waitForReady();
    await mounted(page, 'discount-banner');
    expect(await page.$$eval('[data-widget="page-bars"]', (els) => els.map((el) => el.getAttribute('data-widget-state')))).toEqual(['skipped', 'skipped']);
    expect(await page.isVisible('[data-bar-id="winter-sale"]')).toBe(true);
    expect(await page.getAttribute('.shop-bars--top', 'data-bars-fixed')).toBeNull();
    expect(await page.$eval('[data-bar-id="winter-sale"] [data-bar-close]', (el) => getComputedStyle(el).visibility)).toBe('hidden');
    expect(await page.evaluate(() => localStorage.getItem('closedBars'))).toBe('["winter-sale"]');
    await expectCleanAtWidths(p);
  });
});
