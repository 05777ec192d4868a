// The runtime kit: one runtime file that carries React, zod and the code most widgets
// share, so that a page loads its runtime, one file per widget and few shared chunks.
//
// esbuild's code splitting makes one chunk per set of entry points that share code. With 17 widgets
// that was 33 shared chunks, 30 of them on the product page, most under 1 KB: on HTTP/1.1 (6
// connections per host) and a 562 ms round trip they queued for seconds. Here:
//   1. A trial build with splitting finds the shared chunks and who reads them.
//   2. Shared code goes into the runtime (the "kit") when its chunk is small (a request costs more than
//      its bytes) or when many widgets read it; bigger code that few widgets read stays a shared
//      chunk, loaded only where used. The kit also holds everything the runtime itself imports.
//   3. The kit is built as one file that exports what the widgets import from it, by name.
//   4. Widgets (and net, the reporter, the worker) are built with splitting among themselves, and every
//      import of a kit module, of React or of zod points at the kit file instead.
import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Shared chunks smaller than this (gzip bytes) go into the kit: a round trip costs more than the bytes. */
export const SMALL_CHUNK = 1500;
/** Code that this many widgets read goes into the kit whatever its size. */
export const MANY_WIDGETS = 4;
/** Packages the kit may carry; any other package stays with the widgets that use it (Leaflet, ky …). */
const KIT_PACKAGES = /^node_modules\/(react|react-dom|scheduler|zod)\//;
const REACT_SPEC = /^react(-dom)?(\/.*)?$/;
const ZOD_SPEC = 'zod/mini';

/** Reach of each output: the entry points whose static import graph contains it. */
function reachOf(outputs) {
  const reach = new Map();
  for (const [path, output] of Object.entries(outputs)) {
    if (!output.entryPoint || !path.endsWith('.js')) continue;
    const seen = new Set();
    const queue = [path];
    while (queue.length) {
      const p = queue.shift();
      if (seen.has(p)) continue;
      seen.add(p);
      for (const i of outputs[p]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) queue.push(i.path);
    }
    for (const p of seen) {
      if (!reach.has(p)) reach.set(p, new Set());
      reach.get(p).add(output.entryPoint);
    }
  }
  return reach;
}

/**
 * Which source modules go into the kit, from the trial build's metafile.
 * @param {{ outputs: Record<string, any>, inputs: Record<string, any> }} meta
 * @param {Map<string, Uint8Array>} contents output path → bytes
 * @param {{ runtime: string, worker: string, widget: (entry: string) => boolean, part: (entry: string) => boolean, ignored?: (entry: string) => boolean }} roles entry paths
 */
export function kitModules(meta, contents, roles) {
  const reach = reachOf(meta.outputs);
  const kit = new Set();
  for (const [path, output] of Object.entries(meta.outputs)) {
    const all = reach.get(path);
    // Entries whose reading decides nothing (the page shell): as if they were not there.
    const readers = all && new Set([...all].filter((r) => !roles.ignored?.(r)));
    // Shared with an ignored entry only: without it this code would be in its one reader's chunk.
    if (!readers?.size || output.entryPoint || (readers.size < all.size && readers.size < 2 && !readers.has(roles.runtime))) continue;
    const widgets = [...readers].filter(roles.widget).length;
    const gzip = gzipSync(contents.get(path) ?? new Uint8Array(), { level: 9 }).length;
    // Code a widget's lazy part shares (with its widget, or with others) stays out of the kit unless
    // many widgets read it: every page would carry it for the few products that load the part. A
    // part reading what its own widget reads anyway costs nobody anything, so it does not count.
    const ownWidget = (part) => readers.has(part.replace(/\/[^/]+\/index\.tsx?$/, '/index.ts'));
    const small = gzip < SMALL_CHUNK && [...readers].every((r) => !roles.part(r) || ownWidget(r));
    const hoist = readers.has(roles.runtime) || (!readers.has(roles.worker) && (small || widgets >= MANY_WIDGETS));
    if (hoist) for (const input of Object.keys(output.inputs)) kit.add(input);
  }
  // Modules that compile to nothing (types, an identity helper) would each be an empty chunk.
  const emitted = new Set(Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs)));
  for (const input of Object.keys(meta.inputs)) if (input.startsWith('src/') && !emitted.has(input)) kit.add(input);
  const runtimeOutput = Object.values(meta.outputs).find((o) => o.entryPoint === roles.runtime);
  for (const input of Object.keys(runtimeOutput?.inputs ?? {})) kit.add(input);
  // Closed under imports, or a widget would bundle a second copy of what a kit module imports.
  // A module that imports a foreign package (Leaflet, floating-ui) or loads code on demand stays
  // out, and so do its importers: the kit is one file with no import of its own.
  const depsOf = (file) => (meta.inputs[file]?.imports ?? []).filter((i) => !i.external);
  const foreign = (dep) => dep.kind === 'dynamic-import' || (dep.path.startsWith('node_modules/') && !KIT_PACKAGES.test(dep.path));
  const queue = [...kit];
  while (queue.length) {
    for (const dep of depsOf(queue.shift())) {
      if (kit.has(dep.path) || foreign(dep)) continue;
      kit.add(dep.path);
      queue.push(dep.path);
    }
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const file of kit) {
      if (depsOf(file).some((dep) => foreign(dep) || !kit.has(dep.path))) {
        kit.delete(file);
        changed = true;
      }
    }
  }
  if (!kit.has(roles.runtime)) throw new Error('runtime kit: ' + roles.runtime + ' imports a package or a chunk it must not carry');
  return kit;
}

