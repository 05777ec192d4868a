// date-picker on the order page (/order/delivery-date) in real Chromium: open the courier
// calendar, choose a day with the keyboard only, the server input holds it, the form submits it;
// the open dialog has zero axe and CSP violations. Without JavaScript the same form works.
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const DELIVERY = '[data-widget="date-picker"]:has(#delivery-date)';

describe('date-picker', () => {
  it('keyboard only: open, choose a delivery day, submit the server form', async () => {
    const p = await shop.open('/order/delivery-date');
    const { page } = p;
    await page.waitForSelector(DELIVERY + '[data-widget-state="mounted"]');
    await page.focus('#delivery-date');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sf-date-picker__open');
    await page.keyboard.press('Enter');
    await page.waitForSelector(DELIVERY + ' [role="dialog"] td[tabindex="0"]:focus');
    // Focus starts on the first available day (the courier's calendar, §3.12).
    const first = await page.evaluate(() => document.activeElement!.getAttribute('data-date'));
    expect(await page.getAttribute(`td[data-date="${first}"]`, 'aria-disabled')).toBeNull();

    const axe = await runAxe(page);
    expect(axe, formatViolations(axe)).toEqual([]);

    // Next week, same weekday: still a working day unless it is a holiday; move on to an enabled one.
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 7 && (await page.evaluate(() => document.activeElement!.getAttribute('aria-disabled'))); i++) await page.keyboard.press('ArrowRight');
    const chosen = (await page.evaluate(() => document.activeElement!.getAttribute('data-date')))!;
    await page.keyboard.press('Enter');
    await page.waitForSelector(DELIVERY + ' [role="dialog"]', { state: 'detached' });
    // WAI-ARIA date picker dialog: focus goes back to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-widget]')?.querySelector('input')?.id)).toBe('delivery-date');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sf-date-picker__open');
    const [y, m, d] = chosen.split('-');
    const value = `${d}-${m}-${y}`;
    expect(await page.inputValue('#delivery-date')).toBe(value);

    await page.fill('#birth-date', '15-06-1990');
    await page.click('form.order-dates button[type="submit"]');
    await page.waitForSelector('#submitted-delivery');
    expect(new URL(page.url()).searchParams.get('deliveryDate')).toBe(value);
    expect(await page.textContent('#submitted-delivery')).toBe(value);
    expect(await page.textContent('#submitted-birth')).toBe('15-06-1990');
    expect(await p.cspViolations()).toEqual([]);
    expect(consoleErrors(p)).toEqual([]);
  });

  it('the birth-date picker reads the server value; Escape closes and returns focus', async () => {
    const p = await shop.open('/order/delivery-date?deliveryDate=&birthDate=15-06-1990');
    const { page } = p;
    await page.waitForSelector('[data-widget="date-picker"]:has(#birth-date)[data-widget-state="mounted"]');
    await page.click('[data-widget="date-picker"]:has(#birth-date) .sf-date-picker__open');
    await page.waitForSelector('td[data-date="1990-06-15"][aria-selected="true"]:focus');
    await page.keyboard.press('Shift+PageUp');
    expect(await page.evaluate(() => document.activeElement!.getAttribute('data-date'))).toBe('1989-06-15');
    expect(await page.textContent('[data-widget="date-picker"]:has(#birth-date) [role="status"]')).toBe('Czerwiec 1989');
    const axe = await runAxe(page);
    expect(axe, formatViolations(axe)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.closest('[data-widget]')?.querySelector('input')?.id)).toBe('birth-date');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sf-date-picker__open');
    expect(await page.inputValue('#birth-date')).toBe('15-06-1990');
    expect(await p.cspViolations()).toEqual([]);
  });

  it('the server form round-trips what a browser without JavaScript submits', async () => {
    const p = await shop.open('/order/delivery-date?deliveryDate=01-02-2030&birthDate=02-03-1980');
    const { page } = p;
    expect(await page.textContent('#submitted-delivery')).toBe('01-02-2030');
    expect(await page.inputValue('#birth-date')).toBe('02-03-1980');
  });

  it('the popup is modal: Tab and Shift+Tab stay inside, Escape returns focus to the button; field and button ≥ 24 px', async () => {
    const p = await shop.open('/order/delivery-date');
    const { page } = p;
    await page.waitForSelector(DELIVERY + '[data-widget-state="mounted"]');
    const size = await page.$eval(DELIVERY, (m) => {
      const input = m.querySelector('input')!.getBoundingClientRect();
      const button = m.querySelector('.sf-date-picker__open')!.getBoundingClientRect();
      return { input: input.height, button: [button.width, button.height] };
    });
    expect(size.input).toBeGreaterThanOrEqual(24);
    expect(Math.min(...size.button)).toBeGreaterThanOrEqual(24);
    await page.click(DELIVERY + ' .sf-date-picker__open');
    await page.waitForSelector(DELIVERY + ' [role="dialog"][aria-modal="true"] td[tabindex="0"]:focus');
    const inside = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await inside(), key).toBe(true);
    }
    const axe = await runAxe(page);
    expect(axe, formatViolations(axe)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector(DELIVERY + ' [role="dialog"]', { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sf-date-picker__open');
    const whole = await runAxe(page);
    expect(whole, formatViolations(whole)).toEqual([]);
  });

  it.each([
    ['beside its label', 'row'],
    ['at the right edge', 'column'],
  ])('at 390 px the open calendar lies within the viewport with its field %s, axe-clean', async (_, direction) => {
    const p = await shop.open('/order/delivery-date', { viewport: { width: 390, height: 800 } });
    const { page } = p;
    await page.waitForSelector(DELIVERY + '[data-widget-state="mounted"]');
    // A theme's layout (through the CSSOM: the page's CSP allows no inline style sheet).
    await page.$eval(
      '.order-dates__field:has(#delivery-date)',
      (field, dir) => {
        field.querySelector('br')?.remove();
        Object.assign(field.style, { display: 'flex', flexDirection: dir, alignItems: dir === 'row' ? 'center' : 'flex-end', gap: '8px' });
      },
      direction,
    );
    const field = await page.$eval(DELIVERY, (m) => m.getBoundingClientRect().left);
    expect(field).toBeGreaterThan(100);
    await page.click(DELIVERY + ' .sf-date-picker__open');
    await page.waitForSelector(DELIVERY + ' [role="dialog"] td[tabindex="0"]:focus');
    // Placed (floating-ui writes its left and top once it has measured).
    await page.waitForFunction((sel) => document.querySelector<HTMLElement>(sel)?.style.left.endsWith('px'), DELIVERY + ' [role="dialog"]');
    const box = await page.$eval(DELIVERY + ' [role="dialog"]', (d) => {
      const edge = (sel: string) => d.querySelector(sel)!.getBoundingClientRect();
      const r = d.getBoundingClientRect();
      const next = edge('.sf-date-picker__arrow:last-of-type');
      const sunday = edge('th:last-child');
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, next: next.right, sunday: sunday.right, width: innerWidth, height: innerHeight };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(box.width);
    expect(box.next).toBeLessThanOrEqual(box.width);
    expect(box.sunday).toBeLessThanOrEqual(box.width);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
    const axe = await runAxe(page);
    expect(axe, formatViolations(axe)).toEqual([]);
    expect(await p.cspViolations()).toEqual([]);
  });
});
