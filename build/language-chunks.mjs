// One language's chunks, from its two esbuild results (the runtime kit, the lazy chunks), put in
// their directory `chunks/<dir>/`: the production build names the directory after its contents
// (`pl-1A2B3C4D`), the development build `pl-dev` (build/dev-build.mjs).
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * The language's files (shared chunks renamed, still under `chunks/<language>/`), and `place(dir)`:
 * the files under `chunks/<dir>/` with the metafile of their outputs, as writeManifest reads it.
 */
export function languageChunks(language, kitBuild, lazy) {
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

  /** @param {string} dir */
  function place(dir) {
    const from = (path) => path.replace('/chunks/' + language + '/', '/chunks/' + dir + '/');
    const placed = (path) => from('/' + rename(path)).slice(1);
    const renamed = (outputs) =>
      Object.fromEntries(
        Object.entries(outputs).map(([path, o]) => [
          placed(path),
          { ...o, language, imports: o.imports.map((i) => (i.external ? i : { ...i, path: placed(i.path) })) },
        ]),
      );
    const metafile = {
      inputs: { ...kitBuild.metafile.inputs, ...lazy.metafile.inputs },
      outputs: { ...renamed(kitBuild.metafile.outputs), ...renamed(lazy.metafile.outputs) },
    };
    return { files: files.map((f) => ({ path: from(f.path), contents: f.contents })), metafile };
  }
  return { files, place };
}

/** The production directory name: the language and a hash of its files (paths and bytes). */
export function contentDir(language, files, root) {
  const hash = createHash('sha256');
  for (const f of [...files].sort((a, b) => a.path.localeCompare(b.path))) hash.update(relative(root, f.path)).update(f.contents);
  return language + '-' + hash.digest('hex').slice(0, 8).toUpperCase();
}

/**
 * Widget name → the shared chunks (the hash of chunks/shared-<hash>.js) its chunk imports, transitively: the loader
 * starts them with the widget's chunk instead of a round trip later. Widgets that import none are left out.
 */
export function widgetChunksOf(metafile, groups = []) {
  const map = {};
  for (const [path, output] of Object.entries(metafile.outputs)) {
    const group = groups.find((g) => g.file === output.entryPoint);
    const widget = output.entryPoint?.match(/(?:widgets|fixture-widgets)\/([^/]+)\/index\.tsx?$/)?.[1] ?? group?.name;
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
    // A group's members load its chunk: they start its shared chunks too.
    if (seen.size) for (const name of [widget, ...(group?.members ?? [])]) map[name] = [...seen].map((p) => p.match(/shared-(\w+)\.js$/)[1]);
  }
  return map;
}
