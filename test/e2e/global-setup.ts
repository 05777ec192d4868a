/**
 * vitest globalSetup for the e2e project: one development shop for the whole run, serving the built bundle.
 * Tests read its address with `inject('shopUrl')`.
 *
 * `SHOP_URL=http://localhost:4173 vitest run --project e2e` points the tests at a shop that is already
 * running (e.g. `npm start` while debugging) instead of starting one.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { resolveChromium } from '../helpers/browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
  }
}

const entry = fileURLToPath(new URL('../../dist/storefront.js', import.meta.url));

export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  // Extract/locate Chromium once, up front, so a missing browser fails here with one clear message.
  await resolveChromium();

  const external = process.env['SHOP_URL'];
  if (external) {
    provide('shopUrl', external.replace(/\/+$/, ''));
    return async () => {};
  }

  if (!existsSync(entry)) {
    throw new Error(`e2e: ${entry} is missing — run \`npm run build\` first (npm run test:e2e does it for you).`);
  }
  const { startShop } = await import('../../fixtures/server/shop.ts');
  const server = await startShop({ port: 0 });
  provide('shopUrl', server.url);
  return async () => {
    await server.close();
  };
}
