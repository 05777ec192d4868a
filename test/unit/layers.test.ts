// The house rules for imports (docs/design.md, "Layers"), checked by dependency-cruiser with the
// repository's .dependency-cruiser.cjs: domain ← core ← ui ← widgets, widgets never import each
// other, the entry, the runtime, the shell, the inspector and the head script in their lanes, no
// circles. The tool reads every import form; the second test proves it on a small tree of the
// forms a regular expression missed (a side-effect import, a double-quoted one, a type-only one).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const bin = join(root, 'node_modules/.bin/depcruise');
const config = join(root, '.dependency-cruiser.cjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

function violations(cwd: string): string[] {
  let out: string;
  try {
    out = execFileSync(bin, ['src', 'widgets', '--config', config, '--output-type', 'json'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    out = (e as { stdout: string }).stdout; // it exits non-zero when it finds errors
  }
  const result = JSON.parse(out) as { summary: { violations: Violation[]; totalCruised: number } };
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  scratch.push(dir);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true, module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx' } }),
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('import direction (dependency-cruiser)', () => {
  it('the repository keeps every rule', () => {
    const widgets = readdirSync(join(root, 'widgets')).filter((n) => statSync(join(root, 'widgets', n)).isDirectory());
    expect(widgets.length).toBeGreaterThan(20);
    expect(violations(root)).toEqual([]);
  });

  it('catches a side-effect import of another widget, a double-quoted one, a type-only import up from core, an eager import of the runtime from the entry, and a type-only circle', () => {
    const dir = tree({
      'src/domain/rule.ts': 'export const rule = 1;\n',
      'src/core/a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\n",
      'src/core/b.ts': "import type { A } from './a.ts';\nexport interface B { a?: A }\n",
      'src/core/up.ts': "import type { Kit } from '../ui/kit.ts';\nexport type Up = Kit;\n",
      'src/ui/kit.ts': 'export type Kit = string;\n',
      'src/runtime/runtime.ts': 'export const run = 1;\n',
      'src/loader/loader.ts': "import { run } from '../runtime/runtime.ts';\nexport const go = run;\n",
      'widgets/toasts/index.ts': 'import \'../mini-basket/texts.ts\';\nimport { view } from "../mini-basket/view.ts";\nexport default view;\n',
      'widgets/mini-basket/texts.ts': 'export const texts = {};\n',
      'widgets/mini-basket/view.ts': 'export const view = {};\n',
    });
    expect(violations(dir).sort()).toEqual(
      [
        'core-below-ui: src/core/up.ts → src/ui/kit.ts',
        'entry-lazy-only: src/loader/loader.ts → src/runtime/runtime.ts',
        'entry-pulls-nothing-in: src/loader/loader.ts → src/runtime/runtime.ts',
        'no-circular: src/core/a.ts → src/core/b.ts',
        'widget-lanes: widgets/toasts/index.ts → widgets/mini-basket/texts.ts',
        'widget-lanes: widgets/toasts/index.ts → widgets/mini-basket/view.ts',
      ].sort(),
    );
  });
});
