// The toasts widget in real Chromium on the home page: a toast raised through the public API
// lands in the right live region, closes from its button, and the page keeps zero axe and CSP
// violations with toasts showing. Timing is covered by the happy-dom tests (fake clock).
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';

const shop = useShop();

describe('toasts on a real page', () => {
  it('toast:requested from page code shows in the live regions; close works; no axe or CSP violations', async () => {
    const p = await shop.open('/');
    await p.page.waitForSelector('[data-widget="toasts"][data-widget-state="mounted"] [role="alert"]', { state: 'attached' });
    await p.page.evaluate(() => {
      const api = window.StorefrontWidgets!;
      api.emit('toast:requested', { kind: 'success', text: 'Produkt dodany do koszyka', durationMs: 60_000 });
      api.emit('toast:requested', { kind: 'error', text: 'Błąd połączenia', durationMs: 60_000 });
    });
    await p.page.waitForSelector('.sf-toast--error');
    expect(await p.page.textContent('[role="status"][aria-live="polite"]')).toContain('Produkt dodany do koszyka');
    expect(await p.page.textContent('[role="alert"][aria-live="assertive"]')).toContain('Błąd połączenia');
    expect(await p.page.$$eval('.sf-toast', (els) => els.length)).toBe(2);

    const axe = await runAxe(p.page);
    expect(axe, formatViolations(axe)).toEqual([]);

    await p.page.click('.sf-toast--error .sf-toast__close');
    await p.page.waitForSelector('.sf-toast--error', { state: 'detached' });
    expect(await p.page.$$eval('.sf-toast', (els) => els.length)).toBe(1);
    expect(await p.cspViolations()).toEqual([]);
    expect(p.pageErrors.map((e) => e.message)).toEqual([]);
    expect(consoleErrors(p)).toEqual([]);
  });
});
