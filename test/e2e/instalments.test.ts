// instalments in real Chromium against the development shop (spec §2.11, §4.11, §8.4): the
// product page and the basket page with zero axe and CSP violations, following the provider
// link (a new tab) to the fixture calculator, which shows the amount it received.
// Needs the route `/instalments/calculator` (fixtures/pages/instalment-provider.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { consoleErrors, useShop, addToBasket } from '../helpers/e2e-context.ts';

const shop = useShop();
const MARKER = '[data-widget="instalments"]';
const LINK = `${MARKER} a.sf-instalments__trigger`;
const BUTTON = `${MARKER} button.sf-instalments__trigger`;

/** Clicks the provider link and returns the amount the calculator tab received. */
async function followToProvider(page: Page, selector: string): Promise<string | null> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.click(selector)]);
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname).toBe('/instalments/calculator');
  const amount = await tab.textContent('#instalment-amount');
  await tab.close();
  return amount;
}

async function expectClean(p: { page: Page; cspViolations(): Promise<unknown[]> }) {
  const axe = await runAxe(p.page);
  expect(axe, formatViolations(axe)).toEqual([]);
  expect(await p.cspViolations()).toEqual([]);
}

describe('instalments', () => {
  it('product page: the amount follows the quantity field; the link opens the calculator with it', async () => {
    const p = await shop.open('/product/1001');
    // The calculator sits below the product form and mounts when visible.
    await p.page.locator(MARKER).scrollIntoViewIfNeeded();
    await p.page.waitForSelector(`${MARKER}[data-widget-state="mounted"] .sf-instalments`);
    // 199,00 zł × 1 is below the 300,00 zł minimum: the button opens the dialog.
    await p.page.click(BUTTON);
    await p.page.waitForSelector('[role="dialog"] button.sf-instalments__go[disabled]');
    expect(await p.page.textContent('[role="dialog"] .sf-instalments__hint')).toBe(
      'Minimalna kwota na raty to 300,00 zł. Zwiększ kwotę o co najmniej 101,00 zł.',
    );
    await expectClean(p);
    await p.page.keyboard.press('Escape');
    await p.page.waitForSelector('[role="dialog"]', { state: 'detached' });

    await p.page.fill('#projector-quantity', '2');
    await p.page.waitForSelector(LINK);
    expect(await p.page.getAttribute(LINK, 'target')).toBe('_blank');
    expect(await followToProvider(p.page, LINK)).toBe('398.00');

    // The bus wins too: the product form (a later widget) announces price and quantity.
    await p.page.evaluate(() => {
      window.StorefrontWidgets!.emit('product:price-changed', { productId: 1001, sizeId: 'XL', priceType: 'gross', value: 219 });
      window.StorefrontWidgets!.emit('product:quantity-changed', { productId: 1001, quantity: 3 });
    });
    await p.page.waitForSelector(`${LINK}[href$="amount=657.00"]`);
    expect(await followToProvider(p.page, LINK)).toBe('657.00');
    await expectClean(p);
    expect(consoleErrors(p)).toEqual([]);
  });

  it('product page with a basket: "including the basket amount" sends basket + product', async () => {
    const first = await shop.open('/');
    expect(await addToBasket(first.page, [{ id: 1003, size: 'S', quantity: 1 }])).toBe('success');
    const p = await shop.open('/product/1001');
    // The calculator sits below the product form and mounts when visible.
    await p.page.locator(MARKER).scrollIntoViewIfNeeded();
    await p.page.waitForSelector(`${MARKER}[data-widget-state="mounted"] .sf-instalments`);
    await p.page.click(BUTTON);
    const withBasket = '[role="dialog"] a.sf-instalments__go';
    await p.page.waitForSelector(withBasket);
    await expectClean(p);
    expect(await followToProvider(p.page, withBasket)).toBe('658.00');
  });

  it('basket page: within the bounds the link goes straight to the provider', async () => {
    const first = await shop.open('/');
    expect(await addToBasket(first.page, [{ id: 1001, size: 'S', quantity: 2 }])).toBe('success');
    const p = await shop.open('/basketedit.php');
    await p.page.waitForSelector(`${MARKER}[data-widget-state="mounted"] ${LINK.slice(MARKER.length + 1)}`);
    await expectClean(p);
    expect(await followToProvider(p.page, LINK)).toBe('398.00');
    expect(consoleErrors(p)).toEqual([]);
  });

  it('basket page: a product the provider does not take gives a dialog with a disabled button', async () => {
    const first = await shop.open('/');
    expect(
      await addToBasket(first.page, [
        { id: 1003, size: 'S', quantity: 1 },
        { id: 1012, quantity: 1 },
      ]),
    ).toBe('success');
    const p = await shop.open('/basketedit.php');
    await p.page.waitForSelector(`${MARKER}[data-widget-state="mounted"] .sf-instalments`);
    await p.page.click(BUTTON);
    await p.page.waitForSelector('[role="dialog"] button.sf-instalments__go[disabled]');
    expect(await p.page.textContent('[role="dialog"] .sf-instalments__hint')).toContain(
      'Nie wszystkie produkty w koszyku można kupić na raty: Karta podarunkowa 100 zł.',
    );
    await expectClean(p);
  });
});
