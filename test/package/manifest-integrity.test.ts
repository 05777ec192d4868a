// the theme developer kit: dist/manifest.json gives every file its subresource-integrity hash, so that a template can
// pin the loader (`<script type="module" src=… integrity=… crossorigin>`): each must be the SHA-384 of
// the file's bytes as built, or the browser refuses the file.
import { webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, requireBuild } from './built.ts';

interface Manifest {
  entry: string;
  files: Record<string, { integrity?: string }>;
}

const dist = join(REPO_ROOT, 'dist');
let manifest: Manifest;

beforeAll(() => {
  requireBuild();
  manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as Manifest;
});

const sha384 = async (file: string) => 'sha384-' + Buffer.from(await webcrypto.subtle.digest('SHA-384', readFileSync(join(dist, file)))).toString('base64');

describe('manifest.json integrity', () => {
  it('pins the loader: files[entry].integrity is the SHA-384 of dist/storefront.js', async () => {
    expect(manifest.entry).toBe('storefront.js');
    expect(manifest.files['storefront.js']?.integrity).toBe(await sha384('storefront.js'));
  });

  it('gives every listed file (chunks, the stylesheet) the hash of its bytes', async () => {
    const files = Object.keys(manifest.files);
    expect(files).toContain('storefront.css');
    for (const file of files) expect(manifest.files[file]?.integrity, file).toBe(await sha384(file));
  });
});
