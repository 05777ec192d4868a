// forced-region through the real loader (spec §2.7, §3.20, §4.3, §7.3), answered in-process
// by the development shop's GraphQL resolvers.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, getJSONCookie, setCookie, setJSONCookie } from '../../src/core/cookies.ts';
import type { BusEvents } from '../../src/core/events.ts';
import { REGION_COOKIE, ZIPCODE_COOKIE } from '../../src/domain/region-forced.ts';
import { page } from '../../widgets/forced-region/reload.ts';
import { startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';

let h: Harness | undefined;
function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = name + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  }
}
beforeEach(clearCookies);
afterEach(() => {
  h?.stop();
  h = undefined;
  document.querySelectorAll('.sf-modal-root').forEach((e) => e.remove());
  clearCookies();
});

const REGION = { currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true };
const ZIP = { currentZipcode: '10115', defaultZipcode: '00-001', showModal: true };

function force(variant: 'region' | 'zipcode' | 'both', extra: object = {}) {
  if (variant !== 'zipcode') setJSONCookie(REGION_COOKIE, { ...REGION, ...extra });
  if (variant !== 'region') setJSONCookie(ZIPCODE_COOKIE, { ...ZIP, ...extra });
}

async function start(pageType = 'main', o: { fault?: string; language?: string } = {}) {
  h = startWidgets('<div data-widget="forced-region"></div>', {
    config: { language: o.language ?? 'pl', page: pageType === 'projector' ? { type: pageType, productId: 1001 } : { type: pageType } },
    ...(o.fault ? { fault: o.fault } : {}),
  });
  // Without a forced cookie the notice loads when the page is idle, after the first scan.
  await h.ready;
  await waitFor(() => expect(document.querySelector('[data-widget="forced-region"]')!.getAttribute('data-widget-state')).toBe('mounted'));
  return h;
}
const dialog = () => document.querySelector<HTMLElement>('.sf-forced-region[role="dialog"]');
const button = (cls: string) => document.querySelector<HTMLButtonElement>('.sf-forced-region__' + cls)!;
const events = <K extends keyof BusEvents>(name: K) => {
  const seen: BusEvents[K][] = [];
  h!.bus.on(name, (p) => seen.push(p));
  return seen;
};

describe('§4.3 when the notice shows', () => {
  it.each([
    ['region', 'main', 'Niemcy'],
    ['zipcode', 'main', '10115'],
    ['both', 'projector', 'Niemcy, kod pocztowy: 10115'],
  ] as const)('%s on %s', async (variant, pageType, text) => {
    force(variant);
    await start(pageType);
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.querySelector('[data-variant]')!.getAttribute('data-variant')).toBe(variant);
    expect(dialog()!.textContent).toContain(text);
  });

  it.each(['place-order', 'prepaid', 'order1', 'order2'])('never on the %s page', async (pageType) => {
    force('both');
    await start(pageType);
    await new Promise((r) => setTimeout(r, 30));
    expect(dialog()).toBeNull();
  });

  it.each([
    ['no cookie', () => {}],
    ['showModal false', () => force('both', { showModal: false })],
    ['malformed JSON', () => setCookie(REGION_COOKIE, '{"showModal":tru')],
    ['a JSON array', () => setCookie(REGION_COOKIE, '[true]')],
    ['a broken %-escape', () => (document.cookie = REGION_COOKIE + '=%E0%A4%A; path=/')],
  ])('not with %s, and no crash', async (_, setUp) => {
    setUp();
    // Mounted is the positive signal: whether the notice opens is decided in the first render.
    await start('main');
    expect(dialog()).toBeNull();
  });

  it('Italian "Continua"', async () => {
    force('region');
    await start('main', { language: 'it' });
    await waitFor(() => expect(button('continue').textContent).toBe('Continua'));
  });
});

describe('§4.3 Continue', () => {
  it('rewrites the cookies with showModal false, keeping every other value, and closes', async () => {
    force('both', { extra: { ż: 'ü€', n: [1, null] } });
    await start('main');
    await waitFor(() => expect(dialog()).not.toBeNull());
    button('continue').click();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(getJSONCookie(REGION_COOKIE)).toEqual({ ...REGION, extra: { ż: 'ü€', n: [1, null] }, showModal: false });
    expect(getJSONCookie(ZIPCODE_COOKIE)).toEqual({ ...ZIP, extra: { ż: 'ü€', n: [1, null] }, showModal: false });
  });

  it('only the cookie the notice is about', async () => {
    force('region');
    setJSONCookie(ZIPCODE_COOKIE, { ...ZIP, showModal: false, keep: 'me' });
    await start('main');
    await waitFor(() => expect(dialog()).not.toBeNull());
    button('continue').click();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(getJSONCookie(REGION_COOKIE)).toEqual({ ...REGION, showModal: false });
    expect(getJSONCookie(ZIPCODE_COOKIE)).toEqual({ ...ZIP, showModal: false, keep: 'me' });
  });
});

