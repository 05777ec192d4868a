// the theme developer kit: `npm pack` makes a tarball with dist/ and the types; installed offline into a fresh folder
// (it has no runtime dependencies), a theme's script type-checks against it with the repo's own
// TypeScript, and the misuses in theme/misuse.ts fail to (their `@ts-expect-error` lines are needed).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, requireBuild } from './built.ts';

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: Array<{ path: string }>;
}

const npm = (args: string[], cwd: string): string => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const TSC = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
const SAMPLES = ['theme.ts', 'misuse.ts'];

/** A theme's tsconfig: strict, the DOM's types and nothing else; the package's declarations are checked too. */
const tsconfig = (module: 'ESNext' | 'NodeNext', moduleResolution: 'Bundler' | 'NodeNext') => ({
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    module,
    moduleResolution,
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    types: [],
    noEmit: true,
    skipLibCheck: false,
  },
  files: SAMPLES,
});

let dir: string;
let packed: Packed;
let theme: string;

beforeAll(() => {
  requireBuild();
  dir = mkdtempSync(join(tmpdir(), 'storefront-package-'));
  // --ignore-scripts: the prepack build is done already (npm test built before vitest runs).
  [packed] = JSON.parse(npm(['pack', '--ignore-scripts', '--json', '--pack-destination', dir], REPO_ROOT)) as [Packed];
  theme = join(dir, 'theme');
  mkdirSync(theme);
  writeFileSync(join(theme, 'package.json'), JSON.stringify({ name: 'theme', private: true, type: 'module' }));
  npm(['install', join(dir, packed.filename), '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--cache', join(dir, 'npm-cache')], theme);
  for (const sample of SAMPLES) copyFileSync(join(REPO_ROOT, 'test/package/theme', sample), join(theme, sample));
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm pack', () => {
  it('holds the loader, the stylesheet, the manifest, every language chunk directory and the types, and nothing of the source', () => {
    const paths = packed.files.map((f) => f.path);
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'dist/manifest.json'), 'utf8')) as { files: Record<string, unknown> };
    expect(paths).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'dist/manifest.json',
        'types/index.d.ts',
        'types/global.d.ts',
        ...Object.keys(manifest.files).map((f) => 'dist/' + f),
      ]),
    );
    expect(paths.filter((p) => !/^(dist|types)\//.test(p)).sort()).toEqual(['README.md', 'package.json']);
  });

  it('installs with no runtime dependency: dist/ is self-contained', () => {
    const installed = JSON.parse(readFileSync(join(theme, 'node_modules/storefront-widgets/package.json'), 'utf8')) as Record<string, unknown>;
    expect(installed['dependencies'] ?? {}).toEqual({});
    expect(installed['peerDependencies'] ?? {}).toEqual({});
  });
});

describe.each([
  ['a bundler', tsconfig('ESNext', 'Bundler')],
  ['Node ES modules', tsconfig('NodeNext', 'NodeNext')],
])('a theme script resolved as %s', (resolution, config) => {
  it('type-checks against the installed package, and each misuse is an error', () => {
    const file = join(theme, `tsconfig.${resolution.replace(/\W/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(config));
    const tsc = spawnSync(process.execPath, [TSC, '-p', file], { cwd: theme, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });
});
