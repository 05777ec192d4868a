// Web storage that never throws: in Safari private mode, with cookies blocked or with a full
// quota, merely touching `window.sessionStorage` can throw. A failed write returns false and
// the caller carries on without the cache.
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
  keys(): string[];
  getJSON<T = unknown>(key: string): T | undefined;
  setJSON(key: string, value: unknown): boolean;
}

export function safeStorage(kind: 'session' | 'local', win: Window = window): SafeStorage {
  const area = (): Storage | null => {
    try {
      return kind === 'session' ? win.sessionStorage : win.localStorage;
    } catch {
      return null;
    }
  };
  const attempt = <T>(fn: (s: Storage) => T, fallback: T): T => {
    try {
      const s = area();
      return s ? fn(s) : fallback;
    } catch {
      return fallback;
    }
  };
  const self: SafeStorage = {
    get: (key) => attempt((s) => s.getItem(key), null),
    set: (key, value) =>
      attempt((s) => {
        s.setItem(key, value);
        return true;
      }, false),
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
    keys: () => attempt((s) => Array.from({ length: s.length }, (_, i) => s.key(i) ?? ''), []),
    getJSON<T>(key: string) {
      const text = self.get(key);
      if (text == null) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    setJSON: (key, value) => {
      try {
        return self.set(key, JSON.stringify(value));
      } catch {
        return false;
      }
    },
  };
  return self;
}
