// store-map in real Chromium (spec §2.13, §3.13, §8.4, §9.10): the stores map with its list (city
// filter, list ↔ marker selection), clusters that zoom to their expansion zoom, the pickup-point
// search by address and by location (with the §8.4 messages); zero axe and CSP violations.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { chunkPath } from '../helpers/chunks.ts';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const MARKER = '[data-widget="store-map"]';
const ITEM = `${MARKER} .sf-store-map__item`;

async function expectClean(p: { page: Page; cspViolations(): Promise<unknown[]> }) {
  const axe = await runAxe(p.page);
  expect(axe, formatViolations(axe)).toEqual([]);
  expect(await p.cspViolations()).toEqual([]);
}

/** Which engine clustered the last render (the `store-map:rendered` mark of src/ui/map/leaflet-map.ts). */
const engineOf = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByName('store-map:rendered').at(-1) as PerformanceMark | undefined)?.detail?.engine as string | undefined);

/** 1,000 points fitted into view; clicking a cluster zooms in to its expansion zoom, and the list follows. */
async function expectClusterZoom(p: { page: Page; requests(prefix: string): string[] }) {
  const cluster = `${MARKER} .sf-store-map__cluster`;
  await p.page.waitForSelector(cluster);
  const summary = () => p.page.textContent(`${MARKER} .sf-store-map__summary`);
  expect(await summary()).toBe('50 z 1000 punktów w widocznym obszarze mapy');
  expect(p.requests('/tiles/').length).toBeGreaterThan(0);
  const zoomOf = () =>
    p.page.evaluate(() =>
      Math.max(...[...document.querySelectorAll<HTMLImageElement>('.leaflet-tile')].map((i) => Number(/\/tiles\/(\d+)\//.exec(i.src)?.[1] ?? 0))),
    );
  const before = await zoomOf();
  await p.page.locator(cluster).first().click();
  // Fewer points are in view after zooming in.
  await p.page.waitForFunction((s) => !/z 1000 /.test(document.querySelector(s)?.textContent ?? ''), `${MARKER} .sf-store-map__summary`);
  expect(await zoomOf()).toBeGreaterThan(before);
}

async function choose(page: Page, label: string, option: string) {
  await page.locator(MARKER).getByLabel(label).selectOption(option);
}

describe('store-map', () => {
  it('stores: the list filters by city; list → marker and marker → list', async () => {
    const p = await shop.open('/stores');
    await p.page.waitForSelector(`${MARKER}[data-widget-state="mounted"] .leaflet-marker-icon`);
    // Marker images come from /gfx/standards/ (§2.13).
    expect(p.requests('/gfx/standards/marker-icon').length + p.requests('/gfx/standards/marker-icon-2x').length).toBeGreaterThan(0);
    expect(await p.page.locator(ITEM).count()).toBe(30);
    await expectClean(p);

    await choose(p.page, 'Miasto', 'Warszawa');
    await p.page.waitForFunction((s) => document.querySelectorAll(s).length === 4, ITEM);
    const cities = await p.page.locator(`${ITEM} .sf-store-map__item-meta`).allTextContents();
    expect(cities.every((c) => c.endsWith('Warszawa'))).toBe(true);

    // List → marker: the marker is shown on its own and highlighted.
    const title = (await p.page.locator(`${ITEM} .sf-store-map__item-title`).nth(2).textContent())!;
    const item = p.page.locator(ITEM, { hasText: title });
    await item.click();
    expect(await item.getAttribute('aria-pressed')).toBe('true');
    await p.page.locator(`${MARKER} img.sf-store-map__marker--selected[alt="${title}"]`).waitFor({ state: 'visible' });
    // The selected store's details: opening hours per weekday.
    expect(await p.page.locator(`${MARKER} .sf-store-map__hours tr`).count()).toBe(7);

    // Marker → list: selects the entry and moves focus to it (Gdańsk's two stores show as two markers).
    await choose(p.page, 'Miasto', 'Gdańsk');
    await p.page.waitForFunction((s) => document.querySelectorAll(s).length === 2, ITEM);
    const other = p.page.locator(`${MARKER} img.leaflet-marker-icon:not(.sf-store-map__marker--selected):not(.sf-store-map__cluster)`).first();
    await other.waitFor({ state: 'visible' });
    const otherTitle = await other.getAttribute('alt');
    await other.click();
    const pressed = p.page.locator(`${ITEM}[aria-pressed="true"]`);
    await p.page.waitForFunction((s) => document.activeElement?.matches(s) ?? false, `${ITEM}[aria-pressed="true"]`);
    expect(await pressed.locator('.sf-store-map__item-title').textContent()).toBe(otherTitle);
    await expectClean(p);
    expect(consoleErrors(p)).toEqual([]);
  });

  it('pickup points: clusters zoom to their expansion zoom; the list follows the viewport (clustering in the worker)', async () => {
    const p = await shop.open('/pickup-points?count=1000');
    await expectClusterZoom(p);
    // The worker is the default under the page's Trusted Types (the `storefront` policy vouches for it).
    expect(await engineOf(p.page)).toBe('worker');
    expect(p.requests(chunkPath('store-map-worker.js')).length).toBe(1);
    await expectClean(p);
    expect(consoleErrors(p)).toEqual([]);
  });

  it('pickup points: a worker that cannot start leaves the clustering on the main thread, which works the same', async () => {
    const p = await shop.open('/pickup-points?count=1000', { cookies: { 'fixture-fault': '404@' + chunkPath('store-map-worker.js') } });
    await expectClusterZoom(p);
    expect(await engineOf(p.page)).toBe('main');
    expect(p.requests(chunkPath('store-map-worker.js')).length).toBe(1);
    await expectClean(p);
    // Only the refused worker script is reported.
    expect(consoleErrors(p).every((e) => /404/.test(e))).toBe(true);
  });

  it('pickup points: search by address shows distances; an unknown address says "check another address"', async () => {
    const p = await shop.open('/pickup-points?count=100');
    await p.page.waitForSelector(`${MARKER}[data-widget-state="mounted"] .leaflet-marker-icon`);
    await p.page.fill(`${MARKER} input[name="address"]`, 'Atlantyda 1');
    await p.page.click(`${MARKER} button[type="submit"]`);
    await p.page.waitForSelector(`${MARKER} .sf-store-map__message`);
    expect(await p.page.textContent(`${MARKER} .sf-store-map__message`)).toBe('Brak punktów odbioru w pobliżu, sprawdź inny adres.');
    expect(p.requests('/graphql').some((u) => u.includes('query=searchPickupPoints'))).toBe(true);

    await p.page.fill(`${MARKER} input[name="address"]`, 'ul. Floriańska 1, Kraków');
    await p.page.click(`${MARKER} button[type="submit"]`);
    await p.page.waitForSelector(`${MARKER} .sf-store-map__message`, { state: 'detached' });
    await p.page.waitForFunction((s) => document.querySelector(s)?.textContent?.includes('Kraków') ?? false, `${MARKER} .sf-store-map__item`);
    const first = p.page.locator(`${MARKER} .sf-store-map__item`).first();
    expect(await first.textContent()).toMatch(/Odległość: \d/);
    // Opening days per weekday (§3.13) for the chosen point.
    await first.click();
    expect(await p.page.locator(`${MARKER} .sf-store-map__hours tr`).count()).toBe(7);
    await expectClean(p);
  });

  it('pickup points: location refused → "the map lacks permission"; allowed → the nearest points', async () => {
    const p = await shop.open('/pickup-points?count=100');
    await p.page.waitForSelector(`${MARKER}[data-widget-state="mounted"] .leaflet-marker-icon`);
    await p.page.context().clearPermissions();
    await p.page.click(`${MARKER} button:has-text("Użyj mojej lokalizacji")`);
    await p.page.waitForFunction((s) => /uprawnień/.test(document.querySelector(s)?.textContent ?? ''), `${MARKER} .sf-store-map__message`);
    expect(await p.page.textContent(`${MARKER} .sf-store-map__message`)).toBe(
      'Mapa nie ma uprawnień do Twojej lokalizacji. Wpisz adres albo zezwól na dostęp w ustawieniach przeglądarki.',
    );

    await p.page.context().grantPermissions(['geolocation']);
    await p.page.context().setGeolocation({ latitude: 54.352, longitude: 18.6466 });
    await p.page.click(`${MARKER} button:has-text("Użyj mojej lokalizacji")`);
    await p.page.waitForFunction((s) => document.querySelector(s)?.textContent?.includes('Gdańsk') ?? false, `${MARKER} .sf-store-map__item`);
    expect(p.requests('/graphql').filter((u) => u.includes('query=searchPickupPoints')).length).toBe(1);
    await expectClean(p);
  });
});
