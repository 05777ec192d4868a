// Tell me when available (spec §4.13, §5.7, §7.5, §8.3) in real Chromium on the
// development shop: the button shows on a product with a sold-out size, its dialog's code loads only
// when reached for, the e-mail and the shop's fields are checked by the customer forms' rules, the
// call carries the test provider's captcha token, each errdesc shows its text, success closes the
// dialog and says so, a double submit sends once, and a failed call (500, time-out, a broken answer)
// shows the connection text with nothing typed lost. Zero axe and CSP violations in each state.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { chunkPath } from '../helpers/chunks.ts';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const OPENER = '#projector-form [data-dialog="notify"]';
const DIALOG = '[role="dialog"]:has(form.sf-notify)';
const SEND = `${DIALOG} button[type="submit"]`;

async function expectClean(p: ShopPage, errors: string[] = []) {
  for (const width of [320, 390, 1280]) {
    await p.page.setViewportSize({ width, height: 800 });
    const axe = await runAxe(p.page);
    expect(axe, `${width} px: ${formatViolations(axe)}`).toEqual([]);
  }
  expect(await p.cspViolations()).toEqual([]);
  expect(consoleErrors(p).filter((e) => !errors.some((x) => e.includes(x)))).toEqual([]);
}

async function openDialog(path: string, cookies?: Record<string, string>) {
  const p = await shop.open(path, cookies ? { cookies } : {});
  const chunkBefore = p.requests('/storefront/').filter((u) => u.includes('projector-form.notify'));
  await p.page.click(OPENER);
  await p.page.waitForSelector(DIALOG);
  return { p, page: p.page, chunkBefore };
}

const observed = async (page: Page) =>
  (await (await page.context().request.get('/__fixture/observed')).json()) as Array<{
    product: number;
    size: string;
    email: string;
    fields: Record<string, string>;
  }>;
const observedCalls = (p: ShopPage) => p.requests('/ajax/projector.php').filter((u) => u.includes('action=set_product_observed'));

