// The package tests read the production build (`npm run build`: dist/ and types/); `npm test` builds
// before vitest runs. Without a build they fail at once, saying so.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function requireBuild(): void {
  for (const file of ['dist/storefront.js', 'dist/manifest.json', 'types/index.d.ts']) {
    if (!existsSync(REPO_ROOT + file)) throw new Error(`${file} is missing: run \`npm run build\` first (npm test does)`);
  }
}
