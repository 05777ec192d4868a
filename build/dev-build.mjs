// The development build (`npm run dev`, dev/): the production passes (build/options.mjs) kept alive
// as esbuild contexts and rebuilt incrementally on every change under src/ and widgets/, into its
// own directory (dist-dev/), never dist/ or dist-test/ that the tests and the bench read.
//
// What differs from `npm run build`, on purpose:
//   - chunk directories are `chunks/<language>-dev/`, not named after their contents: the files keep
//     their names from one build to the next, and nothing piles up;
//   - only the languages asked for are built (Polish unless told), and a language more when a page
//     in it is served (addLanguage); until then its pages would read the first language's chunks;
//   - no manifest.json (its brotli and gzip sizes at the highest levels cost about a second).
// How a rebuild saves time: a stylesheet edit rebuilds the stylesheet only; an edit inside one
// widget's own modules skips the trial pass (build/local-change.mjs); otherwise the trial runs while
// the languages build with the runtime kit as it was, and they build again only if the kit changed.
// Each build says what changed, by the bytes of the .js and .css files written: `js` (the page must
// reload), `css` (only the stylesheet), or `none` (e.g. a comment edited: the minifier drops it).
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { buildOptions, LANGUAGES, widgetGroups } from './options.mjs';
import { languageChunks, widgetChunksOf } from './language-chunks.mjs';
import { graphOf, shapeOf, withinOneChunk } from './local-change.mjs';
import { watchTree } from './watch-tree.mjs';

/** How long to wait after a file event for the editor's other events (a save is often two or three). */
const SETTLE_MS = 30;

export const devDir = (language) => language + '-dev';

/**
 * @param {{ root: string, outdir: string, languages?: string[], watch?: boolean,
 *   onBuild?: (result: DevBuildResult) => void }} o
 */
