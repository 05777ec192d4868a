// The esbuild options of every pass of the build (build.mjs), for a source tree at `root` writing to
// `outdir`: the production build and the development build (build/dev-build.mjs) share them, so the
// chunks `npm run dev` serves are the chunks `npm run build` makes. `testBuild` adds the e2e fixture
// widgets to the registry (dist-test/).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve, relative } from 'node:path';
import { importsFromKit, kitEntrySource, kitModules } from './runtime-kit.mjs';
import { oneLanguage } from './one-language.mjs';

/**
 * Each language gets its own runtime kit and lazy chunks, with that language's texts only
 * (build/one-language.mjs), in `chunks/<language>-<hash>/`: the hash is of the directory's files,
 * the names inside are plain (`omnibus-price.js`), and the entry picks the page's directory.
 */
export const LANGUAGES = ['pl', 'it', 'en'];

const RUNTIME = 'src/runtime/runtime.tsx';
const WORKER = 'src/ui/map/cluster-worker.ts';

/**
 * V8's explicit compile hint for the runtime file: compile every function while the file streams
 * in, off the main thread. React's CommonJS modules are functions the page calls at once; compiled
 * lazily, they cost the main thread about 50 ms at 4× CPU in one task.
 */
const COMPILE_HINT = { js: '//# allFunctionsCalledOnLoad' };

/**
 * Widgets whose code ships in one chunk (widgets/page-chrome.ts, `chunks/page-chrome.js`): the widget
 * folders it imports. Read from the file, so that the list is written once.
 * @returns {{ name: string, file: string, members: string[] }[]}
 */
export function widgetGroups(root) {
  const file = 'widgets/page-chrome.ts';
  const source = readFileSync(join(root, file), 'utf8');
  const members = [...source.matchAll(/^import \w+ from '\.\/([\w-]+)\/index\.ts';$/gm)].map((m) => m[1]);
  return [{ name: 'page-chrome', file, members }];
}

