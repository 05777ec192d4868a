// The last known basket summary in sessionStorage, so the badge shows before the bulk answer
// arrives on the next page. Read with a schema: storage is input like any other.
import * as z from 'zod/mini';
import type { SafeStorage } from '../../src/core/storage.ts';
import type { BasketSummary } from '../../src/domain/basket.ts';

export const SUMMARY_KEY = 'storefront:basket-summary';

const Cached = z.object({
  count: z.number(),
  worth: z.string(),
  worthNet: z.string(),
  shipping: z.string(),
  shippingNet: z.string(),
  version: z.optional(z.number()),
  at: z.number(),
});

export function readSummary(session: SafeStorage): BasketSummary | undefined {
  const r = Cached.safeParse(session.getJSON(SUMMARY_KEY));
  if (!r.success) return undefined;
  const { at: _at, ...summary } = r.data;
  return summary;
}

export function writeSummary(session: SafeStorage, summary: BasketSummary, at = Date.now()): void {
  session.setJSON(SUMMARY_KEY, { ...summary, at });
}
