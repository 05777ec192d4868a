// When the development build may skip its trial (build/dev-build.mjs): the trial decides what goes
// into the runtime kit, and an edit inside one widget's own code cannot change that decision as long
// as no import changes. So the build skips it when every file changed is a module of one chunk only
// (not in the kit nor in a shared chunk), uses no zod function the kit does not export, and the
// import graph comes out of the build as it was; otherwise the trial runs (build/runtime-kit.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a build leaves for the next one to judge its change by, from a language's metafile and the kit's source. */
export function shapeOf(metafile, kitSource) {
  const own = new Set();
  for (const [path, output] of Object.entries(metafile.outputs)) {
    // The kit is an entry too (`runtime.js`): its modules are shared by definition.
    if (output.entryPoint && path.endsWith('.js') && !path.endsWith('/runtime.js')) for (const input of Object.keys(output.inputs)) own.add(input);
  }
  const zod = new Set(
    /export \{([^}]*)\} from 'zod\/mini'/
      .exec(kitSource)?.[1]
      .split(',')
      .map((n) => n.trim()) ?? [],
  );
  return { own, zod, graph: graphOf(metafile) };
}

/** The import graph, as one string: every module and what it imports. */
export function graphOf(metafile) {
  return Object.entries(metafile.inputs)
    .map(
      ([path, input]) =>
        path +
        ' ' +
        input.imports
          .map((i) => i.kind + ':' + i.path)
          .sort()
          .join(' '),
    )
    .sort()
    .join('\n');
}

/** What zod/mini exports at run time (`z.infer` and other types are not). */
const ZOD = new Set(Object.keys(await import('zod/mini')));

/** The zod/mini functions a source file calls (`z.object` …), when it imports zod/mini as `z`, as build/runtime-kit.mjs reads them. */
const zodNamesIn = (source) =>
  /import \* as z from 'zod\/mini'/.test(source) ? [...source.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]).filter((n) => ZOD.has(n)) : [];

/** Whether the files changed (relative to root) are all one chunk's own modules, calling only zod functions the kit exports. */
export function withinOneChunk(root, changed, shape) {
  if (!shape || changed.length === 0) return false;
  return changed.every((file) => {
    if (!shape.own.has(file)) return false;
    try {
      return zodNamesIn(readFileSync(join(root, file), 'utf8')).every((n) => shape.zod.has(n));
    } catch {
      return false; // removed: the build will say what broke
    }
  });
}
