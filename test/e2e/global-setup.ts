/**
 * vitest globalSetup for the e2e project: one development shop per e2e worker, serving the built bundle.
 * e2e files run two at a time (vitest.config.ts), and each test starts from `POST /__fixture/reset`, which
 * clears the shop's sessions and records: two files sharing one shop would reset each other's baskets.
 * A file reads its worker's shop with `workerShopUrl()` (test/helpers/worker-shop.ts).
 *
 * `SHOP_URL=http://localhost:4173 vitest run --project e2e --no-file-parallelism` points the tests at a
 * shop that is already running (e.g. `npm start` while debugging) instead of starting them.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { resolveChromium } from '../helpers/browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per worker: index VITEST_POOL_ID - 1. */
    shopUrls: string[];
  }
}

const entry = fileURLToPath(new URL('../../dist/storefront.js', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Extract/locate Chromium once, up front, so a missing browser fails here with one clear message.
  await resolveChromium();

  const external = process.env['SHOP_URL'];
  if (external) {
    project.provide('shopUrls', [external.replace(/\/+$/, '')]);
    return async () => {};
  }

  if (!existsSync(entry)) {
    throw new Error(`e2e: ${entry} is missing — run \`npm run build\` first (npm run test:e2e does it for you).`);
  }
  const { startShop } = await import('../../fixtures/server/shop.ts');
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers || availableParallelism();
  const servers = await Promise.all(Array.from({ length: Math.max(1, workers) }, () => startShop({ port: 0 })));
  project.provide(
    'shopUrls',
    servers.map((server) => server.url),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
