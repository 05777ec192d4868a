// Storage and cookie helpers never throw (peers.md: Safari private mode, blocked cookies, full quota).
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, getCookie, getJSONCookie, setCookie, setJSONCookie } from '../../src/core/cookies.ts';
import { safeStorage } from '../../src/core/storage.ts';

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = name + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  }
});

function fakeWindow(area: () => Storage | null): Window {
  return {
    get sessionStorage() {
      return area();
    },
    get localStorage() {
      return area();
    },
  } as unknown as Window;
}

const throwingStorage = {
  getItem() {
    throw new Error('SecurityError');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
  removeItem() {
    throw new Error('SecurityError');
  },
  key() {
    throw new Error('SecurityError');
  },
  get length() {
    throw new Error('SecurityError');
  },
} as unknown as Storage;

describe('safeStorage', () => {
  it('round-trips values and JSON with working storage', () => {
    const s = safeStorage('session');
    expect(s.set('k', 'v')).toBe(true);
    expect(s.get('k')).toBe('v');
    expect(s.setJSON('j', { a: [1, 'ż'] })).toBe(true);
    expect(s.getJSON('j')).toEqual({ a: [1, 'ż'] });
    s.set('bad', '{not json');
    expect(s.getJSON('bad')).toBeUndefined();
    expect(s.keys()).toEqual(expect.arrayContaining(['k', 'j', 'bad']));
    s.remove('k');
    expect(s.get('k')).toBeNull();
  });

  it.each([
    [
      'the getter throws',
      () => {
        throw new Error('SecurityError');
      },
    ],
    ['storage is null', () => null],
    ['every method throws', () => throwingStorage],
  ])('never throws when %s', (_, area) => {
    const s = safeStorage('local', fakeWindow(area as () => Storage | null));
    expect(s.get('a')).toBeNull();
    expect(s.set('a', 'b')).toBe(false);
    expect(s.setJSON('a', { b: 1 })).toBe(false);
    expect(s.getJSON('a')).toBeUndefined();
    expect(s.keys()).toEqual([]);
    expect(() => s.remove('a')).not.toThrow();
  });

  it('does not throw on values JSON cannot encode', () => {
    const s = safeStorage('session');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(s.setJSON('c', cyclic)).toBe(false);
  });
});

describe('cookies', () => {
  it('round-trips arbitrary unicode values and JSON (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.jsonValue(), (text, json) => {
        setCookie('sf_text', text);
        expect(getCookie('sf_text')).toBe(text);
        setJSONCookie('sf_json', json);
        // JSON.stringify drops -0 and similar; compare through the same encoding.
        expect(getJSONCookie('sf_json')).toEqual(JSON.parse(JSON.stringify(json)));
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on malformed cookie strings (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const doc = { cookie: raw } as Document;
        expect(() => getCookie('setRegionForced', doc)).not.toThrow();
        expect(() => getJSONCookie('setRegionForced', doc)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['setRegionForced={"showModal":tru', undefined],
    ['setRegionForced=%E0%A4%A', undefined],
    ['setRegionForced=' + encodeURIComponent('{"currentCountry":"DE","showModal":true}'), { currentCountry: 'DE', showModal: true }],
  ])('reads %s as %j', (cookie, expected) => {
    expect(getJSONCookie('setRegionForced', { cookie } as Document)).toEqual(expected);
  });

  it('deletes cookies and survives a document whose cookie access throws', () => {
    setCookie('gone', 'x', { days: 1 });
    deleteCookie('gone');
    expect(getCookie('gone')).toBeUndefined();
    const hostile = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      set cookie(_v: string) {
        throw new Error('SecurityError');
      },
    } as Document;
    expect(getCookie('a', hostile)).toBeUndefined();
    expect(setCookie('a', 'b', {}, hostile)).toBe(false);
  });
});