describe('§4.3 / §7.3 restore', () => {
  it.each([
    ['region', 'mutation=unsetRegion'],
    ['zipcode', 'mutation=unsetZipcode'],
    ['both', 'mutation=unsetRegionAndZipcode'],
  ] as const)('%s on a general page: %s, cookies deleted, region:changed, reload', async (variant, label) => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    force(variant);
    await start('main');
    const changed = events('region:changed');
    await waitFor(() => expect(dialog()).not.toBeNull());
    button('restore').click();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(h!.requests.filter((r) => r.includes('/graphql'))).toEqual(['POST /graphql/v1/?' + label]);
    expect(getCookie(REGION_COOKIE)).toBeUndefined();
    expect(getCookie(ZIPCODE_COOKIE)).toBeUndefined();
    expect(changed).toHaveLength(1);
  });

  it.each([
    ['region', 'mutation=projectorFormUnsetRegion'],
    ['zipcode', 'mutation=projectorFormUnsetZipcode'],
    ['both', 'mutation=projectorFormUnsetRegionAndZipcode'],
  ] as const)('%s on the product page: %s, Projector refreshed, no reload', async (variant, label) => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    force(variant);
    await start('projector');
    const changed = events('region:changed');
    await waitFor(() => expect(dialog()).not.toBeNull());
    button('restore').click();
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(h!.requests.filter((r) => r.includes('/ajax/get.php'))).toHaveLength(1));
    expect(h!.requests.filter((r) => r.includes('/graphql'))).toEqual(['POST /graphql/v1/?' + label]);
    expect(changed).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    expect(getCookie(REGION_COOKIE)).toBeUndefined();
    expect(getCookie(ZIPCODE_COOKIE)).toBeUndefined();
  });

  it.each(['500@/graphql', 'malformed@/graphql'])(
    'a network failure (%s) is silent (§7.3): no toast, the notice and cookies stay, the button works again',
    async (fault) => {
      const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
      force('region');
      await start('main', { fault });
      const toasts = events('toast:requested');
      await waitFor(() => expect(dialog()).not.toBeNull());
      const unsets = () => h!.requests.filter((r) => r.includes('mutation=unsetRegion')).length;
      // A press while the request runs is ignored; once the failure is handled the button works
      // again: pressing until a new request goes out proves it (twice: both failures handled).
      for (const n of [1, 2, 3]) {
        await waitFor(() => {
          if (unsets() < n) button('restore').click();
          expect(unsets()).toBe(n);
        });
      }
      expect(toasts).toEqual([]);
      expect(dialog()).not.toBeNull();
      expect(getJSONCookie(REGION_COOKIE)).toEqual(REGION);
      expect(reload).not.toHaveBeenCalled();
    },
  );
});

describe('§3.20 a cookie field of the wrong type', () => {
  it('is treated as absent: no "[object Object]", the known field\'s text instead', async () => {
    setJSONCookie(REGION_COOKIE, { currentCountry: { name: 'x' }, showModal: true });
    setJSONCookie(ZIPCODE_COOKIE, { currentZipcode: '10115', defaultZipcode: ['00-001'], showModal: true });
    await start('main');
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.textContent).not.toContain('[object Object]');
    expect(dialog()!.textContent).not.toContain('00-001');
    expect(dialog()!.querySelector('.sf-forced-region__text')!.textContent).toBe('Ceny i dostawa są teraz pokazane dla kodu pocztowego: 10115.');
    expect(button('restore').textContent).toBe('Przywróć domyślne ustawienia dostawy');
  });

  it('with no usable field at all, the notice says that the delivery settings changed', async () => {
    setJSONCookie(REGION_COOKIE, { currentCountry: { name: 'x' }, showModal: true });
    await start('main');
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.querySelector('.sf-forced-region__text')!.textContent).toBe('Ceny i dostawa są teraz pokazane dla zmienionych ustawień dostawy.');
  });
});

describe('§3.20 cookies round-trip (property)', () => {
  it('any JSON value written as a forced cookie reads back exactly', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'grapheme' }), (value, text) => {
        const cookie = { currentCountry: text, defaultCountry: text, showModal: true, value };
        expect(setJSONCookie(REGION_COOKIE, cookie)).toBe(true);
        // JSON has no -0; the parsed value is what JSON.stringify wrote.
        expect(getJSONCookie(REGION_COOKIE)).toEqual(JSON.parse(JSON.stringify(cookie)));
      }),
      { numRuns: 200 },
    );
  });

  it('malformed cookie strings never throw and read as absent or as valid JSON', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        try {
          document.cookie = ZIPCODE_COOKIE + '=' + raw + '; path=/';
        } catch {
          return; // the environment refused the cookie itself
        }
        let json: unknown;
        expect(() => (json = getJSONCookie(ZIPCODE_COOKIE))).not.toThrow();
        if (json !== undefined) expect(() => JSON.stringify(json)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
