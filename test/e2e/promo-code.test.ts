// The promo code in real Chromium on the development shop (spec §4.7, §4.8, §5.7, §7.4,
// §8.2): on the product page a wrong code shows the shop's message on the field, RABAT10 lowers the
// product form's price, turns the lowest price's label into "a discount code" and lowers the
// mini-basket's worth, and removing it puts everything back, in Polish and Italian, by keyboard only.
// Each call's 500, time-out and broken answer shows the §8.2 connection text and loses nothing. The
// basket page loads again after a change; without JavaScript the shop's own form does the same.
// Every open and error state: zero axe violations at 320, 390 and 1280 px, zero CSP violations.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newShopContext } from '../helpers/browser.ts';
import { addToBasket, basketAnswered, consoleErrors, useShop } from '../helpers/e2e-context.ts';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();

const PROMO = '[data-widget="promo-code"]';
const MOUNTED = `${PROMO}[data-widget-state="mounted"]`;
const FIELD = `${PROMO} input[name="code"]`;
const BUTTON = `${PROMO} button[type="submit"]`;
const ALERT = `${PROMO} [role="alert"]`;
const STATUS = `${PROMO} [role="status"]`;
const CODE = `${PROMO} .sf-promo-code__code`;
const OMNIBUS = '[data-widget="omnibus-price"] .sf-omnibus';
const PRICE = '[data-widget="projector-form"] .sf-projector-form__price';
const WORTH = '[data-widget="mini-basket"] .sf-mini-basket__worth';

const TEXTS = {
  pl: {
    wrong: 'Podany kod rabatowy jest nieprawidłowy',
    activated: 'Kod RABAT10 został aktywowany. Ceny uwzględniają rabat.',
    removed: 'Kod rabatowy został usunięty.',
    bargain: 'Okazja',
    code: 'Kod rabatowy',
    connection: 'Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.',
  },
  it: {
    wrong: 'Il codice sconto inserito non è valido',
    activated: 'Il codice RABAT10 è stato attivato. I prezzi includono lo sconto.',
    removed: 'Il codice sconto è stato rimosso.',
    bargain: 'Affare',
    code: 'Un codice sconto',
    connection: 'Si è verificato un errore di connessione. Controlla la tua connessione Internet o riprova più tardi',
  },
} as const;

const textOf = (page: Page, selector: string) => page.textContent(selector).then((t) => t?.trim() ?? null);
const waitText = (page: Page, selector: string, text: string) =>
  page.waitForFunction(([sel, want]) => document.querySelector(sel!)?.textContent?.trim() === want, [selector, text] as const);
const calls = (p: ShopPage, name: string) => p.requests('/graphql/v1/').filter((u) => u.endsWith('?mutation=' + name));
const activeElement = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

/** /product/1001 with one dress (size M, 199,00 zł) in the basket, every widget there, the lowest price in view. */
async function productPage(query = '', cookies?: Record<string, string>): Promise<ShopPage> {
  const p = await shop.open('/product/1001' + query, cookies ? { cookies } : {});
  expect(await addToBasket(p.page, [{ id: 1001, size: 'M', quantity: 1 }])).toBe('success');
  await p.page.reload();
  await p.waitForReady();
  await basketAnswered(p.page);
  await p.page.locator(OMNIBUS).scrollIntoViewIfNeeded();
  await p.page.waitForSelector(`[data-widget="omnibus-price"][data-widget-state="mounted"] ${OMNIBUS.split(' ')[1]}`);
  return p;
}

/** The keyboard reaches the field: the widget mounts and the focus is on its own field. */
async function focusField(page: Page) {
  await page.focus(FIELD);
  await page.waitForSelector(MOUNTED);
  await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), FIELD);
}