/** The names each module exports at run time (types are erased), from a bundle of each. */
async function exportNames(root, files) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: files,
    outdir: join(root, '.kit-exports'),
    outbase: root,
    bundle: true,
    packages: 'external',
    format: 'esm',
    write: false,
    metafile: true,
    jsx: 'automatic',
    logLevel: 'error',
  });
  const names = new Map();
  for (const output of Object.values(result.metafile.outputs)) if (output.entryPoint) names.set(output.entryPoint, output.exports);
  return names;
}

/** The zod/mini functions our code calls (`z.object`, …): the kit exports those only. */
async function zodNamesUsed(root, dirs) {
  const available = new Set(Object.keys(await import('zod/mini')));
  const used = new Set();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name)) {
        const source = readFileSync(file, 'utf8');
        if (!/import \* as z from 'zod\/mini'/.test(source)) continue;
        for (const m of source.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)) if (available.has(m[1])) used.add(m[1]);
      }
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return [...used].sort();
}

/**
 * The kit's entry source: `export { names } from 'module'` for every kit module of ours, React's
 * names (src/vendor/react.ts) and the zod functions in use. One flat namespace: a name exported
 * by two modules fails the build here, naming both, rather than silently exporting neither.
 */
export async function kitEntrySource(root, kit, sourceDirs) {
  const ours = [...kit].filter((f) => !f.startsWith('node_modules/')).sort();
  const names = await exportNames(root, ours);
  const owner = new Map();
  const lines = [];
  // A module that passes on another's export (`export { X } from './x.ts'`) shares its binding.
  const passesOn = (file, name) =>
    file !== ZOD_SPEC && new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from`).test(readFileSync(join(root, file), 'utf8'));
  const claim = (name, from) => {
    const first = owner.get(name);
    if (first === undefined || first === from) return (owner.set(name, from), true);
    if (passesOn(from, name)) return false;
    if (passesOn(first, name)) return (owner.set(name, from), true);
    throw new Error(`runtime kit: "${name}" is exported by both ${first} and ${from}; rename one`);
  };
  const exported = new Map();
  for (const file of ours) for (const n of names.get(file) ?? []) if (n !== 'default' && claim(n, file)) exported.set(n, file);
  for (const file of ours) {
    const list = [...exported].filter(([, f]) => f === file).map(([n]) => n);
    if (list.length) lines.push(`export { ${list.join(', ')} } from ${JSON.stringify('./' + file)};`);
    else lines.push(`import ${JSON.stringify('./' + file)};`);
  }
  const zod = await zodNamesUsed(root, sourceDirs);
  for (const n of zod) if (exported.has(n)) throw new Error(`runtime kit: "${n}" is exported by ${exported.get(n)} and by zod; rename ours`);
  lines.push(`export { ${zod.join(', ')} } from '${ZOD_SPEC}';`);
  return lines.join('\n') + '\n';
}

/**
 * The plugin for the widgets' build: imports of kit modules, React and zod become imports of the
 * kit file (`./runtime-HASH.js`, the widgets' chunks sit beside it).
 */
export function importsFromKit(root, kit, kitFile) {
  const absolute = new Set([...kit].map((f) => resolve(root, f)));
  const external = { path: './' + kitFile.split('/').pop(), external: true };
  // Our imports name their files (`./events.ts`), so a path from a folder resolves alike from one
  // rebuild of a context to the next (build/dev-build.mjs): asked once, not on every rebuild.
  const resolved = new Map();
  return {
    name: 'imports-from-kit',
    setup(build) {
      build.onResolve({ filter: REACT_SPEC }, () => external);
      build.onResolve({ filter: /^zod\/mini$/ }, () => external);
      build.onResolve({ filter: /^\.{1,2}\// }, async (a) => {
        if (a.pluginData === 'kit-probe' || a.kind !== 'import-statement') return undefined;
        const key = a.resolveDir + '\0' + a.path;
        if (!resolved.has(key)) {
          const found = await build.resolve(a.path, { kind: a.kind, importer: a.importer, resolveDir: a.resolveDir, pluginData: 'kit-probe' });
          if (found.errors.length) return undefined;
          resolved.set(key, found.path);
        }
        return absolute.has(resolved.get(key)) ? external : undefined;
      });
    },
  };
}