export async function startDevBuild(o) {
  const languages = [...new Set(o.languages?.length ? o.languages : ['pl'])];
  for (const l of languages) checkLanguage(l);
  const options = buildOptions({ root: o.root, outdir: o.outdir });

  let entries, trial, css, widgetChunks, entry;
  /** The runtime kit of the last build: its modules and its entry's source; its modules' names, one a line. */
  let kit, kitModules;
  /** Per language built: its two contexts (kit and lazy chunks). */
  let perLanguage = [];
  /** The last build's stylesheet, and what it leaves to judge the next change by (build/local-change.mjs). */
  let cssFiles = [];
  let shape;
  /** Written file (relative to outdir) → hash of its bytes. */
  let written = new Map();

  // Languages not built (yet) read the first built language's directory.
  const dirs = () => {
    const built = perLanguage.map((p) => p.language);
    return Object.fromEntries(LANGUAGES.map((l) => [l, devDir(built.includes(l) ? l : built[0])]));
  };
  const dispose = async (...contexts) =>
    Promise.all(
      contexts
        .flat(Infinity)
        .filter(Boolean)
        .map((c) => c.dispose()),
    );
  const languageContexts = () => perLanguage.map((p) => [p.kit, p.lazy]);
  const kitContext = (language) => esbuild.context(options.kitOptions(kit.source, language));
  async function contextsOf(language) {
    const [kitBuild, lazy] = await Promise.all([kitContext(language), esbuild.context(options.lazyOptions(kit.modules, language))]);
    return { language, kit: kitBuild, lazy };
  }
  /** Each language's chunks; `kitOnly`: the lazy chunks as the last build left them (they import the kit by name). */
  const buildLanguages = (kitOnly = false) =>
    Promise.all(
      perLanguage.map(async (p) => {
        const [kitBuild, lazy] = await Promise.all([p.kit.rebuild(), kitOnly ? p.lazyResult : p.lazy.rebuild()]);
        p.lazyResult = lazy;
        return languageChunks(p.language, kitBuild, lazy).place(devDir(p.language));
      }),
    );
  const buildStylesheet = async () => (cssFiles = (await css.rebuild()).outputFiles);

  /**
   * The trial (with the stylesheet), then the languages: built meanwhile with the kit as it was (or
   * `built` already), again if the kit changed. When only what the kit exports changed (its modules
   * are the same), only the kit is built anew: the lazy chunks stay as they are.
   */
  async function withTrial(built) {
    const trialDone = Promise.all([trial.rebuild(), buildStylesheet()]).then(([t]) => options.runtimeKitOf(t));
    const guess = built ?? (perLanguage.length === languages.length ? buildLanguages() : undefined);
    guess?.catch(() => {});
    const { kit: modules, source } = await trialDone;
    const modulesNow = [...modules].sort().join('\n');
    if (guess && modulesNow === kitModules && source === kit.source) return guess;
    const guessed = await guess?.then(
      () => true,
      () => false,
    );
    kit = { modules, source };
    if (guessed && modulesNow === kitModules) {
      await dispose(perLanguage.map((p) => p.kit));
      await Promise.all(perLanguage.map(async (p) => (p.kit = await kitContext(p.language))));
      return buildLanguages(true);
    }
    await dispose(languageContexts());
    kitModules = modulesNow;
    perLanguage = await Promise.all(languages.map(contextsOf));
    return buildLanguages();
  }

  /** @param {string[] | undefined} changed files changed since the last build, relative to root (undefined: unknown) */
  async function build(changed) {
    const started = performance.now();
    // A widget folder added or removed: new entry points, so new contexts throughout.
    const entriesNow = JSON.stringify(options.lazyEntries());
    if (entriesNow !== entries) {
      await dispose(trial, css, languageContexts(), entry);
      entries = entriesNow;
      [trial, css] = await Promise.all([esbuild.context(options.trialOptions()), esbuild.context({ ...options.cssOptions, write: false })]);
      kitModules = widgetChunks = entry = shape = undefined;
      perLanguage = [];
    }
    let placed;
    if (changed?.length && changed.every((file) => file.endsWith('.css')) && entry) {
      await buildStylesheet();
    } else if (perLanguage.length === languages.length && withinOneChunk(o.root, changed ?? [], shape)) {
      placed = await buildLanguages();
      // An import added or removed may move code in or out of the kit: then the trial decides after all.
      if (graphOf(placed[0].metafile) !== shape.graph) placed = await withTrial(Promise.resolve(placed));
    } else placed = await withTrial();
    if (placed) {
      const chunksNow = widgetChunksOf(placed[0].metafile, widgetGroups(o.root));
      if (JSON.stringify(chunksNow) !== JSON.stringify(widgetChunks)) {
        await dispose(entry);
        widgetChunks = chunksNow;
        entry = await esbuild.context({ ...options.entryOptions(dirs(), widgetChunks), write: false });
      }
      shape = shapeOf(placed[0].metafile, kit.source);
    }
    const files = placed ? [...placed.flatMap((p) => p.files), ...(await entry.rebuild()).outputFiles, ...cssFiles] : cssFiles;
    const changedKind = writeChanged(files, !placed);
    return { changed: changedKind, ms: Math.round(performance.now() - started), files: files.length };
  }

  /** Writes the files whose bytes changed, removes the ones no longer built (unless only the stylesheet was); says what changed. */
  function writeChanged(files, stylesheetOnly) {
    const now = stylesheetOnly ? new Map(written) : new Map();
    let js = false;
    let style = false;
    const touched = (file) => {
      if (file.endsWith('.js')) js = true;
      else if (file.endsWith('.css')) style = true;
    };
    for (const f of files) {
      const file = relative(o.outdir, f.path);
      const hash = createHash('sha1').update(f.contents).digest('base64');
      now.set(file, hash);
      if (written.get(file) === hash) continue;
      mkdirSync(dirname(f.path), { recursive: true });
      // Written beside and moved in place: a page still loading never gets half a file.
      writeFileSync(f.path + '.tmp', f.contents);
      renameSync(f.path + '.tmp', f.path);
      touched(file);
    }
    for (const file of written.keys()) {
      if (now.has(file)) continue;
      unlinkSync(join(o.outdir, file));
      touched(file);
    }
    written = now;
    return js ? 'js' : style ? 'css' : 'none';
  }

  // One build at a time; changes during a build make one more build after it. `pending`: the files
  // changed since the last build started (null: unknown, build everything).
  let running;
  let pending = new Set();
  let again = false;
  function rebuild(changed = null) {
    if (changed === null || pending === null) pending = null;
    else for (const file of changed) pending.add(file);
    if (running) {
      again = true;
      return running;
    }
    const files = pending && [...pending];
    pending = new Set();
    running = build(files ?? undefined)
      .catch((error) => ({ changed: 'none', error: error.message ?? String(error) }))
      .then((result) => {
        running = undefined;
        // A failed build leaves the contexts as they were: the next one builds everything.
        if (result.error) pending = null;
        o.onBuild?.(result);
        if (again) {
          again = false;
          return rebuild([]);
        }
        return result;
      });
    return running;
  }

  rmSync(o.outdir, { recursive: true, force: true });
  const first = await rebuild();
  if (first.error) {
    await dispose(trial, css, languageContexts(), entry);
    throw new Error('the first development build failed: ' + first.error);
  }

  let timer;
  let closed = false;
  /** Language being added → its first build (a second page in it waits for the same one). */
  const adding = new Map();
  const unwatch = o.watch
    ? watchTree(
        ['src', 'widgets'].map((dir) => join(o.root, dir)),
        (path) => {
          (pending ?? new Set()).add(relative(o.root, path).split(sep).join('/'));
          clearTimeout(timer);
          timer = setTimeout(() => rebuild([]), SETTLE_MS);
        },
      )
    : () => {};

  return {
    first,
    /** The languages built so far. */
    languages,
    rebuild,
    /**
     * Builds `language` too, from now on (a page in it was asked for); resolves when its chunks are
     * written, for every caller until then, and at once for a language built. The entry's map of
     * directories changes with it, so open pages reload.
     */
    addLanguage(language) {
      checkLanguage(language);
      if (adding.has(language)) return adding.get(language);
      if (languages.includes(language)) return Promise.resolve(undefined);
      languages.push(language);
      const built = (async () => {
        await running;
        // Closed meanwhile: its contexts are disposed of, nothing more to build.
        if (closed) return undefined;
        // New contexts for every language (as when the kit's modules change), and an entry with the new directories.
        kitModules = widgetChunks = undefined;
        return rebuild();
      })().finally(() => adding.delete(language));
      adding.set(language, built);
      return built;
    },
    async close() {
      closed = true;
      unwatch();
      clearTimeout(timer);
      await running;
      await dispose(trial, css, languageContexts(), entry);
    },
  };
}

function checkLanguage(language) {
  if (!LANGUAGES.includes(language)) throw new Error(`unknown language "${language}" (${LANGUAGES.join(', ')})`);
}
