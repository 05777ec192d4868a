// The development build's shortcuts: when an edit may skip the trial pass (build/local-change.mjs),
// and the folder watch that sees every save, also an editor's save by moving a new file over the old
// one (build/watch-tree.mjs).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphOf, shapeOf, withinOneChunk } from '../../build/local-change.mjs';
import { watchTree } from '../../build/watch-tree.mjs';

type Imports = Array<{ path: string; kind: string }>;
const metafile = {
  inputs: {
    'widgets/a/index.ts': {
      imports: [
        { path: 'widgets/a/view.tsx', kind: 'import-statement' },
        { path: 'src/core/bus.ts', kind: 'import-statement' },
      ],
    },
    'widgets/a/view.tsx': { imports: [] as Imports },
    'widgets/b/index.ts': { imports: [{ path: 'src/domain/shared.ts', kind: 'import-statement' }] },
    'src/domain/shared.ts': { imports: [] as Imports },
    'src/core/bus.ts': { imports: [] as Imports },
  },
  outputs: {
    'dist-dev/chunks/pl-dev/runtime.js': { entryPoint: '<stdin>', inputs: { 'src/core/bus.ts': {} } },
    'dist-dev/chunks/pl-dev/a.js': { entryPoint: 'widgets/a/index.ts', inputs: { 'widgets/a/index.ts': {}, 'widgets/a/view.tsx': {} } },
    'dist-dev/chunks/pl-dev/b.js': { entryPoint: 'widgets/b/index.ts', inputs: { 'widgets/b/index.ts': {} } },
    'dist-dev/chunks/pl-dev/shared-1A2B3C4D.js': { inputs: { 'src/domain/shared.ts': {} } },
  },
};
const shape = shapeOf(metafile, "export { bus } from './src/core/bus.ts';\nexport { object, string } from 'zod/mini';\n");

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('an edit within one chunk', () => {
  it("is one made to modules of a single widget's chunk, not to the kit or a shared chunk", () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-shape-'));
    for (const file of ['widgets/a/index.ts', 'widgets/a/view.tsx', 'src/core/bus.ts', 'src/domain/shared.ts']) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), "import * as z from 'zod/mini';\nexport const P = z.object({ a: z.string() });\ntype T = z.infer<typeof P>;\n");
    }
    expect(withinOneChunk(dir, ['widgets/a/index.ts', 'widgets/a/view.tsx'], shape)).toBe(true);
    expect(withinOneChunk(dir, ['src/core/bus.ts'], shape)).toBe(false);
    expect(withinOneChunk(dir, ['src/domain/shared.ts'], shape)).toBe(false);
    expect(withinOneChunk(dir, ['widgets/a/new-file.ts'], shape)).toBe(false);
    expect(withinOneChunk(dir, [], shape)).toBe(false);
    expect(withinOneChunk(dir, ['widgets/a/index.ts'], undefined)).toBe(false);
  });

  it('is not one that calls a zod function the kit does not export yet', () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-shape-'));
    mkdirSync(join(dir, 'widgets/a'), { recursive: true });
    writeFileSync(join(dir, 'widgets/a/index.ts'), "import * as z from 'zod/mini';\nexport const P = z.stringbool();\n");
    expect(withinOneChunk(dir, ['widgets/a/index.ts'], shape)).toBe(false);
  });

  it('is checked against the import graph after the build: an import added changes it', () => {
    const added = structuredClone(metafile);
    added.inputs['widgets/a/view.tsx'].imports.push({ path: 'src/domain/shared.ts', kind: 'import-statement' });
    expect(graphOf(metafile)).toBe(shape.graph);
    expect(graphOf(added)).not.toBe(shape.graph);
  });
});

describe('the folder watch', () => {
  it('sees every save of a file, also after an editor moved a new file over it, and files in a folder added later', async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-watch-'));
    mkdirSync(join(dir, 'widgets/a'), { recursive: true });
    writeFileSync(join(dir, 'widgets/a/index.ts'), '1');
    const seen: string[] = [];
    let heard: (path: string) => void = () => {};
    const unwatch = watchTree([join(dir, 'widgets')], (path) => {
      seen.push(path);
      heard(path);
    });
    const saved = (path: string, save: () => void) =>
      new Promise<void>((done) => {
        heard = (p) => p === path && done();
        save();
      });
    try {
      const file = join(dir, 'widgets/a/index.ts');
      for (const text of ['2', '3']) {
        await saved(file, () => {
          writeFileSync(file + '.saving', text);
          renameSync(file + '.saving', file);
        });
      }
      await saved(file, () => writeFileSync(file, '4'));
      await saved(join(dir, 'widgets/b'), () => mkdirSync(join(dir, 'widgets/b')));
      await saved(join(dir, 'widgets/b/index.ts'), () => writeFileSync(join(dir, 'widgets/b/index.ts'), '1'));
      // An editor's temporary file is no source file.
      expect(seen.filter((p) => p.endsWith('.saving'))).toEqual([]);
    } finally {
      unwatch();
    }
  });
});
