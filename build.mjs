// Builds the bundle with esbuild: `dist/storefront.js` (the loader entry), and per language (pl,
// it, en) a directory `dist/chunks/<language>-<hash>/` with the runtime kit (React included), one
// chunk per widget and a few shared chunks, carrying that language's texts only;
// `dist/storefront.css` and `dist/manifest.json`. Flags: --watch (rebuild on change), --test
// (dist-test/, adds the e2e fixture widgets to the registry; never used for production),
// --metafile (keeps esbuild's metafile for analysis).
import * as esbuild from 'esbuild';
import { readFileSync, readdirSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, posix, resolve, relative } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { importsFromKit, kitEntrySource, kitModules } from './build/runtime-kit.mjs';
import { oneLanguage } from './build/one-language.mjs';
import { createHash } from 'node:crypto';

const root = import.meta.dirname;
const args = new Set(process.argv.slice(2));
const testBuild = args.has('--test');
const outdir = join(root, testBuild ? 'dist-test' : 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const vendorReact = join(root, 'src/vendor/react.ts');

/**
 * Every widget folder with an index.ts is an entry: chunks/<lang>-<hash>/<name>.js. So is each lazy
 * part of a widget, a subfolder with an index.ts that the widget loads with import():
 * <name>.<part>.js (e.g. projector-form.configurator.js), budgeted on its own.
 */
function widgetEntries() {
  const entries = {};
  for (const name of readdirSync(join(root, 'widgets'))) {
    const file = join(root, 'widgets', name, 'index.ts');
    if (!existsSync(file)) continue;
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
 * The page shell (issue 19): `chunks/shell`, and a chunk per part (`shell.scripts` …) that it loads
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

const RUNTIME = 'src/runtime/runtime.tsx';
const WORKER = 'src/ui/map/cluster-worker.ts';

/** Chunks loaded on demand besides the runtime: widgets, the network code, the reporter, the map's worker. */
function lazyEntries() {
  return {
    'chunks/net': 'src/core/net.ts',
    'chunks/reporter': 'src/core/reporter.ts',
    // The store map's clustering runs here; found at run time through manifest.json.
    'chunks/store-map-worker': WORKER,
    ...shellEntries(),
    ...widgetEntries(),
  };
}

/**
 * Pass 1a, a trial: everything code-split as esbuild would, to learn which code the widgets share
 * (build/runtime-kit.mjs). Nothing is written.
 */
const trialOptions = {
  ...shared,
  entryPoints: { 'chunks/runtime': RUNTIME, ...lazyEntries() },
  entryNames: '[dir]/[name]-[hash]',
  chunkNames: 'chunks/shared-[hash]',
  splitting: true,
  write: false,
  // With every language's texts: the kit's choice then does not depend on the language, and the
  // store pages' opening hours (1.5 KB) stay out of every page's runtime.
  plugins: [reactInOneChunk, ...(testBuild ? [testRegistry] : [])],
};

/**
 * V8's explicit compile hint for the runtime file: compile every function while the file streams
 * in, off the main thread. React's CommonJS modules are functions the page calls at once; compiled
 * lazily, they cost the main thread about 50 ms at 4× CPU in one task (issue 15).
 */
const COMPILE_HINT = { js: '//# allFunctionsCalledOnLoad' };

/**
 * Each language gets its own runtime kit and lazy chunks, with that language's texts only
 * (build/one-language.mjs), in `chunks/<language>-<hash>/`: the hash is of the directory's files,
 * the names inside are plain (`omnibus-price.js`), and the entry picks the page's directory.
 */
const LANGUAGES = ['pl', 'it', 'en'];

/** Pass 1b: the runtime kit of one language, one file (React, zod, the runtime and the code most widgets share). */
function kitOptions(source, language) {
  return {
    ...shared,
    stdin: { contents: source, resolveDir: root, sourcefile: 'runtime-kit.js', loader: 'js' },
    outfile: undefined,
    entryNames: `chunks/${language}/runtime`,
    banner: COMPILE_HINT,
    write: false,
    plugins: [reactInOneChunk, oneLanguage(language), ...(testBuild ? [testRegistry] : [])],
  };
}

/** Pass 1c: one language's widgets and other lazy chunks, split among themselves, importing its kit. */
function lazyOptions(kit, language) {
  return {
    ...shared,
    entryPoints: Object.fromEntries(Object.entries(lazyEntries()).map(([key, file]) => [`chunks/${language}/` + key.slice('chunks/'.length), file])),
    entryNames: '[dir]/[name]',
    chunkNames: `chunks/${language}/shared-[hash]`,
    splitting: true,
    write: false,
    plugins: [importsFromKit(root, kit, 'runtime.js'), oneLanguage(language), ...(testBuild ? [testRegistry] : [])],
  };
}

/** Builds one language's files in memory, then writes them under chunks/<language>-<hash>/. */
async function buildLanguage(language, kit, kitSource) {
  const [kitBuild, lazy] = await Promise.all([esbuild.build(kitOptions(kitSource, language)), esbuild.build(lazyOptions(kit, language))]);
  // Shared chunks are named after the modules they hold, not their bytes, so that every language
  // names them alike (the entry's list of a widget's shared chunks serves all three).
  const renames = new Map();
  for (const [path, o] of Object.entries(lazy.metafile.outputs)) {
    const old = path.match(/\/(shared-\w+)\.js$/)?.[1];
    if (!old) continue;
    // A module that is both imported and import()ed gets a chunk of no modules that re-exports it: named by its exports.
    const held = Object.keys(o.inputs).length ? Object.keys(o.inputs) : o.exports.map((e) => 'export ' + e);
    const name = 'shared-' + createHash('sha256').update(held.sort().join('\n')).digest('hex').slice(0, 8).toUpperCase();
    if ([...renames.values()].includes(name)) throw new Error(`two shared chunks hold the same modules (${name}); name them apart in build.mjs`);
    renames.set(old, name);
  }
  const rename = (text) => [...renames].reduce((t, [from, to]) => t.replaceAll(from, to), text);
  const files = [...kitBuild.outputFiles, ...lazy.outputFiles].map((f) => ({ path: rename(f.path), contents: Buffer.from(rename(f.text)) }));
  const hash = createHash('sha256');
  for (const f of [...files].sort((a, b) => a.path.localeCompare(b.path))) hash.update(relative(root, f.path)).update(f.contents);
  const dir = language + '-' + hash.digest('hex').slice(0, 8).toUpperCase();
  const from = (path) => path.replace('/chunks/' + language + '/', '/chunks/' + dir + '/');
  for (const f of files) {
    mkdirSync(dirname(from(f.path)), { recursive: true });
    writeFileSync(from(f.path), f.contents);
  }
  const place = (path) => from('/' + rename(path)).slice(1);
  const renamed = (outputs) => Object.fromEntries(Object.entries(outputs).map(([path, o]) => [place(path), { ...o, language, imports: o.imports.map((i) => (i.external ? i : { ...i, path: place(i.path) })) }]));
  const metafile = { inputs: { ...kitBuild.metafile.inputs, ...lazy.metafile.inputs }, outputs: { ...renamed(kitBuild.metafile.outputs), ...renamed(lazy.metafile.outputs) } };
  return { dir, metafile };
}

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
  // `load: () => loadChunk('omnibus-price')` in the built entry.
  const registryLoads = {
    name: 'registry-loads',
    setup(build) {
      build.onLoad({ filter: /[\\/]registry\.ts$/ }, async (a) => {
        const source = readFileSync(a.path, 'utf8');
        const contents = source.replace(/import\('\.\/([\w-]+)\/index\.tsx?'\)/g, (_, name) => `loadChunk(${JSON.stringify(name)})`);
        const chunkUrl = JSON.stringify(join(root, 'src/loader/chunk-url.ts'));
        return { contents: `import { loadChunk } from ${chunkUrl};\n` + contents, loader: 'ts' };
      });
    },
  };
  return {
    ...shared,
    entryPoints: { storefront: 'src/index.ts' },
    entryNames: '[name]',
    define: { ...shared.define, __CHUNK_DIRS__: JSON.stringify(dirs), __WIDGET_CHUNKS__: JSON.stringify(widgetChunks) },
    plugins: [noLiteralImports, registryLoads, ...(testBuild ? [testRegistry] : [])],
  };
}

const cssOptions = {
  absWorkingDir: root,
  entryPoints: { storefront: 'src/styles/index.css' },
  outdir,
  bundle: true,
  minify: true,
  metafile: true,
  logLevel: 'warning',
};

/**
 * Widget name → the shared chunks (the hash of chunks/shared-<hash>.js) its chunk imports, transitively: the loader
 * starts them with the widget's chunk instead of a round trip later. Widgets that import none are left out.
 */
function widgetChunksOf(metafile) {
  const map = {};
  for (const [path, output] of Object.entries(metafile.outputs)) {
    const widget = output.entryPoint?.match(/(?:widgets|fixture-widgets)\/([^/]+)\/index\.tsx?$/)?.[1];
    if (!widget || !path.endsWith('.js')) continue;
    const seen = new Set();
    const queue = output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path);
    while (queue.length) {
      const p = queue.shift();
      if (seen.has(p)) continue;
      seen.add(p);
      queue.push(...metafile.outputs[p].imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path));
    }
    // Only the hash part: every one is chunks/shared-<hash>.js.
    if (seen.size) map[widget] = [...seen].map((p) => p.match(/shared-(\w+)\.js$/)[1]);
  }
  return map;
}

