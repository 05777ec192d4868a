// Express checkout and the parcel-locker pay button (spec §2.4, §5.7, §7.6, §8.2, §8.4) in real
// Chromium on the development shop, in Polish and Italian: the test providers (/gfx/test-express.js)
// render their buttons into the product form; a click without a size gets the form's own alert; with
// one, Test Pay hands over to /express-test.php, which shows what it received. The parcel-locker button
// first puts the product in the basket (the mini-basket follows before the hand-over), and a 500, a
// time-out or a broken answer to its POST says so by the buttons with the basket unchanged. The coffee's
// subscription hides the buttons; with no provider at all the form says there are no payment methods.
// Zero axe and CSP violations in each state, at 320, 390 and 1280 px.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ORDER_CODE_TEXTS } from '../../src/domain/order-codes.ts';
import { texts as formTexts } from '../../widgets/projector-form/texts.ts';
import { texts } from '../../widgets/projector-form/express/texts.ts';
import { chunkPath } from '../helpers/chunks.ts';
import { useShop } from '../helpers/e2e-context.ts';
import { expectClean, expectCleanAtWidths } from '../helpers/expect-clean.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const FORM = '[data-widget="projector-form"]';
const AREA = `${FORM} .sf-express`;
const PAY = `${AREA} .sf-express__slot[data-provider="test-pay"] button`;
const LOCKER = `${AREA} .sf-express__slot[data-provider="test-locker"] button`;
const ALERT = `${AREA} .sf-express__alert`;
const MINI_COUNT = '[data-widget="mini-basket"] .sf-mini-basket__toggle .sf-mini-basket__count';

type Language = 'pl' | 'it';

async function basket(page: Page): Promise<string[]> {
  const res = await page.request.post('/graphql/v1/', { data: { query: '{ basket { products { id size quantity } } }' } });
  return ((await res.json()) as { data: { basket: { products: Array<{ id: string; size: string; quantity: number }> } } }).data.basket.products.map(
    (p) => `${p.id} ${p.size} ×${p.quantity}`,
  );
}

/** The product page with both providers' buttons on screen. */
async function openWithButtons(path: string, cookies?: Record<string, string>): Promise<ShopPage> {
  const p = await shop.open(path, cookies ? { cookies } : {});
  await p.page.waitForSelector(PAY);
  await p.page.waitForSelector(LOCKER);
  return p;
}

async function chooseSize(page: Page, size: string): Promise<void> {
  await page.check(`${FORM} input[name="size"][value="${size}"]`);
}

/** What /express-test.php shows: the handed-over fields and the form's params. */
async function received(page: Page): Promise<{ fields: Record<string, string>; params: Array<[string, string]> }> {
  await page.waitForURL(/\/express-test\.php\?/);
  const fields = Object.fromEntries(await page.$$eval('dd[data-field]', (els) => els.map((e) => [e.getAttribute('data-field')!, e.textContent!])));
  const params = await page.$$eval('tr[data-param]', (rows) =>
    rows.map((r) => [r.getAttribute('data-param')!, r.querySelector('td')!.textContent!] as [string, string]),
  );
  return { fields, params };
}

