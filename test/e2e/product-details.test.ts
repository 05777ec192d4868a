// Product tabs and questions on the product page in real Chromium (spec §2.10): accordions on a
// phone, anchor-scroll tabs on a desktop landing at tab bar + 50 px, the rating link opening
// opinions, the ask dialog validating and sending once; no layout shift from mounting, zero axe
// and zero CSP violations at both widths; and the same page without JavaScript.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { consoleErrors, useShop, reachFor } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const TABS = '[data-widget="product-tabs"]';
const QUESTIONS = '[data-widget="product-questions"]';
const DIALOG = '[role="dialog"]';
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

async function openProduct(viewport: { width: number; height: number }): Promise<ShopPage> {
  const p = await shop.open('/product/1001', { viewport });
  await p.page.emulateMedia({ reducedMotion: 'reduce' }); // instant scrolling: positions can be read at once
  await p.page.waitForSelector(`${TABS}[data-widget-state="mounted"] .sf-product-tabs__inner`);
  await reachFor(p.page, 'product-questions');
  await p.page.waitForSelector(`${QUESTIONS}[data-widget-state="mounted"] .sf-product-questions__toggle`);
  return p;
}

async function expectClean(p: ShopPage) {
  const axe = await runAxe(p.page);
  expect(axe, formatViolations(axe)).toEqual([]);
  expect(await p.cspViolations()).toEqual([]);
  expect(consoleErrors(p)).toEqual([]);
}

/** Where the tabs' sections sit inside the tabs marker, and its size (rounded px). */
const tabsGeometry = (page: Page) =>
  page.$eval(TABS, (tabs) => {
    const box = tabs.getBoundingClientRect();
    const sections = [...tabs.querySelectorAll('section[data-tab]')].map((s) => [s.id, Math.round(s.getBoundingClientRect().top - box.top)]);
    return { width: Math.round(box.width), height: Math.round(box.height), sections };
  });

/** The same product page in a context with JavaScript off (the server's markup alone). */
async function openWithoutJs(p: ShopPage, viewport: { width: number; height: number }): Promise<Page> {
  const browser = p.page.context().browser()!;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL: shop.shopUrl });
  const page = await context.newPage();
  await page.goto('/product/1001');
  return page;
}

/** The rating link (fixtures/pages/product-details.ts productRatingLinkHtml) placed near the top by the product page. */
async function clickRating(page: Page) {
  expect(await page.$('[data-product-rating]'), 'the product page renders productRatingLinkHtml(product) under its <h1>').not.toBeNull();
  await page.click('[data-product-rating]');
}

const topOf = (page: Page, selector: string) => page.$eval(selector, (el) => el.getBoundingClientRect().top);

describe('product details at a desktop width (view 3+)', () => {
  it('mounts on the same boxes as the no-JS markup, with anchor tabs and zero axe / CSP violations', async () => {
    const p = await openProduct(DESKTOP);
    // No layout shift from mounting: every section sits where the server (no-JS) page put it. The
    // page's own CLS is not asserted here: content above the details is other widgets' business.
    const noJs = await openWithoutJs(p, DESKTOP);
    expect(await tabsGeometry(p.page)).toEqual(await tabsGeometry(noJs));
    await noJs.context().close();
    expect(await p.page.$$eval(`${TABS} nav a`, (as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '#product-description',
      '#product-traits',
      '#product-dictionary',
      '#product-enclosures',
      '#product-warranty',
      '#product-opinions',
    ]);
    expect(await p.page.$$(`${TABS} .sf-product-tabs__toggle`)).toHaveLength(0);
    await expectClean(p);
  });

  it('a tab scrolls its section to the tab bar + 50 px (no fixed header) and becomes current', async () => {
    const p = await openProduct(DESKTOP);
    await p.page.click(`${TABS} nav a[href="#product-traits"]`);
    await p.page.waitForFunction(() => document.querySelector('nav a[href="#product-traits"]')?.getAttribute('aria-current') === 'true');
    const bar = await p.page.$eval(`${TABS} nav`, (el) => el.getBoundingClientRect().height);
    await expect.poll(() => topOf(p.page, '#product-traits')).toBeCloseTo(bar + 50, 0);
    // the bar sticks to the top while the page scrolls under it
    expect(await topOf(p.page, `${TABS} nav`)).toBeCloseTo(0, 0);
    expect(await p.page.evaluate(() => location.hash)).toBe('#product-traits');
  });

  it('the product rating link near the top opens the opinions tab', async () => {
    const p = await openProduct(DESKTOP);
    await clickRating(p.page);
    await p.page.waitForFunction(() => document.querySelector('nav a[href="#product-opinions"]')?.getAttribute('aria-current') === 'true');
    const bar = await p.page.$eval(`${TABS} nav`, (el) => el.getBoundingClientRect().height);
    const top = await topOf(p.page, '#product-opinions');
    // the page may end before the opinions can reach the line: then it is scrolled to the bottom
    const atBottom = await p.page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight);
    expect(atBottom || Math.abs(top - (bar + 50)) < 1).toBe(true);
    expect(await p.page.isVisible('#product-opinions .sf-product-tabs__opinions-count')).toBe(true);
  });

  it('traits "show all" expands the rest of the list', async () => {
    const p = await openProduct(DESKTOP);
    const toggle = `${TABS} .sf-product-tabs__traits-toggle`;
    expect(await p.page.isVisible('#product-traits-more')).toBe(false);
    await p.page.click(toggle);
    expect(await p.page.getAttribute(toggle, 'aria-expanded')).toBe('true');
    expect(await p.page.isVisible('#product-traits-more')).toBe(true);
  });
});

