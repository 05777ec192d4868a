// A copy of the bundle's sources in a temporary folder, for the dev server's tests and bench: they
// edit files to see the page reload, and other tests and builds read the repository's own sources
// meanwhile. node_modules is a link to the repository's.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const COPIED = ['src', 'widgets', 'package.json', 'tsconfig.json'];

export interface SourceCopy {
  root: string;
  /**
   * Appends `text` to the file at `path` (relative to the copy), saved as many editors save: the
   * whole new file written beside it, then moved over it, so no build ever reads it half written.
   */
  append(path: string, text: string): void;
  remove(): void;
}

export function copySources(): SourceCopy {
  const root = mkdtempSync(join(tmpdir(), 'storefront-sources-'));
  for (const entry of COPIED) cpSync(join(REPO_ROOT, entry), join(root, entry), { recursive: true });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'));
  return {
    root,
    append(path, text) {
      const file = join(root, path);
      writeFileSync(file + '.saving', readFileSync(file, 'utf8') + text);
      renameSync(file + '.saving', file);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
