#!/usr/bin/env node
// Size budgets of the built bundle (docs/design.md §10). Deterministic, so it belongs in CI: `npm run check:size`.
//
// Reads dist/manifest.json and bench/budgets.json. A budget key is "entry", "runtime", "net", a widget name
// or a group of widgets ({"gzip": n, "widgets": [...]}: what they add together, each file once);
// sizes are gzip bytes (gzip -9, 1 KB = 1000 bytes) as recorded in the manifest.
//   entry:   the loader entry + every chunk it statically imports, transitively (all of them, React included:
//            the loader must not pull React in eagerly).
//   runtime: the runtime kit every page with a widget loads once (build/runtime-kit.mjs): React, zod/mini, the
//            mounting code and the code most widgets share, in one file loaded by the entry's import().
//   early:   the optional inline head script (storefront-early.js) that hides closed bars before the first paint.
//   net:     the network chunk (ky, GraphQL client, page-data), loaded on the first data request; minus runtime.
//   widget:  what the widget adds on top: its own chunk(s) + the shared chunks they statically import, except
//            what the runtime already loaded (a chunk flagged `"react": true` is skipped too, should one exist).
// Static imports are read from the minified chunk files (`import … from "./x.js"`, `import "./x.js"`,
// `export … from "./x.js"`); dynamic `import()` is a separate, lazy download and is not counted.
// Exit code 1 when anything is over budget, a budgeted widget is missing, or the manifest is unusable.
//
// Usage: node bench/check-size.mjs [--dist dist] [--budgets bench/budgets.json] [--json]

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `import … from "x"`, `import "x"`, `export … from "x"` — not `import(` nor `import.meta`. */
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;

/**
 * @param {string} source
 * @returns {string[]} the specifiers of static imports/re-exports in source order
 */
export function staticImports(source) {
  const specifiers = [];
  for (const match of source.matchAll(STATIC_IMPORT)) specifiers.push(/** @type {string} */ (match[1]));
  return specifiers;
}

/**
 * @typedef {{ bytes: number, gzip: number, brotli: number, kind: string, widget?: string, members?: string[], react?: boolean, imports?: string[] }} ManifestFile
 * @typedef {{ entry: string, files: Record<string, ManifestFile> }} Manifest
 * @typedef {{ file: string, raw: number, gzip: number, brotli: number, react: boolean, missingFromManifest: boolean }} FileSize
 * @typedef {{ key: string, budget: number, files: FileSize[], raw: number, gzip: number, brotli: number, ok: boolean, problem?: string }} BudgetResult
 * @typedef {{ ok: boolean, unit: string, results: BudgetResult[], unbudgeted: FileSize[], errors: string[], notes: string[] }} SizeReport
 */

/**
 * @param {{ distDir?: string, budgetsPath?: string }} [options]
 * @returns {SizeReport}
 */
