// §2.5: logging out removes every session-storage entry whose key starts with "expchck", through
// the storage that never throws (src/core/storage.ts): a blocked or broken sessionStorage never
// stops the logout link.
import type { SafeStorage } from '../../src/core/storage.ts';

export const CHECK_PREFIX = 'expchck';

export function clearChecks(session: SafeStorage): void {
  for (const key of session.keys()) if (key.startsWith(CHECK_PREFIX)) session.remove(key);
}