describe('the whole chain on the product page (§4.8, §4.7)', () => {
  it.each(['pl', 'it'] as const)('%s: a wrong code, RABAT10 (price, lowest-price label, mini-basket), then removing it, by keyboard', async (lang) => {
    const T = TEXTS[lang];
    const p = await productPage(lang === 'it' ? '?lang=it' : '');
    const { page } = p;
    expect(await page.getAttribute(PROMO, 'data-widget-state')).toBe('loading');
    expect(await textOf(page, PRICE)).toBe('199,00 zł');
    expect(await textOf(page, `${OMNIBUS} .sf-omnibus__label`)).toBe(T.bargain);
    expect(await textOf(page, WORTH)).toBe('199,00 zł');
    await expectCleanAtWidths(p);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A wrong code: the shop's message on the field, what was typed kept.
    await focusField(page);
    await page.keyboard.type('LATO2025');
    await page.keyboard.press('Enter');
    await waitText(page, ALERT, T.wrong);
    expect(await page.getAttribute(FIELD, 'aria-invalid')).toBe('true');
    expect(await page.$eval(FIELD, (f) => document.getElementById(f.getAttribute('aria-describedby')!)?.textContent)).toBe(T.wrong);
    expect(await page.inputValue(FIELD)).toBe('LATO2025');
    await expectCleanAtWidths(p);
    await page.setViewportSize({ width: 1280, height: 800 });

    // RABAT10, with the white space a paste brings (§5.7): every price on the page follows.
    await page.focus(FIELD);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('  rabat10 ');
    await page.keyboard.press('Enter');
    await waitText(page, STATUS, T.activated);
    expect(await textOf(page, CODE)).toBe('RABAT10');
    expect(await activeElement(page)).toContain('sf-promo-code__active');
    await waitText(page, PRICE, '179,10 zł');
    await waitText(page, `${OMNIBUS} .sf-omnibus__label`, T.code);
    expect(await page.getAttribute(OMNIBUS, 'data-flags')).toContain('code');
    expect(await textOf(page, `${OMNIBUS} .sf-omnibus__without-code span`)).toBe('199,00 zł');
    await waitText(page, WORTH, '179,10 zł');
    expect(calls(p, 'activateRebateCode')).toHaveLength(2);
    await expectCleanAtWidths(p);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Tab to "remove", Enter: everything back, the focus on the field.
    await page.keyboard.press('Tab');
    expect(await activeElement(page)).toContain('sf-promo-code__button--remove');
    await page.keyboard.press('Enter');
    await waitText(page, STATUS, T.removed);
    await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), FIELD);
    await waitText(page, PRICE, '199,00 zł');
    await waitText(page, `${OMNIBUS} .sf-omnibus__label`, T.bargain);
    await waitText(page, WORTH, '199,00 zł');
    expect(calls(p, 'deactivateRebateCode')).toHaveLength(1);
    expect(p.pageErrors.map((e) => e.message)).toEqual([]);
    await expectCleanAtWidths(p);
  });

  it('a chosen size follows too (its prices are asked again), and a double click sends once', async () => {
    const p = await productPage('', { 'fixture-fault': 'slow:400@/graphql/v1/?mutation=activateRebateCode' });
    const { page } = p;
    await page.click('[data-widget="projector-form"] label[for="projector-size-XL"]');
    await waitText(page, PRICE, '219,00 zł');
    await page.fill(FIELD, 'RABAT10');
    await page.dblclick(BUTTON);
    await waitText(page, STATUS, TEXTS.pl.activated);
    await waitText(page, PRICE, '197,10 zł');
    expect(calls(p, 'activateRebateCode')).toHaveLength(1);
    expect(consoleErrors(p)).toEqual([]);
  });
});