describe.each(['pl', 'it'] as const)('express checkout (§7.6), %s', (lang: Language) => {
  const t = { ...formTexts[lang], ...texts[lang] };
  const path = `/product/1014?lang=${lang}`;

  it("Test Pay: a click without a size gets the form's alert; with one, by keyboard, the provider gets the id and the form's fields", async () => {
    const p = await openWithButtons(path);
    const { page } = p;
    expect(p.requests(chunkPath('projector-form.express.js', lang))).toHaveLength(1);
    expect(await page.getAttribute(AREA, 'aria-label')).toBe(t['projector.express.title']);
    expect(await page.textContent(PAY)).toBe(lang === 'pl' ? 'Zapłać przez Test Pay' : 'Paga con Test Pay');
    await expectCleanAtWidths(p);
    await page.click(PAY);
    await page.waitForFunction(
      ([sel, text]) => document.querySelector(sel!)?.textContent === text,
      [`${FORM} .sf-projector-form__sizes .sf-projector-form__alert`, t['projector.chooseSize']],
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('size');
    await expectClean(p);
    await chooseSize(page, 'M');
    await page.focus(PAY);
    await page.keyboard.press('Enter');
    const { fields, params } = await received(page);
    expect(fields).toEqual({ provider: 'test-pay', id: '1014', subscription: 'false', period: '0' });
    expect(params).toEqual([
      ['product', '1014'],
      ['mode', '1'],
      ['size', 'M'],
      ['number', '1'],
    ]);
    expect(await basket(page)).toEqual([]); // Test Pay adds nothing itself
    await expectClean(p);
  });

  it('the parcel-locker button puts the product in the basket, the mini-basket follows, then it hands over', async () => {
    const p = await openWithButtons(path);
    const { page } = p;
    await chooseSize(page, 'L');
    // The hand-over is held until the product page has shown the basket it refreshed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/express-test\.php/, async (route) => {
      await held;
      await route.continue();
    });
    await page.click(LOCKER);
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === '1', MINI_COUNT);
    release();
    const { fields, params } = await received(page);
    expect(fields).toEqual({ provider: 'test-locker', id: '1014', subscription: 'false', period: '0' });
    expect(params).toEqual([
      ['product', '1014'],
      ['mode', '1'],
      ['size', 'L'],
      ['number', '1'],
    ]);
    // POST the form, then refresh Basket, then the provider.
    const log = p.requestLog.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    const post = log.indexOf('POST /basketchange.php');
    expect(post).toBeGreaterThan(-1);
    expect(log.indexOf('POST /ajax/get.php', post)).toBeGreaterThan(post);
    expect(log.indexOf('GET /express-test.php')).toBeGreaterThan(log.indexOf('POST /ajax/get.php', post));
    expect(log.filter((l) => l === 'POST /basketchange.php')).toHaveLength(1);
    expect(await basket(page)).toEqual(['1014 L ×1']);
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === '1', MINI_COUNT);
    await expectClean(p);
  });

  it.each([
    ['500', '', 'addError'],
    ['timeout', '&timeoutMs=1500', 'connection'],
    ['malformed', '', 'addError'],
  ] as const)('the parcel-locker POST gets a %s answer: its alert by the buttons, the basket unchanged, no hand-over', async (fault, query, kind) => {
    const p = await openWithButtons(path + query, { 'fixture-fault': encodeURIComponent(`${fault}@/basketchange.php`) });
    const { page } = p;
    await chooseSize(page, 'M');
    await page.click(LOCKER);
    const text = kind === 'addError' ? t['projector.addError'] : ORDER_CODE_TEXTS[lang].fallback;
    await page.waitForFunction(([sel, want]) => document.querySelector(sel!)?.textContent === want, [ALERT, text]);
    expect(await page.getAttribute(ALERT, 'role')).toBe('alert');
    await page.waitForSelector(`${AREA}[aria-busy="false"]`);
    expect(page.url()).toContain('/product/1014');
    expect(await basket(page)).toEqual([]);
    expect(await page.$(MINI_COUNT)).toBeNull();
    await expectCleanAtWidths(p, { expected: /Failed to load resource|express checkout: adding the product failed/ });
  });
});

describe('express checkout hidden and missing', () => {
  it('the coffee: the buttons show for one purchase, hide for a subscription period, and come back into fresh elements', async () => {
    const p = await openWithButtons('/product/1004');
    const { page } = p;
    await page.$eval(`${AREA} .sf-express__slot[data-provider="test-pay"]`, (el) => el.setAttribute('data-first', ''));
    await page.check(`${FORM} .sf-subscription input[name="subscription"][value="1"]`);
    await page.waitForSelector(AREA, { state: 'detached' });
    await expectClean(p);
    await page.check(`${FORM} .sf-subscription input[name="subscription"][value="0"]`);
    await page.waitForSelector(PAY);
    expect(await page.$$(`${AREA} .sf-express__slot[data-first]`)).toHaveLength(0);
    expect(await page.$$(`${AREA} button`)).toHaveLength(2);
    await page.click(PAY);
    const { fields, params } = await received(page);
    expect(fields).toEqual({ provider: 'test-pay', id: '1004', subscription: 'true', period: '0' });
    expect(params).toContainEqual(['subscription', '0']);
  });

  it('no provider registers (?express=none): after the wait, "no payment methods" in the area, and the console names each provider', async () => {
    const p = await shop.open('/product/1014?express=none');
    const none = await p.page.waitForSelector(`${AREA} .sf-express__none`, { timeout: 10_000 });
    expect(await none.textContent()).toBe('Brak dostępnych metod płatności');
    expect(await p.page.$(`${AREA} .sf-express__slot`)).toBeNull();
    const errors = p.consoleMessages.filter((m) => m.type === 'error').map((m) => m.text);
    expect(errors.filter((e) => e.startsWith('projector-form: express checkout provider "test-pay" is left out'))).toHaveLength(1);
    expect(errors.filter((e) => e.startsWith('projector-form: express checkout provider "test-locker" is left out'))).toHaveLength(1);
    await expectCleanAtWidths(p, { expected: /express checkout provider "test-(pay|locker)" is left out/ });
  });

  it("its code does not load: the buttons' place says so, and the basket button works on", async () => {
    const chunk = chunkPath('projector-form.express.js');
    const p = await shop.open('/product/1014', { cookies: { 'fixture-fault': encodeURIComponent('500@' + chunk) } });
    const failed = await p.page.waitForSelector(`${FORM} .sf-express__none[role="alert"]`);
    expect(await failed.textContent()).toBe(ORDER_CODE_TEXTS.pl.fallback);
    await chooseSize(p.page, 'M');
    await p.page.click(`${FORM} .sf-projector-form__add`);
    await p.page.waitForFunction((s) => document.querySelector(s)?.textContent === '1', MINI_COUNT);
    await expectCleanAtWidths(p, { expected: /Failed to load resource|Failed to fetch dynamically imported module/ });
  });
});
