// The development shop's pages built like an IdoSell theme (fixtures/pages/theme-pages.ts: the theme's
// ids, classes and grid, a 62.5 % root, the markers on the theme's own elements), with and without the
// theme's tabs script (?legacy=1), at a phone and a desktop width: every marker mounts, no theme text is
// lost, no widget text is under 12 px, the buy button stays in the theme's right column on the first
// screen, and the logo keeps its box on a phone.
import { Window } from 'happy-dom';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';
import type { ShopPage } from '../helpers/shop-page.ts';
import { smallTexts } from '../helpers/small-texts.ts';

const shop = useShop();

const PAGES = ['/theme/product/1001', '/theme/search', '/theme/basket'];
const CASES = PAGES.flatMap((path) => [path, path + '?legacy=1']).flatMap((path) => [390, 1280].map((width) => [path, width] as const));

const fold = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Each marker's text pieces in the HTML as served (before any script), by the marker's name and place. */
async function servedTexts(path: string): Promise<Array<{ name: string; pieces: string[] }>> {
  const res = await fetch(new URL(path, shop.shopUrl), { headers: { accept: 'text/html' } });
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(await res.text(), 'text/html');
  const out = [...doc.querySelectorAll('[data-widget]')].map((m) => {
    const pieces: string[] = [];
    const walk = doc.createTreeWalker(m, window.NodeFilter.SHOW_TEXT);
    // A timer's text (the promotion countdown) changes by the second: not the theme's text to keep.
    for (let n = walk.nextNode(); n; n = walk.nextNode())
      if (fold(n.textContent ?? '') && !n.parentElement?.closest('[role="timer"]')) pieces.push(fold(n.textContent ?? ''));
    return { name: m.getAttribute('data-widget') ?? '', pieces };
  });
  await window.happyDOM.close();
  return out;
}

/** Every marker reached (a pointer over it: the widgets that load on interaction) and mounted. */
async function allMounted(page: Page): Promise<void> {
  const count = await page.locator('[data-widget]').count();
  for (let i = 0; i < count; i++) await page.locator('[data-widget]').nth(i).dispatchEvent('pointerover');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-widget]')].every((m) => m.getAttribute('data-widget-state') === 'mounted'));
}

async function openTheme(path: string, width: number): Promise<ShopPage> {
  const p = await shop.open(path, { viewport: { width, height: 900 } });
  // The theme's script ran before the bundle mounted (and moved the product page's sections).
  if (path.includes('legacy=1')) expect(await p.page.getAttribute('html', 'data-theme-script')).toBe('ran');
  if (path.includes('legacy=1') && path.includes('/product/')) expect(await p.page.locator('[data-widget="product-tabs"] #opinions_section').count()).toBe(1);
  await allMounted(p.page);
  return p;
}

describe('pages built like an IdoSell theme', () => {
  it.each(CASES)('%s at %i px: every marker mounts, no theme text is lost, no widget text under 12 px, axe and CSP clean', async (path, width) => {
    const served = await servedTexts(path);
    const p = await openTheme(path, width);
    const states = await p.page.$$eval('[data-widget]', (els) => els.map((e) => e.getAttribute('data-widget') + ':' + e.getAttribute('data-widget-state')));
    expect(states).toEqual(served.map((m) => m.name + ':mounted'));
    expect(p.ready?.failed).toEqual([]);

    const now = await p.page.$$eval('[data-widget]', (els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ')));
    const lost = served.flatMap((m, i) => m.pieces.filter((piece) => !now[i]!.includes(piece)).map((piece) => m.name + ': ' + piece));
    expect(lost).toEqual([]);

    expect(await smallTexts(p.page)).toEqual([]);

    const axe = await runAxe(p.page);
    expect(axe, formatViolations(axe)).toEqual([]);
    expect(await p.cspViolations()).toEqual([]);
    expect(p.pageErrors.map((e) => e.message)).toEqual([]);
    expect(consoleErrors(p)).toEqual([]);
  });

  it.each(['/theme/product/1001', '/theme/product/1001?legacy=1'])(
    "%s at 1280×900: the theme's form keeps its id, its extra items, and the basket button on the first screen in the right column",
    async (path) => {
      const p = await openTheme(path, 1280);
      const form = await p.page.evaluate(() => {
        const f = document.querySelector('form[data-widget="projector-form"]')!;
        return { id: f.id, forms: document.querySelectorAll('#projector_form form, form#projector-form').length, text: f.textContent ?? '' };
      });
      expect(form.id).toBe('projector_form');
      expect(form.forms).toBe(0);
      expect(form.text).toContain('dni na łatwy zwrot');
      expect(form.text).toContain('Bezpieczne zakupy');
      const button = (await p.page.locator('#projector_form .sf-projector-form__add').boundingBox())!;
      const photos = (await p.page.locator('#projector_photos').boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(900);
      // The right column: right of the photos, which fill the left one.
      expect(button.x).toBeGreaterThanOrEqual(photos.x + photos.width);
    },
  );

  it.each(PAGES.flatMap((path) => [path, path + '?legacy=1']))('%s at 390 px: the shop logo keeps its box after mounting', async (path) => {
    const p = await openTheme(path, 390);
    const logo = (await p.page.locator('#logo img').boundingBox())!;
    expect(logo.width).toBeGreaterThan(0);
    expect(logo.height).toBeGreaterThan(0);
  });

  it("/theme/product/1001 at 390 px: the theme's menu toggler in the marker <nav> stays shown and opens the categories in the side panel", async () => {
    const p = await openTheme('/theme/product/1001', 390);
    const toggler = p.page.locator('#menu_categories .navbar-toggler');
    const box = (await toggler.boundingBox())!;
    expect(box.width).toBeGreaterThan(0);
    await toggler.click();
    const dialog = p.page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Obuwie' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Wszystkie produkty' }).isVisible()).toBe(true);
    await expectCleanAtWidths(p, { widths: [390] });
  });

  it.each(PAGES.flatMap((path) => [path, path + '?legacy=1']))(
    '%s: zero axe violations at 320, 390 and 1280 px once every marker has mounted',
    async (path) => {
      const p = await openTheme(path, 1280);
      await expectCleanAtWidths(p);
    },
  );
});