function kindOf(file, output) {
  if (file === 'storefront.js') return { kind: 'entry' };
  const entry = output.entryPoint ?? '';
  const widget = entry.match(/(?:widgets|fixture-widgets)\/([^/]+)\/index\.tsx?$/)?.[1] ?? entry.match(/^src\/(shell)\/index\.ts$/)?.[1];
  if (widget) return { kind: 'widget', widget };
  const part = entry.match(/^(?:widgets|src)\/([^/]+)\/([^/]+)\/index\.tsx?$/);
  if (part) return { kind: 'part', widget: part[1], part: part[2] };
  if (entry === '<stdin>' || entry.endsWith('runtime-kit.js')) return { kind: 'runtime' };
  if (entry.endsWith('src/core/net.ts')) return { kind: 'net' };
  if (entry.endsWith('-worker.ts')) return { kind: 'worker' };
  const react = Object.keys(output.inputs).some((i) => /node_modules\/react-dom\//.test(i));
  return { kind: 'shared', ...(react ? { react: true } : {}) };
}

function writeManifest(metafile) {
  const files = {};
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (!path.endsWith('.js') && !path.endsWith('.css')) continue;
    const file = relative(outdir, join(root, path));
    const body = readFileSync(join(outdir, file));
    files[file] = {
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      ...(path.endsWith('.css') ? { kind: 'style' } : kindOf(file, output)),
      ...(output.language ? { language: output.language } : {}),
      imports: [
        ...new Set(
          output.imports
            .filter((i) => i.kind === 'import-statement')
            // The widgets' imports of their language's runtime kit (`./runtime.js`) are external to their build.
            .map((i) => (i.external ? (i.path === './runtime.js' ? posix.join(posix.dirname(file), i.path) : null) : relative(outdir, join(root, i.path))))
            .filter(Boolean),
        ),
      ],
    };
  }
  // What every page with a marker needs, per page language: the runtime and what it imports statically.
  // Templates may emit <link rel="modulepreload"> for these to save a round trip (README).
  const preload = {};
  for (const language of LANGUAGES) {
    const list = (preload[language] = []);
    const queue = Object.keys(files).filter((f) => files[f].kind === 'runtime' && files[f].language === language);
    while (queue.length) {
      const f = queue.shift();
      if (list.includes(f)) continue;
      list.push(f);
      queue.push(...(files[f]?.imports ?? []));
    }
  }
  // Per language, each widget's files (its chunk and the shared chunks it imports, the runtime left
  // out), and each lazy part's: a template may preload them for the widgets it renders in the first
  // screen, and a part where the widget's props ask for it (README).
  const widgets = {};
  for (const language of LANGUAGES) {
    const own = (widgets[language] = {});
    for (const [file, info] of Object.entries(files)) {
      if ((info.kind !== 'widget' && info.kind !== 'part') || info.language !== language) continue;
      const list = [];
      const queue = [file];
      while (queue.length) {
        const f = queue.shift();
        if (list.includes(f) || preload[language].includes(f)) continue;
        list.push(f);
        queue.push(...(files[f]?.imports ?? []));
      }
      // A lazy part is listed as "<widget>.<part>" (projector-form.configurator).
      own[info.kind === 'part' ? info.widget + '.' + info.part : info.widget] = list;
    }
  }
  const manifest = { entry: 'storefront.js', version: pkg.version, preload, widgets, files };
  writeFileSync(join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

function printTable(manifest) {
  const rows = Object.entries(manifest.files).sort(([a], [b]) => a.localeCompare(b));
  const pad = (s, n) => String(s).padStart(n);
  console.log('file'.padEnd(46) + pad('raw', 9) + pad('gzip', 9) + pad('brotli', 9) + '  kind');
  for (const [file, f] of rows) {
    console.log(file.padEnd(46) + pad(f.bytes, 9) + pad(f.gzip, 9) + pad(f.brotli, 9) + '  ' + f.kind + (f.widget ? ' ' + f.widget : '') + (f.react ? ' (react)' : ''));
  }
}

async function buildAll() {
  const [trial, css] = await Promise.all([esbuild.build(trialOptions), esbuild.build(cssOptions)]);
  const contents = new Map(trial.outputFiles.map((f) => [relative(root, f.path).split('\\').join('/'), f.contents]));
  // Widgets, not their lazy parts: code a part shares with widgets does not count toward the kit.
  const widgetEntry = (entry) => /^(widgets|test\/e2e\/fixture-widgets)\/[^/]+\/index\.tsx?$/.test(entry);
  const partEntry = (entry) => /^widgets\/[^/]+\/[^/]+\/index\.tsx?$/.test(entry);
  // The page shell (and its parts) takes the kit as the widgets make it: what it reads decides nothing.
  const ignored = (entry) => /^src\/shell\//.test(entry);
  const kit = kitModules(trial.metafile, contents, { runtime: RUNTIME, worker: WORKER, widget: widgetEntry, part: partEntry, ignored });
  const kitSource = await kitEntrySource(root, kit, ['src', 'widgets', ...(testBuild ? ['test/e2e/fixture-widgets'] : [])]);
  const languages = await Promise.all(LANGUAGES.map((language) => buildLanguage(language, kit, kitSource)));
  const dirs = Object.fromEntries(LANGUAGES.map((language, i) => [language, languages[i].dir]));
  const widgetChunks = widgetChunksOf(languages[0].metafile);
  for (const l of languages.slice(1)) {
    if (JSON.stringify(widgetChunksOf(l.metafile)) !== JSON.stringify(widgetChunks)) throw new Error('the languages\' chunks differ in shape: ' + l.dir);
  }
  const entry = await esbuild.build(entryOptions(dirs, widgetChunks));
  const metafile = {
    inputs: { ...languages[0].metafile.inputs, ...entry.metafile.inputs },
    outputs: Object.assign({}, ...languages.map((l) => l.metafile.outputs), entry.metafile.outputs, css.metafile.outputs),
  };
  const manifest = writeManifest(metafile);
  // --metafile keeps esbuild's metafile for analysis (https://esbuild.github.io/analyze/).
  if (args.has('--metafile')) writeFileSync(join(outdir, 'metafile.json'), JSON.stringify(metafile));
  printTable(manifest);
  return manifest;
}

async function buildClean() {
  rmSync(outdir, { recursive: true, force: true });
  return buildAll();
}

if (args.has('--watch')) {
  // Rebuilds everything on any change under src/, widgets/ (the build takes well under a second).
  const { watch } = await import('node:fs');
  let timer;
  await buildClean();
  for (const dir of ['src', 'widgets']) {
    watch(join(root, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => buildClean().then(() => console.log('rebuilt at ' + new Date().toLocaleTimeString()), (e) => console.error(e.message)), 100);
    });
  }
  console.log('watching src/ and widgets/ for changes…');
} else {
  await buildClean();
}