describe('product details at a mobile width (view 1)', () => {
  it('mounts without a layout shift, as accordions, with zero axe / CSP violations', async () => {
    const p = await openProduct(MOBILE);
    expect((await p.metrics()).cls).toBe(0);
    expect(await p.page.$$(`${TABS} nav`)).toHaveLength(0);
    const toggles = await p.page.$$eval(`${TABS} .sf-product-tabs__toggle`, (bs) => bs.map((b) => b.getAttribute('aria-expanded')));
    expect(toggles).toHaveLength(6);
    await expectClean(p);
  });

  it('a heading button folds and unfolds its section; the rating link opens opinions', async () => {
    const p = await openProduct(MOBILE);
    const button = '#product-dictionary .sf-product-tabs__toggle';
    const before = await p.page.getAttribute(button, 'aria-expanded');
    await p.page.click(button);
    expect(await p.page.getAttribute(button, 'aria-expanded')).toBe(before === 'true' ? 'false' : 'true');
    expect(await p.page.isVisible('#product-dictionary-body')).toBe(before !== 'true');

    await clickRating(p.page);
    await p.page.waitForFunction(() => document.querySelector('#product-opinions .sf-product-tabs__toggle')?.getAttribute('aria-expanded') === 'true');
    expect(await p.page.isVisible('#product-opinions-body')).toBe(true);
    await expectClean(p);
  });

  it('the ask dialog validates, sends once, closes and shows the success toast', async () => {
    const p = await openProduct(MOBILE);
    await p.page.click(`${QUESTIONS} button.sf-product-questions__ask-button`);
    await p.page.waitForSelector(DIALOG);
    const dialog = p.page.locator(DIALOG);
    await dialog.getByRole('button', { name: 'Wyślij pytanie' }).click();
    await expect
      .poll(() => dialog.locator('.sf-product-questions__error').allTextContents())
      .toEqual(['Proszę wypełnić to pole.', 'Proszę wypełnić to pole.', 'Proszę wypełnić to pole.']);
    await expectClean(p); // the dialog with its messages

    await dialog.getByLabel('Imię').fill('Anna');
    await dialog.getByLabel('E-mail').fill('anna@example.com');
    await dialog.getByLabel('Pytanie').fill('Czy sukienka jest dostępna w kolorze niebieskim?');
    await dialog.getByRole('button', { name: 'Wyślij pytanie' }).dblclick();
    await p.page.waitForSelector(DIALOG, { state: 'detached' });
    await p.page.getByText('Dziękujemy! Twoje pytanie zostało wysłane. Odpowiedź otrzymasz e-mailem.').waitFor();
    expect(p.requests('/questions.php')).toHaveLength(1);
    const posts = (await (await p.page.request.get('/__fixture/form-posts')).json()) as Array<{ path: string; fields: Record<string, string> }>;
    expect(posts.filter((x) => x.path === '/questions.php').map((x) => x.fields)).toEqual([
      { product: '1001', name: 'Anna', email: 'anna@example.com', question: 'Czy sukienka jest dostępna w kolorze niebieskim?' },
    ]);
    await expectClean(p);
  });
});

describe('product details without JavaScript', () => {
  it('anchors, plain sections, "show all" by :target and the ask form posting to /questions.php', async () => {
    const p = await openProduct(DESKTOP);
    const page = await openWithoutJs(p, DESKTOP);
    expect(await page.isVisible('#product-opinions .sf-product-tabs__opinions-count')).toBe(true);
    expect(await page.isVisible('#product-traits-more')).toBe(false);
    await page.click('a[data-traits-all]');
    expect(await page.isVisible('#product-traits-more')).toBe(true);
    expect(await page.isVisible('#question-1001-2 .sf-product-questions__answer')).toBe(true);
    await page.click('summary.sf-product-questions__ask-button');
    await page.fill('#product-ask-name', 'Jan');
    await page.fill('#product-ask-email', 'jan@example.com');
    await page.fill('#product-ask-question', 'Czy jest dostępny rozmiar XXL?');
    await Promise.all([page.waitForURL(/\/questions\.php\?sent=1001$/), page.click('#product-ask button[type="submit"]')]);
    expect(await page.textContent('[role="status"]')).toContain('Twoje pytanie zostało wysłane');
    await page.click('text=Wróć do produktu');
    await page.waitForURL(/\/product\/1001#product-questions$/);
    await page.context().close();
  });
});
