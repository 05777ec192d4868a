// Unsaved changes in real Chromium (spec §8.4): the address form is marked
// `data-unsaved-warning`; with changes, a partial navigation asks first (a modal dialog, by
// keyboard, zero axe violations) and a real navigation gets the browser's own prompt; no question
// for a form changed back to what it was, and none after a successful submit.
import { describe, expect, it } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';
import { useShop } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const LISTS_LINK = '.account-nav a[href="/shoppinglist.php"]';
const CONFIRM = 'dialog.sf-confirm';

async function openAddress(): Promise<ShopPage> {
  const p = await shop.open('/client-address.php');
  // The shell's parts are in: its live region (navigation) is there, and the form is the widget's.
  await p.page.waitForSelector('[data-storefront-announcer]', { state: 'attached' });
  await p.page.waitForSelector('#client-address[data-widget-state="mounted"]');
  await p.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  return p;
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe('unsaved changes', () => {
  it('a partial navigation asks first: Escape (or "stay") keeps the page and the typing, "leave" goes', async () => {
    const p = await openAddress();
    const { page } = p;
    await page.click('#delivery_firstname');
    await page.keyboard.type('Anna');
    await page.focus(LISTS_LINK);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${CONFIRM}[open]`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zostań na stronie');
    expect(await page.textContent(`${CONFIRM} #sf-confirm-message`)).toBe('Masz niezapisane zmiany. Czy na pewno chcesz opuścić stronę?');
    await expectCleanAtWidths(p);
    await page.keyboard.press('Escape');
    await page.waitForSelector(CONFIRM, { state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/client-address.php');
    expect(await page.inputValue('#delivery_firstname')).toBe('Anna');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/shoppinglist.php');
    // Again, and this time leave: Tab to "leave", Enter.
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${CONFIRM}[open]`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => location.pathname === '/shoppinglist.php' && !!document.querySelector('.account-nav [aria-current="page"][href="/shoppinglist.php"]'),
    );
    expect(await sameDocument(page)).toBe(true);
    expect(p.requests('/client-address.php')).toHaveLength(1);
  });

  it('typing and undoing it is no change: the partial navigation goes without a question', async () => {
    const p = await openAddress();
    const { page } = p;
    await page.click('#delivery_city');
    await page.keyboard.type('Łódź');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
    await page.click(LISTS_LINK);
    await page.waitForFunction(() => location.pathname === '/shoppinglist.php');
    expect(await page.$(CONFIRM)).toBeNull();
    expect(await sameDocument(page)).toBe(true);
  });

  it("a real navigation gets the browser's prompt while there are changes; a successful submit never does", async () => {
    const p = await openAddress();
    const { page } = p;
    const prompts: string[] = [];
    const answer = (dialog: Dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    };
    page.on('dialog', answer);
    await page.click('#delivery_firstname');
    await page.keyboard.type('Anna');
    await page.click('.shop-logo');
    await expect.poll(() => prompts).toEqual(['beforeunload']);
    expect(new URL(page.url()).pathname).toBe('/client-address.php');
    // Filled in and sent: the answer page loads, which a dismissed prompt would have stopped.
    await page.fill('#delivery_lastname', 'Nowak');
    await page.fill('#delivery_street', 'Polna 5');
    await page.fill('#delivery_zipcode', '00-950');
    await page.fill('#delivery_city', 'Warszawa');
    await page.fill('#delivery_phone', '600100200');
    await page.fill('#delivery_iban', 'PL61 1090 1014 0000 0712 1981 2874');
    await Promise.all([page.waitForEvent('load'), page.click('#client-address button[type="submit"]')]);
    expect(await sameDocument(page)).toBe(false);
    expect(await page.textContent('main')).toContain('Anna');
    expect(prompts).toEqual(['beforeunload']);
  });

  it("a submit that the form's own checks stop keeps the warning: the partial navigation still asks", async () => {
    const p = await openAddress();
    const { page } = p;
    await page.click('#delivery_firstname');
    await page.keyboard.type('Anna');
    // The other required fields are empty: customer-form's validation stops the submit and says so.
    await page.click('#client-address button[type="submit"]');
    await page.waitForSelector('#delivery_lastname[aria-invalid="true"]');
    expect(new URL(page.url()).pathname).toBe('/client-address.php');
    await page.click(LISTS_LINK);
    await page.waitForSelector(`${CONFIRM}[open]`);
    await page.keyboard.press('Escape');
    await page.waitForSelector(CONFIRM, { state: 'detached' });
    expect(await page.inputValue('#delivery_firstname')).toBe('Anna');
    expect(await sameDocument(page)).toBe(true);
  });
});
