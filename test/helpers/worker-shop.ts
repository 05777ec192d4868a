// The development shop of this e2e worker (test/e2e/global-setup.ts starts one per worker, so that the
// `/__fixture/reset` of one file never clears the sessions of a file running beside it).
import { inject } from 'vitest';

export function workerShopUrl(): string {
  const urls = inject('shopUrls');
  // VITEST_POOL_ID is 1 … maxWorkers, unique among the files running at the same moment.
  const id = Number(process.env['VITEST_POOL_ID'] ?? '1');
  const url = urls[(id - 1) % urls.length];
  if (!url) throw new Error('e2e: no development shop was started (test/e2e/global-setup.ts)');
  return url;
}