/** @param {{ root: string, outdir: string, testBuild?: boolean }} o */
export function buildOptions({ root, outdir, testBuild = false }) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const vendorReact = join(root, 'src/vendor/react.ts');

  /**
   * Every widget folder with an index.ts is an entry: chunks/<lang>-<hash>/<name>.js. So is each lazy
   * part of a widget, a subfolder with an index.ts that the widget loads with import():
   * <name>.<part>.js (e.g. projector-form.configurator.js), budgeted on its own.
   */
  function widgetEntries() {
    const entries = {};
    const grouped = new Set();
    // A group of widgets is one entry, its chunk named after the group; its members are no entries of their own.
    // Read on every call, as the folders are: a development build sees a group edited meanwhile.
    for (const group of widgetGroups(root)) {
      entries['chunks/' + group.name] = join(root, group.file);
      for (const m of group.members) grouped.add(m);
    }
    for (const name of readdirSync(join(root, 'widgets'))) {
      const file = join(root, 'widgets', name, 'index.ts');
      if (!existsSync(file) || grouped.has(name)) continue;
      entries['chunks/' + name] = file;
      for (const part of readdirSync(join(root, 'widgets', name), { withFileTypes: true })) {
        const partFile = join(root, 'widgets', name, part.name, 'index.ts');
        if (part.isDirectory() && existsSync(partFile)) entries['chunks/' + name + '.' + part.name] = partFile;
      }
    }
    if (testBuild) {
      for (const name of readdirSync(join(root, 'test/e2e/fixture-widgets'))) {
        const file = join(root, 'test/e2e/fixture-widgets', name, 'index.tsx');
        if (existsSync(file)) entries['chunks/' + name] = file;
      }
    }
    return entries;
  }

  /**
   * The page shell: `chunks/shell`, and a chunk per part (`shell.scripts` …) that it loads
   * only where a page uses that part. Listed like a widget and its parts (manifest, budgets).
   */
  function shellEntries() {
    const entries = { 'chunks/shell': join(root, 'src/shell/index.ts') };
    for (const part of readdirSync(join(root, 'src/shell'), { withFileTypes: true })) {
      const partFile = join(root, 'src/shell', part.name, 'index.ts');
      if (part.isDirectory() && existsSync(partFile)) entries['chunks/shell.' + part.name] = partFile;
    }
    return entries;
  }

  /**
   * Our own code reaches React through src/vendor/react.ts (see the comment there). Packages
   * (React itself, @floating-ui/react) resolve React as usual: the same module files, so the
   * same single copy in the same chunk.
   */
  const reactInOneChunk = {
    name: 'react-in-one-chunk',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (a) => {
        if (/[\\/]node_modules[\\/]/.test(a.importer) || a.importer === vendorReact) return undefined;
        return { path: vendorReact };
      });
    },
  };

  /** --test swaps the registry for one that adds the e2e fixture widgets. */
  const testRegistry = {
    name: 'test-registry',
    setup(build) {
      build.onResolve({ filter: /registry\.ts$/ }, (a) =>
        resolve(a.resolveDir, a.path) === join(root, 'widgets/registry.ts') && !a.importer.includes('fixture-widgets')
          ? { path: join(root, 'test/e2e/fixture-widgets/registry.ts') }
          : undefined,
      );
    },
  };
  const testPlugins = testBuild ? [testRegistry] : [];

  const shared = {
    absWorkingDir: root,
    outdir,
    bundle: true,
    // node_modules may be a link (a git worktree sharing another's): paths stay `node_modules/…`.
    preserveSymlinks: true,
    format: 'esm',
    // Browsers, not an ES year: all of these have class fields, so esbuild adds no helper chunk for them.
    target: ['chrome92', 'edge92', 'firefox90', 'safari15'],
    minify: true,
    sourcemap: 'linked',
    jsx: 'automatic',
    metafile: true,
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      __VERSION__: JSON.stringify(pkg.version),
    },
    logLevel: 'warning',
  };

  /** Chunks loaded on demand besides the runtime: widgets, the network code, the reporter, the map's worker. */
  function lazyEntries() {
    return {
      'chunks/net': 'src/core/net.ts',
      'chunks/reporter': 'src/core/reporter.ts',
      // The store map's clustering runs here; found at run time through manifest.json.
      'chunks/store-map-worker': WORKER,
      ...shellEntries(),
      // The inspector (README "The inspector"): only when StorefrontWidgets.inspect() asks for it.
      'chunks/inspector': 'src/inspector/index.ts',
      ...widgetEntries(),
    };
  }

  /**
   * Pass 1a, a trial: everything code-split as esbuild would, to learn which code the widgets share
   * (build/runtime-kit.mjs). Nothing is written.
   */
  const trialOptions = () => ({
    ...shared,
    entryPoints: { 'chunks/runtime': RUNTIME, ...lazyEntries() },
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/shared-[hash]',
    splitting: true,
    write: false,
    // With every language's texts: the kit's choice then does not depend on the language, and the
    // store pages' opening hours (1.5 KB) stay out of every page's runtime.
    plugins: [reactInOneChunk, ...testPlugins],
  });

  /** The modules of the runtime kit and the source of its entry, from the trial's result. */
  async function runtimeKitOf(trial) {
    const contents = new Map(trial.outputFiles.map((f) => [relative(root, f.path).split('\\').join('/'), f.contents]));
    // Widgets, not their lazy parts: code a part shares with widgets does not count toward the kit.
    const widget = (entry) => /^(widgets|test\/e2e\/fixture-widgets)\/[^/]+\/index\.tsx?$/.test(entry);
    const part = (entry) => /^widgets\/[^/]+\/[^/]+\/index\.tsx?$/.test(entry);
    // The page shell (and its parts) takes the kit as the widgets make it: what it reads decides nothing.
    const ignored = (entry) => /^src\/(shell|inspector)\//.test(entry);
    const kit = kitModules(trial.metafile, contents, { runtime: RUNTIME, worker: WORKER, widget, part, ignored });
    const source = await kitEntrySource(root, kit, ['src', 'widgets', ...(testBuild ? ['test/e2e/fixture-widgets'] : [])]);
    return { kit, source };
  }

  /** Pass 1b: the runtime kit of one language, one file (React, zod, the runtime and the code most widgets share). */
  const kitOptions = (source, language) => ({
    ...shared,
    stdin: { contents: source, resolveDir: root, sourcefile: 'runtime-kit.js', loader: 'js' },
    outfile: undefined,
    entryNames: `chunks/${language}/runtime`,
    banner: COMPILE_HINT,
    write: false,
    plugins: [reactInOneChunk, oneLanguage(language), ...testPlugins],
  });

  /** Pass 1c: one language's widgets and other lazy chunks, split among themselves, importing its kit. */
  const lazyOptions = (kit, language) => ({
    ...shared,
    entryPoints: Object.fromEntries(Object.entries(lazyEntries()).map(([key, file]) => [`chunks/${language}/` + key.slice('chunks/'.length), file])),
    entryNames: '[dir]/[name]',
    chunkNames: `chunks/${language}/shared-[hash]`,
    splitting: true,
    write: false,
    plugins: [importsFromKit(root, kit, 'runtime.js'), oneLanguage(language), ...testPlugins],
  });

  /**
   * Pass 2: the entry, built on its own so that it imports nothing statically (not even
   * esbuild's helper chunk): one request, then only what the page needs.
   */
  function entryOptions(dirs, widgetChunks) {
    // The entry has no literal import: every chunk is loaded through src/loader/chunk-url.ts, from the
    // page language's directory.
    const noLiteralImports = {
      name: 'no-literal-imports',
      setup(build) {
        build.onResolve({ filter: /.*/ }, (a) => {
          if (a.kind === 'dynamic-import') throw new Error('the entry imports ' + a.path + ': load chunks with loadChunk() (src/loader/chunk-url.ts)');
          return undefined;
        });
      },
    };
    // The registry's `load: () => import('./omnibus-price/index.ts')` (what tests run) becomes
    // `load: loadChunk` in the built entry: the loader calls `entry.load(name)` with the entry's name,
    // which is its folder's (checked here), so no entry repeats its name in a closure of its own.
    const registryLoads = {
      name: 'registry-loads',
      setup(build) {
        build.onLoad({ filter: /[\\/]registry\.ts$/ }, async (a) => {
          const source = readFileSync(a.path, 'utf8');
          const contents = source.replace(/\(\) => import\('\.\/([\w-]+)\/index\.tsx?'\)/g, (_, name, at) => {
            const key = [...source.slice(0, at).matchAll(/^ {2}'?([\w-]+)'?: \{/gm)].at(-1)?.[1];
            if (key !== name) throw new Error(a.path + ': the entry ' + key + ' loads ./' + name + '/: an entry loads the folder of its own name');
            return 'loadChunk';
          });
          const chunkUrl = JSON.stringify(join(root, 'src/loader/chunk-url.ts'));
          // A group's chunk (`import('./page-chrome.ts')`): loaded by its name, each entry taking its member.
          const groups = widgetGroups(root);
          const grouped = contents.replace(/import\('\.\/([\w-]+)\.ts'\)/g, (_, name) => {
            if (!groups.some((g) => g.name === name)) throw new Error(a.path + ': ./' + name + '.ts is no widget group (build/options.mjs widgetGroups)');
            return `loadChunk(${JSON.stringify(name)})`;
          });
          return { contents: `import { loadChunk } from ${chunkUrl};\n` + grouped, loader: 'ts' };
        });
      },
    };
    return {
      ...shared,
      entryPoints: { storefront: 'src/index.ts' },
      entryNames: '[name]',
      define: { ...shared.define, __CHUNK_DIRS__: JSON.stringify(dirs), __WIDGET_CHUNKS__: JSON.stringify(widgetChunks) },
      plugins: [noLiteralImports, registryLoads, ...testPlugins],
    };
  }

  /**
   * The optional inline head script (src/early/, README "Closed bars without a jump"): one classic
   * script a theme pastes into its <head>, so no module format, no map, no import.
   */
  const earlyOptions = {
    ...shared,
    entryPoints: { 'storefront-early': 'src/early/index.ts' },
    entryNames: '[name]',
    format: 'iife',
    sourcemap: false,
  };

  const cssOptions = {
    absWorkingDir: root,
    entryPoints: { storefront: 'src/styles/index.css' },
    outdir,
    bundle: true,
    minify: true,
    metafile: true,
    logLevel: 'warning',
  };

  return { pkg, lazyEntries, trialOptions, runtimeKitOf, kitOptions, lazyOptions, entryOptions, earlyOptions, cssOptions };
}
