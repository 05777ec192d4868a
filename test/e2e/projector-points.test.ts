// Loyalty points on the product page in real Chromium (spec §6, §8.4, §9.4, §4.8): the
// part's own chunk, points to 2 decimals with "pkt.", the guest's invitation to log in, a customer's
// balance in the tooltip (following the Basket section without a page reload), buying for points,
// a product only for points, and the points beside a subscription. Zero axe and CSP violations.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectClean } from '../helpers/expect-clean.ts';
import { chunkPath } from '../helpers/chunks.ts';
import { useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const FORM = '[data-widget="projector-form"]';
const POINTS = `${FORM}[data-widget-state="mounted"] .sf-points`;
const ADD = `${FORM} .sf-projector-form__add`;

async function logIn(page: Page, login: string): Promise<void> {
  const res = await page.request.post('/graphql/v1/', {
    data: { query: 'mutation($i: LoginInput!) { login(LoginInput: $i) { status } }', variables: { i: { login, password: 'haslo123' } } },
  });
  expect(((await res.json()) as { data: { login: { status: string } } }).data.login.status).toBe('success');
}

async function basket(page: Page): Promise<Array<{ id: string; forPoints: boolean; worthPoints: number }>> {
  const res = await page.request.post('/graphql/v1/', { data: { query: '{ basket { products { id forPoints worthPoints } } }' } });
  return ((await res.json()) as { data: { basket: { products: Array<{ id: string; forPoints: boolean; worthPoints: number }> } } }).data.basket.products;
}

describe('loyalty points on the product form', () => {
  it('asks a guest to log in (it), then shows the balance once logged in, without a page reload', async () => {
    const p = await shop.open('/product/1072?lang=it');
    const { page } = p;
    await page.waitForSelector(`${POINTS} .sf-points__guest`);
    expect(await page.textContent(`${POINTS} .sf-points__line`)).toBe('Prezzo in punti: 890,00 pkt.');
    expect(await page.textContent(`${POINTS} .sf-points__guest`)).toContain('Accedi per acquistare questo prodotto con i punti');
    expect(await page.getAttribute(`${POINTS} .sf-points__guest a`, 'href')).toBe('/login.php?return=%2Fproduct%2F1072%3Flang%3Dit');
    await expectClean(p);
    await logIn(page, 'jan.kowalski');
    await page.evaluate(() => (window as unknown as { StorefrontWidgets: { refresh(s: string[]): Promise<void> } }).StorefrontWidgets.refresh(['Basket']));
    await page.waitForSelector(`${POINTS} .sf-points__info`);
    await page.focus(`${POINTS} .sf-points__info`);
    await page.waitForSelector('.sf-tooltip[role="tooltip"]');
    expect(await page.textContent('.sf-tooltip')).toBe('Puoi scambiare i punti con questo prodotto. Il tuo saldo: 1 250,50 pkt.');
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await expectClean(p);
    }
    await p.flushRequests();
    expect(p.requests(chunkPath('projector-form.points.js', 'it'))).toHaveLength(1);
  });

  it('buys for points by keyboard: the basket holds a points purchase; too few points disable it', async () => {
    const p = await shop.open('/product/1072');
    const { page } = p;
    await logIn(page, 'jan.kowalski');
    await page.reload();
    await page.waitForSelector(`${POINTS} .sf-points__buy`);
    await page.focus(`${POINTS} .sf-points__buy`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-widget="toasts"] :text("Produkt został dodany do koszyka.")');
    expect(await basket(page)).toEqual([{ id: '1072', forPoints: true, worthPoints: 890 }]);
    // 1 250,50 − 890 = 360,50 left: a second one is 529,50 short.
    await page.waitForSelector(`${POINTS} .sf-points__short:has-text("brakuje 529,50 pkt.")`);
    expect(await page.isDisabled(`${POINTS} .sf-points__buy`)).toBe(true);
    await expectClean(p);
  });

  it('sells a product only in the loyalty program for points alone; a guest cannot buy it', async () => {
    const p = await shop.open('/product/1073');
    const { page } = p;
    await page.waitForSelector(`${POINTS} .sf-points__guest`);
    expect(await page.textContent(`${POINTS} .sf-points__only`)).toBe('Ten produkt jest dostępny tylko w programie lojalnościowym');
    expect(await page.isDisabled(ADD)).toBe(true);
    await logIn(page, 'anna.nowak'); // 40 points: too few for 450
    await page.reload();
    await page.waitForSelector(`${POINTS} .sf-points__short`);
    expect(await page.isDisabled(ADD)).toBe(true);
    await logIn(page, 'jan.kowalski');
    await page.reload();
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.textContent === 'Kup za punkty' && !(document.querySelector(sel) as HTMLButtonElement).disabled,
      ADD,
    );
    await page.click(ADD);
    await page.waitForSelector('[data-widget="toasts"] :text("Produkt został dodany do koszyka.")');
    expect(await basket(page)).toEqual([{ id: '1073', forPoints: true, worthPoints: 450 }]);
  });

  it('sits beside the subscription part; points earned follow the quantity', async () => {
    const p = await shop.open('/product/1004');
    const { page } = p;
    await page.waitForSelector(`${FORM}[data-widget-state="mounted"] .sf-subscription[data-part]`);
    await page.waitForSelector(`${POINTS} .sf-points__guest`);
    expect(await page.textContent(`${POINTS} .sf-points__line`)).toBe('Za ten zakup otrzymasz 3,99 pkt.');
    await page.locator(`${FORM} .sf-subscription input[type="radio"][name="subscription"][value="1"]`).check();
    await page.waitForSelector(`${POINTS} .sf-points__line:has-text("7,98 pkt.")`);
    await expectClean(p);
  });
});
