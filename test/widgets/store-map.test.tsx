// store-map through the real loader in happy-dom (spec §3.13, §7.4, §8.4): the list of points with
// the city filter, the pickup-point search by address (searchPickupPoints, data + gps) and its
// messages. Leaflet's map itself is exercised in real Chromium (test/e2e/store-map.test.ts).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
});
// The map's code loads with import() (Leaflet, then supercluster on the main thread); one still on its
// way when the file ends would load after the environment is torn down (an unhandled error in CI).
// Waiting for the same modules here lets any such import finish first.
afterAll(async () => {
  await import('../../src/ui/map/leaflet-map.ts');
  await import('../../src/ui/map/cluster-core.ts');
});

const attr = (v: unknown) => JSON.stringify(v).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const points = [
  { id: 1, lat: 52.23, lng: 21.01, title: 'Salon Warszawa', city: 'Warszawa', address: 'ul. Marszałkowska 1' },
  { id: 2, lat: 50.06, lng: 19.94, title: 'Salon Kraków', city: 'Kraków' },
  { id: 3, lat: 51.76, lng: 19.46, title: 'Salon Łódź', city: 'Łódź', openingDays: { monday: { allDay: true } } },
];
const page = (props: Record<string, unknown>) => `<div id="sm" data-widget="store-map" data-when="load" data-props='${attr(props)}'><p>server list</p></div>`;
const root = () => document.getElementById('sm')!;
const titles = () => [...root().querySelectorAll('.sf-store-map__item-title')].map((e) => e.textContent);

describe('store-map list (the accessible alternative to the map)', () => {
  it('lists every point and filters by city (Polish order of cities)', async () => {
    h = startWidgets(page({ points }));
    await h.ready;
    await waitFor(() => expect(titles()).toHaveLength(3));
    const select = root().querySelector<HTMLSelectElement>('.sf-store-map__city select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Wszystkie miasta', 'Kraków', 'Łódź', 'Warszawa']);
    select.value = 'Łódź';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(titles()).toEqual(['Salon Łódź']));
  });

  it('selecting an entry marks it and shows its opening days per weekday', async () => {
    h = startWidgets(page({ points }));
    await h.ready;
    const item = await waitFor(() => [...root().querySelectorAll<HTMLButtonElement>('.sf-store-map__item')].find((b) => b.textContent?.includes('Łódź'))!);
    item.click();
    await waitFor(() => expect(item.getAttribute('aria-pressed')).toBe('true'));
    const rows = [...root().querySelectorAll('.sf-store-map__hours tr')].map((r) => r.textContent);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toBe('poniedziałekcałą dobę');
    expect(rows[1]).toBe('wtoreknieczynne');
  });
});

describe('store-map by keyboard', () => {
  it('a skip button before the map (whose markers are Tab stops) takes the focus to the list', async () => {
    h = startWidgets(page({ points }));
    await h.ready;
    await waitFor(() => expect(titles()).toHaveLength(3));
    const skip = root().querySelector<HTMLButtonElement>('.sf-store-map__skip')!;
    expect(skip.textContent).toBe('Pomiń mapę i przejdź do listy punktów');
    // It comes before the map in the Tab order.
    expect(skip.compareDocumentPosition(root().querySelector('.sf-store-map__map')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    skip.click();
    expect(document.activeElement).toBe(root().querySelector('.sf-store-map__item'));
  });
});

describe('pickup-point search (§7.4 searchPickupPoints, §8.4)', () => {
  async function search(harness: Harness, text: string) {
    await harness.ready;
    const input = await waitFor(() => root().querySelector<HTMLInputElement>('input[name="address"]')!);
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    root().querySelector<HTMLFormElement>('form')!.requestSubmit();
  }

  it('an address the server cannot place: "no pickup points, check another address"', async () => {
    h = startWidgets(page({ search: true }));
    await search(h, 'Atlantyda');
    await waitFor(() => expect(root().querySelector('.sf-store-map__message')?.textContent).toBe('Brak punktów odbioru w pobliżu, sprawdź inny adres.'));
    expect(h.requests.some((r) => r.includes('query=searchPickupPoints'))).toBe(true);
  });

  it('a known address lists the nearest points with their distance', async () => {
    h = startWidgets(page({ search: true }));
    await search(h, 'Poznań, ul. Półwiejska');
    await waitFor(() => expect(titles().length).toBeGreaterThan(0));
    expect(titles()[0]).toMatch(/Poznań/);
    expect(root().querySelector('.sf-store-map__item')!.textContent).toMatch(/Odległość: [\d,]+ (m|km)/);
  });

  it('a failing search says so and keeps the form', async () => {
    h = startWidgets(page({ search: true }), { fault: '500@/graphql' });
    await search(h, 'Kraków');
    await waitFor(() => expect(root().querySelector('.sf-store-map__message')?.textContent).toBe('Nie udało się wyszukać punktów. Spróbuj ponownie.'));
  });
});