export function checkSize(options = {}) {
  const distDir = resolve(options.distDir ?? join(root, 'dist'));
  const budgetsPath = resolve(options.budgetsPath ?? join(root, 'bench', 'budgets.json'));
  const manifestPath = join(distDir, 'manifest.json');
  if (!existsSync(manifestPath)) {
    return { ok: false, unit: '', results: [], unbudgeted: [], notes: [], errors: [`${manifestPath} not found — run \`npm run build\` first`] };
  }
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  /** @type {{ unit: string, budgets: Record<string, number | { gzip: number, lazy?: boolean, widgets?: string[] }> }} */
  const budgets = JSON.parse(readFileSync(budgetsPath, 'utf8'));
  const errors = [];
  /** @type {string[]} */
  const notes = [];
  if (!manifest || typeof manifest.entry !== 'string' || typeof manifest.files !== 'object') {
    return { ok: false, unit: budgets.unit, results: [], unbudgeted: [], notes: [], errors: [`${manifestPath}: expected { entry, files }`] };
  }

  /** @type {Map<string, FileSize>} */
  const sizeCache = new Map();
  /** @param {string} file path relative to dist, posix */
  const sizeOf = (file) => {
    let size = sizeCache.get(file);
    if (size) return size;
    const info = manifest.files[file];
    if (info) {
      size = { file, raw: info.bytes, gzip: info.gzip, brotli: info.brotli, react: info.react === true, missingFromManifest: false };
    } else {
      // A chunk imported by another but absent from the manifest: measure it, and say so.
      const body = readFileSync(join(distDir, file));
      size = {
        file,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        react: false,
        missingFromManifest: true,
      };
      errors.push(`${file} is imported but not listed in manifest.json`);
    }
    sizeCache.set(file, size);
    return size;
  };

  /**
   * The start files plus everything they statically import (relative specifiers only), transitively.
   * @param {string[]} start
   * @param {boolean} skipReact
   */
  const closure = (start, skipReact, withLazy = false) => {
    const seen = new Set();
    const order = [];
    const queue = [...start];
    while (queue.length > 0) {
      const file = /** @type {string} */ (queue.shift());
      if (seen.has(file)) continue;
      seen.add(file);
      const path = join(distDir, file);
      if (!existsSync(path)) {
        errors.push(`${file} is listed/imported but ${path} does not exist`);
        continue;
      }
      const size = sizeOf(file);
      if (skipReact && size.react) continue;
      order.push(size);
      const imported = [];
      for (const specifier of staticImports(readFileSync(path, 'utf8'))) {
        if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue; // bare/absolute: not ours
        imported.push(posix.normalize(posix.join(posix.dirname(file), specifier.split(/[?#]/)[0] ?? specifier)));
      }
      // Cross-check with the build's own record when it keeps one (`imports` in the manifest).
      const listed = manifest.files[file]?.imports;
      if (Array.isArray(listed) && [...new Set(imported)].sort().join() !== [...new Set(listed)].sort().join()) {
        notes.push(`${file}: static imports parsed from the file [${imported.join(', ')}] differ from manifest imports [${listed.join(', ')}]`);
      }
      queue.push(...imported);
      // Budgets marked `lazy` also count what the chunk loads on demand (e.g. Leaflet for the map).
      if (withLazy) {
        for (const m of readFileSync(path, 'utf8').matchAll(/import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)) {
          queue.push(posix.normalize(posix.join(posix.dirname(file), m[1] ?? '')));
        }
      }
    }
    return order;
  };

  /** @type {BudgetResult[]} */
  const results = [];
  const counted = new Set();
  // Each language has its own chunk directory; budgets hold for the source language's (Polish), and
  // the others' files are compared with it below.
  /** @param {{ language?: string }} info */
  const countedLanguage = (info) => info.language === undefined || info.language === 'pl';
  const filesOfKind = (/** @type {string} */ kind) =>
    Object.entries(manifest.files)
      .filter(([, info]) => info.kind === kind && countedLanguage(info))
      .map(([file]) => file)
      .sort();
  const runtimeFiles = new Set(closure(filesOfKind('runtime'), true).map((f) => f.file));
  // Code that runs in a Web Worker (the map's clustering) has its own budget ("worker"), not the
  // widget's, even where the widget can also load it on the main thread as a fallback.
  const workerFiles = new Set(closure(filesOfKind('worker'), true).map((f) => f.file));
  for (const [key, spec] of Object.entries(budgets.budgets)) {
    // A budget is a number, or { "gzip": n, "lazy": true } to count on-demand chunks too.
    const budget = typeof spec === 'number' ? spec : spec.gzip;
    const withLazy = typeof spec === 'object' && spec.lazy === true;
    // A group ({ "gzip": n, "widgets": [...] }, e.g. "chrome"): what those widgets add together, once each.
    const group = typeof spec === 'object' && Array.isArray(spec.widgets) ? new Set(spec.widgets) : null;
    const start = group
      ? Object.entries(manifest.files)
          .filter(([, info]) => info.kind === 'widget' && (group.has(info.widget) || info.members?.some((m) => group.has(m))) && countedLanguage(info))
          .map(([file]) => file)
          .sort()
      : key === 'entry'
        ? [manifest.entry]
        : key === 'runtime' || key === 'net' || key === 'worker' || key === 'early'
          ? filesOfKind(key)
          : Object.entries(manifest.files)
              // "projector-form.configurator": a widget's lazy part (kind "part").
              .filter(
                ([, info]) =>
                  (key.includes('.') ? info.kind === 'part' && info.widget + '.' + info.part === key : info.kind === 'widget' && info.widget === key) &&
                  countedLanguage(info),
              )
              .map(([file]) => file)
              .sort();
    if (start.length === 0 || (key === 'entry' && !manifest.files[manifest.entry])) {
      results.push({
        key,
        budget,
        files: [],
        raw: 0,
        gzip: 0,
        brotli: 0,
        ok: false,
        problem: key === 'entry' ? `entry ${manifest.entry} is not in the manifest` : `"${key}" has no chunk in the manifest`,
      });
      continue;
    }
    const all = closure(start, key !== 'entry', withLazy);
    const files = key === 'entry' || key === 'runtime' ? all : all.filter((f) => !runtimeFiles.has(f.file) && (key === 'worker' || !workerFiles.has(f.file)));
    for (const f of files) counted.add(f.file);
    const sum = (/** @type {'raw' | 'gzip' | 'brotli'} */ field) => files.reduce((total, f) => total + f[field], 0);
    const gzip = sum('gzip');
    results.push({ key, budget, files, raw: sum('raw'), gzip, brotli: sum('brotli'), ok: gzip <= budget });
  }

  // A language's file larger than the Polish one of the same name by more than 10 % is over budget too.
  for (const [file, info] of Object.entries(manifest.files)) {
    if (countedLanguage(info) || !file.endsWith('.js')) continue;
    const pl = Object.keys(manifest.files).find((f) => manifest.files[f]?.language === 'pl' && f.split('/').pop() === file.split('/').pop());
    const plSize = pl ? (manifest.files[pl]?.gzip ?? 0) : 0;
    if (pl && info.gzip > plSize * 1.1 + 200) errors.push(`${file}: ${info.gzip} gzip bytes, over 110 % of the Polish ${pl} (${plSize})`);
  }
  const unbudgeted = Object.keys(manifest.files)
    .filter((file) => !counted.has(file) && file.endsWith('.js') && countedLanguage(manifest.files[file] ?? {}))
    .sort()
    .map(sizeOf);

  return { ok: errors.length === 0 && results.every((r) => r.ok), unit: budgets.unit, results, unbudgeted, errors, notes };
}

/**
 * @param {SizeReport} report
 * @returns {string}
 */
export function formatSizeReport(report) {
  const header = ['file', 'raw', 'gzip', 'brotli', 'budget', 'status'];
  /** @type {string[][]} */
  const rows = [];
  for (const r of report.results) {
    if (r.problem) {
      rows.push([`[${r.key}]`, '-', '-', '-', String(r.budget), `FAIL: ${r.problem}`]);
      continue;
    }
    for (const f of r.files) {
      rows.push([
        `  ${f.file}${f.react ? ' (react)' : ''}${f.missingFromManifest ? ' (not in manifest)' : ''}`,
        String(f.raw),
        String(f.gzip),
        String(f.brotli),
        '',
        '',
      ]);
    }
    const status = r.ok ? `ok (${((r.gzip / r.budget) * 100).toFixed(0)}%)` : `OVER by ${r.gzip - r.budget}`;
    rows.push([`[${r.key}] total`, String(r.raw), String(r.gzip), String(r.brotli), String(r.budget), status]);
  }
  for (const f of report.unbudgeted) {
    rows.push([`${f.file}${f.react ? ' (react)' : ''}`, String(f.raw), String(f.gzip), String(f.brotli), '-', '-']);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  if (report.results.length === 0 && report.errors.length > 0) {
    return [...report.errors.map((e) => `ERROR: ${e}`), 'size check: FAILED'].join('\n');
  }
  const out = [`sizes in ${report.unit || 'bytes'}; budgets compare the gzip column`, line(header), line(widths.map((w) => '-'.repeat(w)))];
  for (const row of rows) out.push(line(row));
  for (const r of report.results) {
    if (r.files.length > 0) out.push(`${r.key}: ${r.files.map((f) => f.file).join(' + ')} = ${r.gzip} gzip bytes`);
  }
  for (const n of report.notes) out.push(`note: ${n}`);
  for (const e of report.errors) out.push(`ERROR: ${e}`);
  out.push(report.ok ? 'size check: OK' : 'size check: FAILED');
  return out.join('\n');
}

function parseArgs(/** @type {string[]} */ argv) {
  /** @type {{ distDir?: string, budgetsPath?: string, json: boolean }} */
  const options = { json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dist') options.distDir = argv[++i];
    else if (arg === '--budgets') options.budgetsPath = argv[++i];
    else if (arg === '--json') options.json = true;
    else throw new Error(`check-size: unknown argument ${arg}`);
  }
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const { json, ...options } = parseArgs(process.argv.slice(2));
    const report = checkSize(options);
    console.log(json ? JSON.stringify(report) : formatSizeReport(report));
    process.exitCode = report.ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
