// build/watch-tree.mjs: a folder created and removed at once (gone before its own watch reads it)
// is skipped; the watch goes on. The removal between the event and the read is made certain here:
// reading a folder named `vanishing` fails as it would once the folder is gone.
import { describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchTree } from '../../build/watch-tree.mjs';

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const readdirSync = ((path: string, options?: object) => {
    if (String(path).endsWith('vanishing')) throw Object.assign(new Error(`ENOENT: no such file or directory, scandir '${path}'`), { code: 'ENOENT' });
    return fs.readdirSync(path, options as undefined);
  }) as typeof fs.readdirSync;
  return { ...fs, readdirSync, default: { ...fs, readdirSync } };
});

describe('the folder watch', () => {
  it('skips a folder gone before it is read, and goes on hearing the others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-watch-gone-'));
    let heard: (path: string) => void = () => {};
    const unwatch = watchTree([dir], (path) => heard(path));
    const saved = (path: string, save: () => void) =>
      new Promise<void>((done) => {
        heard = (p) => p === path && done();
        save();
      });
    try {
      await saved(join(dir, 'vanishing'), () => mkdirSync(join(dir, 'vanishing')));
      await saved(join(dir, 'after.ts'), () => writeFileSync(join(dir, 'after.ts'), '1'));
      // A root that is not there is still an error.
      expect(() => watchTree([join(dir, 'missing')], () => {})).toThrow(/ENOENT/);
    } finally {
      unwatch();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
