// Where the development shop serves a chunk of the built bundle: `/storefront/chunks/<language>-<hash>/<file>`
// (`/storefront-test/` for dist-test), read from the build's manifest.json, for fault rules and
// request checks that name one chunk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Bundle = 'dist' | 'dist-test';
const root = join(import.meta.dirname, '../..');

function manifestFiles(bundle: Bundle): Record<string, { language?: string }> {
  return (JSON.parse(readFileSync(join(root, bundle, 'manifest.json'), 'utf8')) as { files: Record<string, { language?: string }> }).files;
}

/** The chunk directory of a language, relative to the bundle: `chunks/pl-1A2B3C4D`. */
export function chunkDir(language = 'pl', bundle: Bundle = 'dist'): string {
  const key = Object.entries(manifestFiles(bundle)).find(([, f]) => f.language === language)?.[0];
  if (!key) throw new Error(`${bundle}/manifest.json lists no chunk of language ${language}: run the build`);
  return key.split('/').slice(0, 2).join('/');
}

/** The URL path of a chunk file of the page language, e.g. chunkPath('runtime.js'). */
export function chunkPath(file: string, language = 'pl', bundle: Bundle = 'dist'): string {
  return `/${bundle === 'dist' ? 'storefront' : 'storefront-test'}/${chunkDir(language, bundle)}/${file}`;
}
