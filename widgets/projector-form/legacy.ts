// The legacy product endpoint (spec §7.5): GET `/ajax/projector.php` answers, cached in the
// session by URL (§7.5) and parsed by the §3.11 schema on every read — a cached answer is as
// untrusted as a fresh one.
import type * as z from 'zod/mini';
import type { Net } from '../../src/core/net.ts';
import { LegacyProjectorWire, readLegacyAnswer, type LegacyProjectorAnswer } from '../../src/core/schemas/legacy-projector.ts';
import type { SafeStorage } from '../../src/core/storage.ts';

export const LEGACY_URL = '/ajax/projector.php';
const CACHE_PREFIX = 'storefront:projector:';

/** §7.5: a size's prices, availability and delivery. */
export function sizeDataUrl(productId: string | number, sizeId: string): string {
  const q = new URLSearchParams({ action: 'get', product: String(productId), size: sizeId, get: 'sizeprices,sizeavailability,sizedelivery' });
  return LEGACY_URL + '?' + q.toString();
}

/** §7.5: the variant groups for a selection (value ids in group order) and the value picked last. */
export function versionsUrl(productId: string | number, selected: readonly string[], lastSelected: string): string {
  const q = new URLSearchParams({ product: String(productId), get: 'multiversions' });
  q.set('multiversions[selected]', selected.join(','));
  q.set('multiversions[last_selected]', lastSelected);
  return LEGACY_URL + '?' + q.toString();
}

/** §7.5: a GET answer, cached in the session by URL and checked by `schema` on every read (lazy parts get it through PartInput.legacy). */
export async function cachedLegacy<T>(net: Net, session: SafeStorage, url: string, schema: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T> {
  const cached = session.getJSON(CACHE_PREFIX + url);
  if (cached !== undefined) {
    const r = schema.safeParse(cached);
    if (r.success) return r.data;
    session.remove(CACHE_PREFIX + url);
  }
  const { data } = await net.http.request(url, { method: 'GET', signal }, schema, LEGACY_URL);
  session.setJSON(CACHE_PREFIX + url, data);
  return data;
}

/**
 * Drops every cached answer: prices depend on the shopper's session (a rebate code, a region), so
 * when the Projector section is asked again after such a change, the cached sizes are stale too.
 */
export function forgetLegacy(session: SafeStorage): void {
  for (const key of session.keys()) if (key.startsWith(CACHE_PREFIX)) session.remove(key);
}

export const legacyGet = (net: Net, session: SafeStorage, url: string, signal?: AbortSignal): Promise<LegacyProjectorAnswer> =>
  cachedLegacy(net, session, url, LegacyProjectorWire, signal).then(readLegacyAnswer);
