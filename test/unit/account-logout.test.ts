// §2.5: the logout link removes every session-storage entry whose key starts with "expchck" and
// nothing else, through the storage that never throws (a blocked or broken sessionStorage never
// stops the link).
import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../src/core/storage.ts';
import { clearChecks } from '../../widgets/account-logout/clear-checks.ts';

/** A Map-backed Storage; `broken` names the methods that throw. */
function memoryStorage(entries: Record<string, string>, broken: ReadonlyArray<'key' | 'removeItem'> = []): Storage {
  const map = new Map(Object.entries(entries));
  const fail = (method: string) => {
    if ((broken as readonly string[]).includes(method)) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    get length() {
      return map.size;
    },
    key: (i) => (fail('key'), [...map.keys()][i] ?? null),
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => (fail('removeItem'), void map.delete(k)),
    clear: () => map.clear(),
  };
}
const windowWith = (storage: Storage) => ({ sessionStorage: storage }) as unknown as Window;
const keysOf = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i));

describe('clearing the expchck entries on logout (§2.5)', () => {
  it.each([
    [{ expchck: '1', expchck_basket: '2', 'expchck:123': '3', expchckBasket: '4' }, []],
    [
      { 'x-expchck': '1', EXPCHCK_A: '2', ' expchck': '3', 'storefront:basket-summary': '{}', search_sukienka: '[]' },
      ['x-expchck', 'EXPCHCK_A', ' expchck', 'storefront:basket-summary', 'search_sukienka'],
    ],
    [{ expchck_a: '1', search_x: '2', expchck_b: '3', other: '4' }, ['search_x', 'other']],
    [{}, []],
  ])('%j keeps %j', (entries, kept) => {
    const storage = memoryStorage(entries);
    clearChecks(safeStorage('session', windowWith(storage)));
    expect(keysOf(storage)).toEqual(kept);
  });

  it('a sessionStorage that cannot be reached (blocked cookies, private mode) is no error', () => {
    const win = {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as Window;
    expect(() => clearChecks(safeStorage('session', win))).not.toThrow();
  });

  it('a storage whose keys cannot be listed keeps its entries, without an error', () => {
    const storage = memoryStorage({ expchck_a: '1' }, ['key']);
    expect(() => clearChecks(safeStorage('session', windowWith(storage)))).not.toThrow();
    expect(storage.getItem('expchck_a')).toBe('1');
  });

  it('a storage that refuses to remove is no error', () => {
    const storage = memoryStorage({ expchck_a: '1', expchck_b: '2' }, ['removeItem']);
    expect(() => clearChecks(safeStorage('session', windowWith(storage)))).not.toThrow();
  });
});