describe('tell me when available (§4.13)', () => {
  it('opens from a product with a sold-out size, loads its code only then, checks the e-mail, sends once with the captcha token and closes on success', async () => {
    const { p, page, chunkBefore } = await openDialog('/product/1001');
    expect(chunkBefore).toEqual([]); // nothing downloaded before the shopper reached for it
    expect(await page.textContent(`${DIALOG} h2`)).toBe('Powiadomienie o dostępności');
    // §5.1: an empty e-mail is required; a wrong one gets the §8.3 text. The error names the field.
    await page.click(SEND);
    await page.waitForSelector(`${DIALOG} input[name="email"][aria-invalid="true"]`);
    expect(await page.$eval(`${DIALOG} input[name="email"]`, (i) => document.getElementById(i.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
      'Proszę wypełnić to pole.',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await page.textContent(`${DIALOG} .sf-notify__error`)).toBe('Proszę wypełnić to pole.');
    await expectClean(p);
    await page.fill(`${DIALOG} input[name="email"]`, 'jan@example');
    await page.click(SEND);
    await page.waitForFunction((d) => document.querySelector(d + ' .sf-notify__error')?.textContent === 'Niepoprawny adres email', DIALOG);
    expect(observedCalls(p)).toEqual([]);
    // A double click sends once; success closes the dialog and the text stays where it was asked for.
    await page.fill(`${DIALOG} input[name="email"]`, 'jan@example.com');
    await page.dblclick(SEND);
    const done = await page.waitForSelector('#projector-form .sf-notify__done:not(:empty)');
    expect(await done.textContent()).toBe('Produkt został poprawnie dodany do powiadomień');
    expect(await page.$(DIALOG)).toBeNull();
    // Focus goes back to the opener as the dialog closes, which may be a frame after the text shows.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-dialog') === 'notify');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-dialog'))).toBe('notify');
    const calls = observedCalls(p);
    expect(calls).toHaveLength(1);
    const q = new URL(calls[0]!, 'http://x').searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      action: 'set_product_observed',
      product: '1001',
      size: 'L',
      email: 'jan@example.com',
      mode: '2',
      field: '{}',
    });
    expect(q.get('recaptcha')).toMatch(/^test-captcha\.dev-site-key\.notify\./);
    expect(await observed(page)).toEqual([{ product: 1001, size: 'L', email: 'jan@example.com', fields: {} }]);
    await expectClean(p);
  });

  it('Italian: the shop\'s own fields are checked and sent as JSON; "limit" and "increase_quantity" show their texts', async () => {
    const { p, page } = await openDialog('/product/1017?lang=it');
    await page.fill(`${DIALOG} input[name="email"]`, 'limit@example.com');
    await page.fill(`${DIALOG} input[name="phone"]`, '12');
    await page.click(SEND);
    // The required consent checkbox has no text (§5.1), only its state; the phone is too short.
    await page.waitForSelector(`${DIALOG} input[name="consent"][aria-invalid="true"]`);
    expect(await page.$$eval(`${DIALOG} .sf-notify__error`, (els) => els.map((e) => e.textContent))).toEqual(['Inserisci un numero di telefono valido.']);
    await page.fill(`${DIALOG} input[name="phone"]`, '');
    await page.check(`${DIALOG} input[name="consent"]`);
    await page.click(SEND);
    const alert = await page.waitForSelector(`${DIALOG} [role="alert"]`);
    expect(await alert.textContent()).toBe("Si è verificato un errore durante l'aggiunta del prodotto. Verifica la correttezza dei dati inseriti");
    await expectClean(p);
    await page.fill(`${DIALOG} input[name="email"]`, 'quantity@example.com');
    await page.click(SEND);
    await page.waitForFunction(
      (d) => document.querySelector(d + ' [role="alert"]')?.textContent === 'Aumenta la quantità per verificare costi e tempi di consegna',
      DIALOG,
    );
    const last = new URL(observedCalls(p).at(-1)!, 'http://x').searchParams;
    expect(JSON.parse(last.get('field')!)).toEqual({ phone: '', consent: '1' });
    expect(last.get('size')).toBe('uniw');
  });

  it.each(['500', 'timeout', 'malformed'])('a %s answer shows the connection text and keeps what was typed', async (fault) => {
    const path = '/product/1001' + (fault === 'timeout' ? '?timeoutMs=1500' : '');
    const { p, page } = await openDialog(path, { 'fixture-fault': encodeURIComponent(`${fault}@/ajax/projector.php?action=set_product_observed`) });
    await page.fill(`${DIALOG} input[name="email"]`, 'jan@example.com');
    await page.click(SEND);
    const alert = await page.waitForSelector(`${DIALOG} [role="alert"]`);
    expect(await alert.textContent()).toBe('Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.');
    expect(await page.inputValue(`${DIALOG} input[name="email"]`)).toBe('jan@example.com');
    expect(await observed(page)).toEqual([]);
    await expectClean(p, ['tell me when available', 'Failed to load resource']);
  });

  it('without a captcha provider no token is sent, and the console says why once', async () => {
    const { p, page } = await openDialog('/product/1001?captcha=off');
    await page.fill(`${DIALOG} input[name="email"]`, 'jan@example.com');
    await page.click(SEND);
    await page.waitForSelector(`${DIALOG} [role="alert"]`); // the shop refuses a request without a token
    await page.fill(`${DIALOG} input[name="email"]`, 'anna@example.com');
    await page.click(SEND);
    await page.waitForFunction((d) => !document.querySelector(d + ' form[aria-busy="true"]') && document.querySelector(d + ' [role="alert"]'), DIALOG);
    await p.requestsSettled('/ajax/projector.php');
    const calls = observedCalls(p);
    expect(calls.length).toBe(2);
    expect(calls.every((u) => !new URL(u, 'http://x').searchParams.has('recaptcha'))).toBe(true);
    expect(p.consoleMessages.filter((m) => m.text.includes('storefront-config.captcha'))).toHaveLength(1);
  });

  // Chromium keeps a failed import() failed for the page's life, so each opening says so again.
  it("a dialog whose code does not load says so in a dialog under the opener's name, on every opening", async () => {
    const chunk = chunkPath('projector-form.notify.js');
    const p = await shop.open('/product/1001', { cookies: { 'fixture-fault': encodeURIComponent('500:once@' + chunk) } });
    await p.page.click(OPENER);
    const failed = await p.page.waitForSelector('[role="dialog"] [role="alert"]');
    expect(await failed.textContent()).toBe('Wystąpił błąd połączenia. Sprawdź połączenie z Internetem lub spróbuj ponownie później.');
    expect(await p.page.textContent('[role="dialog"] h2')).toBe('Powiadom mnie o dostępności');
    await p.page.keyboard.press('Escape');
    await p.page.waitForSelector('[role="dialog"]', { state: 'detached' });
    expect(await p.page.evaluate(() => document.activeElement?.getAttribute('data-dialog'))).toBe('notify');
    await p.page.click(OPENER);
    expect(await (await p.page.waitForSelector('[role="dialog"] [role="alert"]')).textContent()).toContain('Wystąpił błąd połączenia');
    await expectClean(p, ['Failed to load resource', 'Failed to fetch dynamically imported module']);
  });
});