describe('no answer (§8.2): the connection text, nothing lost', () => {
  it.each([
    ['activateRebateCode', '500'],
    ['activateRebateCode', 'timeout'],
    ['activateRebateCode', 'malformed'],
    ['deactivateRebateCode', '500'],
    ['deactivateRebateCode', 'timeout'],
    ['deactivateRebateCode', 'malformed'],
  ])('%s answered with %s', async (call, kind) => {
    const activating = call === 'activateRebateCode';
    const p = await productPage('?timeoutMs=1500', { 'fixture-fault': `${kind}@/graphql/v1/?mutation=${call}` });
    const { page } = p;
    if (!activating) {
      // Activated without the fault (another label), as the page would have it.
      const res = await page.context().request.post('/graphql/v1/?mutation=setUp', {
        data: { query: 'mutation($c: String!) { activateRebateCode(code: $c) { status } }', variables: { c: 'RABAT10' } },
      });
      expect(((await res.json()) as { data: { activateRebateCode: { status: string } } }).data.activateRebateCode.status).toBe('success');
      await page.reload();
      await p.waitForReady();
      await basketAnswered(page);
    }
    if (activating) await page.fill(FIELD, 'RABAT10');
    else await page.hover(BUTTON);
    await page.waitForSelector(MOUNTED);
    await page.click(BUTTON);
    await waitText(page, ALERT, TEXTS.pl.connection);
    if (activating) {
      expect(await page.inputValue(FIELD)).toBe('RABAT10');
      expect(await page.getAttribute(FIELD, 'aria-invalid')).toBe('true');
      expect(await textOf(page, PRICE)).toBe('199,00 zł');
    } else {
      expect(await textOf(page, CODE)).toBe('RABAT10');
      expect(await page.$eval(BUTTON, (b) => document.getElementById(b.getAttribute('aria-describedby')!)?.textContent)).toBe(TEXTS.pl.connection);
    }
    expect(await textOf(page, STATUS)).toBe('');
    expect(calls(p, call)).toHaveLength(1);
    await expectCleanAtWidths(p, { expected: /^Failed to load resource: the server responded with a status of 500/ });
  });
});

describe('the basket page', () => {
  it('loads again after a change: the lines and the summary show the code, then the regular prices', async () => {
    const first = await shop.open('/cms/1');
    expect(await addToBasket(first.page, [{ id: 1001, size: 'M', quantity: 2 }])).toBe('success');
    const p = await shop.open('/basketedit.php');
    const { page } = p;
    expect(await textOf(page, '.basket-summary dd')).toBe('398,00 zł');
    await page.fill(FIELD, 'RABAT10');
    await Promise.all([page.waitForEvent('load'), page.click(BUTTON)]);
    await page.waitForSelector(CODE);
    expect(await textOf(page, CODE)).toBe('RABAT10');
    expect(await textOf(page, '.basket-summary dd')).toBe('358,20 zł');
    expect(await page.textContent('.basket-summary')).toContain('W tym rabat (kod RABAT10)');
    await p.waitForReady();
    await expectCleanAtWidths(p);
    await page.hover(BUTTON);
    await page.waitForSelector(MOUNTED);
    await Promise.all([page.waitForEvent('load'), page.click(BUTTON)]);
    await page.waitForSelector(FIELD);
    expect(await textOf(page, '.basket-summary dd')).toBe('398,00 zł');
  });
});

describe('without JavaScript', () => {
  it("the shop's own form sets the code, comes back to the page and says so; a wrong code comes back with the message", async () => {
    const p = await shop.open('/cms/1');
    const context = await newShopContext(p.page.context().browser()!, shop.shopUrl, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/product/1001');
      await page.fill(FIELD, 'ZLY');
      await Promise.all([page.waitForNavigation(), page.click(BUTTON)]);
      expect(await textOf(page, ALERT)).toBe(TEXTS.pl.wrong);
      expect(await page.inputValue(FIELD)).toBe('ZLY');
      await page.fill(FIELD, 'RABAT10');
      await Promise.all([page.waitForNavigation(), page.click(BUTTON)]);
      expect(await textOf(page, CODE)).toBe('RABAT10');
      expect(await textOf(page, STATUS)).toBe(TEXTS.pl.activated);
      expect(await textOf(page, PRICE)).toBe('179,10 zł');
      await Promise.all([page.waitForNavigation(), page.click(BUTTON)]);
      expect(await textOf(page, STATUS)).toBe(TEXTS.pl.removed);
      expect(await textOf(page, PRICE)).toBe('199,00 zł');
    } finally {
      await context.close();
    }
  });
});
