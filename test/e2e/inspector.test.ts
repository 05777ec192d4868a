// The inspector in real Chromium: `?storefront-inspect` outlines the product page's
// markers, a badge opens its details by keyboard, everything is axe-clean at 320, 390 and 1280 px
// under the shop's strict CSP, and the chunk loads only when asked for.
import { describe, expect, it } from 'vitest';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';
import { useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const BADGE = '[data-storefront-inspector] button.badge';

describe('the inspector', () => {
  it('is not downloaded unless asked for; StorefrontWidgets.inspect() then loads it and outlines every marker where it is', async () => {
    const p = await shop.open('/product/1001');
    const { page } = p;
    await p.flushRequests();
    expect(p.requestLog.filter((r) => r.url.includes('inspector'))).toEqual([]);
    await page.evaluate(() => window.StorefrontWidgets!.inspect());
    const badge = page.locator(BADGE, { hasText: /^projector-form · zamontowany · load · \d+ ms$/ });
    await badge.waitFor();
    expect(p.requestLog.filter((r) => r.url.includes('/inspector.js'))).toHaveLength(1);
    // One badge per marker the loader knows.
    const markers = await page.evaluate(() => window.StorefrontWidgets!.widgets().length);
    expect(await page.locator(BADGE).count()).toBe(markers);
    // The badge sits on its marker's edge, inside or just outside it (wherever it covers no control of the page: axe's target-size below).
    const marker = (await page.locator('[data-widget="projector-form"]').boundingBox())!;
    const box = (await badge.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(marker.y - box.height - 1);
    expect(box.y).toBeLessThanOrEqual(marker.y + marker.height + 1);
    expect(box.x).toBeGreaterThanOrEqual(marker.x - 1);
    await expectCleanAtWidths(p);
  });

  it('by keyboard: ?storefront-inspect opens it; Shift+Tab from the top reaches a badge; Enter opens the details in a modal dialog, Escape closes them', async () => {
    const p = await shop.open('/product/1001?storefront-inspect');
    const { page } = p;
    const badge = page.locator(BADGE, { hasText: /^projector-form · zamontowany/ });
    await badge.waitFor();
    const focusedText = () => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent ?? document.activeElement?.textContent);
    // The badges come last in the tab order: backwards from the top of the page, the first stop is one.
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText()).toMatch(/^[a-z-]+ · /);
    await badge.focus();
    await page.keyboard.press('Enter');
    const details = page.locator('[data-storefront-inspector] dialog');
    await details.waitFor();
    await details.locator('dd', { hasText: 'odczytane przez widżet: Projector' }).waitFor();
    await details.locator('dd', { hasText: 'zamawiane przy skanowaniu strony: Projector' }).waitFor();
    expect(await page.evaluate(() => document.querySelector('[data-storefront-inspector] dialog > div')!.shadowRoot!.activeElement?.textContent)).toBe(
      'projector-form',
    );
    await expectCleanAtWidths(p);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    expect(await focusedText()).toMatch(/^projector-form · /);
  });

  it('stays clean on a listing of 100 tiles, its badges listed in the panel where the page has no room', async () => {
    const p = await shop.open('/listing?storefront-inspect');
    const { page } = p;
    await page.locator('[data-storefront-inspector] [role="status"]', { hasText: /^\d+ znacznik/ }).waitFor();
    const markers = await page.evaluate(() => window.StorefrontWidgets!.widgets().length);
    await expect.poll(() => page.locator(BADGE).count()).toBe(markers);
    // Badges with no free place beside their marker are in the panel's list, under its heading; every
    // badge is either there or on the page.
    const panel = page.locator('[data-storefront-inspector] .panel');
    await expect.poll(() => panel.locator('li > button.badge').count()).toBeGreaterThan(0);
    await panel.locator('h3').waitFor();
    // Counted in one go: the badges move as the page's layout settles.
    const where = await page.evaluate(() => {
      const root = document.querySelector('[data-storefront-inspector]')!.shadowRoot!;
      return { placed: root.querySelectorAll('.layer > button.badge').length, listed: root.querySelectorAll('.panel li > button.badge').length };
    });
    expect(where.placed + where.listed).toBe(markers);
    await expectCleanAtWidths(p);
  });
});
