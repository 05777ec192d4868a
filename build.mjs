// Builds the bundle with esbuild: `dist/storefront.js` (the loader entry), and per language (pl,
// it, en) a directory `dist/chunks/<language>-<hash>/` with the runtime kit (React included), one
// chunk per widget and a few shared chunks, carrying that language's texts only;
// `dist/storefront.css`, `dist/storefront-early.js` (the optional inline head script) and
// `dist/manifest.json`; and the package's types in `types/`
// (build/package-types.mjs). Flags: --watch (a full rebuild on every change;
// `npm run dev` rebuilds incrementally, build/dev-build.mjs), --test (dist-test/, adds the e2e
// fixture widgets to the registry; never used for production), --metafile (keeps esbuild's
// metafile for analysis). The passes' options are in build/options.mjs.
import * as esbuild from 'esbuild';
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { buildOptions, LANGUAGES, widgetGroups } from './build/options.mjs';
import { contentDir, languageChunks, widgetChunksOf } from './build/language-chunks.mjs';
import { integrityOf } from './build/integrity.mjs';
import { writePackageTypes } from './build/package-types.mjs';

const root = import.meta.dirname;
const GROUPS = widgetGroups(root);
const args = new Set(process.argv.slice(2));
const testBuild = args.has('--test');
const outdir = join(root, testBuild ? 'dist-test' : 'dist');
const options = buildOptions({ root, outdir, testBuild });
const { pkg } = options;

/** Builds one language's files in memory, then writes them under chunks/<language>-<hash>/. */
async function buildLanguage(language, kit, kitSource) {
  const [kitBuild, lazy] = await Promise.all([esbuild.build(options.kitOptions(kitSource, language)), esbuild.build(options.lazyOptions(kit, language))]);
  const chunks = languageChunks(language, kitBuild, lazy);
  const dir = contentDir(language, chunks.files, root);
  const { files, metafile } = chunks.place(dir);
  for (const f of files) {
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f.contents);
  }
  return { dir, metafile };
}

function kindOf(file, output) {
  if (file === 'storefront.js') return { kind: 'entry' };
  if (file === 'storefront-early.js') return { kind: 'early' };
  const entry = output.entryPoint ?? '';
  const widget = entry.match(/(?:widgets|fixture-widgets)\/([^/]+)\/index\.tsx?$/)?.[1] ?? entry.match(/^src\/(shell|inspector)\/index\.ts$/)?.[1];
  if (widget) return { kind: 'widget', widget };
  // A group's chunk (widgets/page-chrome.ts): the widget the group is named after, and the widgets it carries.
  const group = GROUPS.find((g) => g.file === entry);
  if (group) return { kind: 'widget', widget: group.name, members: group.members };
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
      integrity: integrityOf(body),
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
      // A lazy part is listed as "<widget>.<part>" (projector-form.configurator); a group's members by their own names too.
      own[info.kind === 'part' ? info.widget + '.' + info.part : info.widget] = list;
      for (const member of info.members ?? []) own[member] = list;
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
    console.log(
      file.padEnd(46) + pad(f.bytes, 9) + pad(f.gzip, 9) + pad(f.brotli, 9) + '  ' + f.kind + (f.widget ? ' ' + f.widget : '') + (f.react ? ' (react)' : ''),
    );
  }
}

function printSummary(manifest) {
  const files = Object.values(manifest.files);
  const entry = manifest.files[manifest.entry];
  console.log(
    `built ${testBuild ? 'dist-test' : 'dist'}/: ${files.length} files, the loader ${(entry.gzip / 1000).toFixed(2)} KB gzip (npm run build prints every file's size)`,
  );
}

async function buildAll() {
  const [trial, css, early] = await Promise.all([
    esbuild.build(options.trialOptions()),
    esbuild.build(options.cssOptions),
    esbuild.build(options.earlyOptions),
  ]);
  const { kit, source: kitSource } = await options.runtimeKitOf(trial);
  const languages = await Promise.all(LANGUAGES.map((language) => buildLanguage(language, kit, kitSource)));
  const dirs = Object.fromEntries(LANGUAGES.map((language, i) => [language, languages[i].dir]));
  const widgetChunks = widgetChunksOf(languages[0].metafile, GROUPS);
  for (const l of languages.slice(1)) {
    if (JSON.stringify(widgetChunksOf(l.metafile, GROUPS)) !== JSON.stringify(widgetChunks)) throw new Error("the languages' chunks differ in shape: " + l.dir);
  }
  const entry = await esbuild.build(options.entryOptions(dirs, widgetChunks));
  const metafile = {
    inputs: { ...languages[0].metafile.inputs, ...entry.metafile.inputs },
    outputs: Object.assign({}, ...languages.map((l) => l.metafile.outputs), entry.metafile.outputs, early.metafile.outputs, css.metafile.outputs),
  };
  const manifest = writeManifest(metafile);
  // The package's types (types/, README "For theme developers"): not for the test bundle, nor on every change while watching.
  if (!testBuild && !args.has('--watch')) await writePackageTypes(root);
  // --metafile keeps esbuild's metafile for analysis (https://esbuild.github.io/analyze/).
  if (args.has('--metafile')) writeFileSync(join(outdir, 'metafile.json'), JSON.stringify(metafile));
  // --quiet (npm start): one line instead of the table, so that the pages to open come first.
  if (args.has('--quiet')) printSummary(manifest);
  else printTable(manifest);
  return manifest;
}

async function buildClean() {
  rmSync(outdir, { recursive: true, force: true });
  return buildAll();
}

if (args.has('--watch')) {
  // A full clean build on any change under src/, widgets/ (several seconds: `npm run dev` is the fast loop).
  const { watchTree } = await import('./build/watch-tree.mjs');
  let timer;
  await buildClean();
  watchTree(
    ['src', 'widgets'].map((dir) => join(root, dir)),
    () => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          buildClean().then(
            () => console.log('rebuilt at ' + new Date().toLocaleTimeString()),
            (e) => console.error(e.message),
          ),
        100,
      );
    },
  );
  console.log('watching src/ and widgets/ for changes…');
} else {
  await buildClean();
}
