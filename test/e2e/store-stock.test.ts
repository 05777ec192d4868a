// store-stock in real Chromium (spec §2.10 store stocks dialog, §3.17, §8.4): the trigger follows
// `product:size-selected`; the dialog loads sizeAvailability under its label, chooses a size, filters
// by city, expands a store and shows its marker; zero axe and CSP violations; the Leaflet chunk is
// not requested until the dialog opens.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { chunkDir } from '../helpers/chunks.ts';
import { consoleErrors, useShop, reachFor } from '../helpers/e2e-context.ts';

const shop = useShop();
const MARKER = '[data-widget="store-stock"]';
const DIALOG = '[role="dialog"]';

/** The chunk files holding Leaflet (dist and dist-test), by a class name only Leaflet's code has. */
function leafletChunks(): string[] {
  const out: string[] = [];
  for (const dir of ['dist', 'dist-test'] as const) {
    const base = join(import.meta.dirname, '../..', dir, chunkDir('pl', dir));
    for (const f of readdirSync(base)) if (f.endsWith('.js') && readFileSync(join(base, f), 'utf8').includes('leaflet-container')) out.push(f);
  }
  return out;
}

async function choose(page: Page, label: string, option: string) {
  const combo = page.locator(DIALOG).getByRole('combobox', { name: label });
  await combo.click();
  await page.locator(DIALOG).getByRole('option', { name: option, exact: true }).click();
}

async function expectClean(p: { page: Page; cspViolations(): Promise<unknown[]> }) {
  const axe = await runAxe(p.page);
  expect(axe, formatViolations(axe)).toEqual([]);
  expect(await p.cspViolations()).toEqual([]);
}

describe('store-stock', () => {
  it('opens the dialog, chooses a size, filters by city, expands a store and shows its marker', async () => {
    const chunks = leafletChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const p = await shop.open('/stores/product/1001');
    await reachFor(p.page, 'store-stock');
    await p.page.waitForSelector(`${MARKER}[data-widget-state="mounted"] .sf-store-stock__trigger`);
    // §8.4: without a size the trigger says so.
    expect(await p.page.textContent(`${MARKER} .sf-store-stock__hint`)).toBe('Aby sprawdzić dostępność wybierz rozmiar');
    await p.page.evaluate(() => window.StorefrontWidgets!.emit('product:size-selected', { productId: 1001, sizeId: 'L' }));
    await p.page.waitForSelector(`${MARKER} .sf-store-stock__hint`, { state: 'detached' });
    await expectClean(p);
    // No Leaflet before the dialog opens.
    const leafletRequests = () => p.requests('/storefront').filter((u) => chunks.some((c) => u.endsWith('/' + c)));
    expect(leafletRequests()).toEqual([]);
    expect(p.requests('/graphql')).toEqual([]);

    await p.page.click(`${MARKER} .sf-store-stock__trigger`);
    await p.page.waitForSelector(`${DIALOG} .sf-store-stock__status`);
    expect(p.requests('/graphql').some((u) => u.includes('?mutation=projectorFormSizeAvailability'))).toBe(true);
    // Size L has no stock anywhere (§8.4 message).
    expect(await p.page.textContent(`${DIALOG} .sf-store-stock__message`)).toBe(
      'Produkt w wybranym rozmiarze nie jest dostępny w sklepie stacjonarnym, sprawdź inny rozmiar',
    );
    expect(leafletRequests()).toEqual([]);

    // Size M is unlimited in some stores: ∞.
    await choose(p.page, 'Rozmiar', 'M');
    await p.page.waitForSelector(`${DIALOG} .sf-store-stock__store`);
    const quantities = await p.page.locator(`${DIALOG} .sf-store-stock__quantity`).allTextContents();
    expect(quantities.some((q) => q.startsWith('∞'))).toBe(true);
    await p.page.waitForSelector(`${DIALOG} .leaflet-marker-icon`);
    expect(leafletRequests().length).toBeGreaterThan(0);

    await choose(p.page, 'Miasto', 'Warszawa');
    await p.page.waitForFunction((d) => [...document.querySelectorAll(`${d} .sf-store-stock__store-city`)].every((e) => e.textContent === 'Warszawa'), DIALOG);
    const names = await p.page.locator(`${DIALOG} .sf-store-stock__store-name`).allTextContents();
    expect(names.length).toBeGreaterThan(0);

    const first = p.page.locator(`${DIALOG} .sf-store-stock__toggle`).first();
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    const details = p.page.locator(`${DIALOG} .sf-store-stock__details:not([hidden])`).first();
    expect(await details.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await details.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await details.locator('.sf-store-stock__hours tbody tr').count()).toBe(7);
    // The expanded store's marker is on the map, highlighted.
    const marker = p.page.locator(`${DIALOG} img.leaflet-marker-icon.sf-store-map__marker--selected[alt="${names[0]}"]`);
    await marker.waitFor({ state: 'visible' });
    await expectClean(p);
    expect(consoleErrors(p)).toEqual([]);
  });

  it('clicking a marker expands its store', async () => {
    const p = await shop.open('/stores/product/1001');
    await reachFor(p.page, 'store-stock');
    await p.page.waitForSelector(`${MARKER}[data-widget-state="mounted"] .sf-store-stock__trigger`);
    await p.page.evaluate(() => window.StorefrontWidgets!.emit('product:size-selected', { productId: 1001, sizeId: 'S' }));
    await p.page.click(`${MARKER} .sf-store-stock__trigger`);
    await choose(p.page, 'Miasto', 'Kraków');
    const marker = p.page.locator(`${DIALOG} img.leaflet-marker-icon:not(.sf-store-map__cluster)`).first();
    await marker.waitFor({ state: 'visible' });
    const name = await marker.getAttribute('alt');
    await marker.click();
    const toggle = p.page.locator(`${DIALOG} .sf-store-stock__toggle[aria-expanded="true"]`);
    await toggle.waitFor();
    expect(await toggle.locator('.sf-store-stock__store-name').textContent()).toBe(name);
    await expectClean(p);
  });
});
