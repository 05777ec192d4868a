// Texts for one language: an esbuild plugin that keeps only one language of every text
// catalog set. A catalog set is an object literal whose keys are exactly `pl`, `it` and `en`
// (src/core/i18n.ts `Catalogs`, and the same shape elsewhere); the other two languages' values
// become `{}` (or `[]` for arrays). The source keeps all three languages, so tests and the
// type checker see complete catalogs; only the built chunks of a language carry its own.
import ts from 'typescript';
import { readFile } from 'node:fs/promises';
import { stripDocs } from './strip-docs.mjs';

const LANGUAGES = ['pl', 'it', 'en'];
const MARK = /\b(pl|it|en)\s*:/;

/** The source with the other languages' values emptied, or undefined when it has no catalog set. */
export function keepLanguage(source, fileName, language) {
  if (!MARK.test(source)) return undefined;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const cuts = [];
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map((p) => (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null));
      if (names.length === 3 && LANGUAGES.every((l) => names.includes(l))) {
        // Only literal catalogs: a value computed from shared data (the customer form's error table)
        // carries every language anyway, and code may read it (isKnownCode reads `pl`).
        const literal = node.properties.every((p) => ts.isObjectLiteralExpression(p.initializer) || ts.isArrayLiteralExpression(p.initializer));
        if (literal) {
          for (const p of node.properties) {
            if (p.name.text === language) continue;
            const value = p.initializer;
            cuts.push([value.getStart(file), value.end, ts.isArrayLiteralExpression(value) ? '[]' : '{}']);
          }
          return; // nothing nested in a catalog set is another set
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!cuts.length) return undefined;
  let out = source;
  for (const [start, end, text] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

export function oneLanguage(language) {
  // An esbuild context calls onLoad for every file on every rebuild (build/dev-build.mjs): a file
  // whose source is as before is not parsed again.
  const done = new Map();
  return {
    name: 'one-language',
    setup(build) {
      build.onLoad({ filter: /[\\/](src|widgets|test[\\/]e2e[\\/]fixture-widgets)[\\/].*\.tsx?$/ }, async (a) => {
        const source = await readFile(a.path, 'utf8');
        const hit = done.get(a.path);
        if (hit?.source === source) return hit.result;
        // Also without documentation (build/strip-docs.mjs): the chunks of a language carry neither.
        const oneLanguage = keepLanguage(source, a.path, language) ?? source;
        const contents = stripDocs(oneLanguage, a.path) ?? oneLanguage;
        const result = contents === source ? undefined : { contents, loader: a.path.endsWith('x') ? 'tsx' : 'ts' };
        done.set(a.path, { source, result });
        return result;
      });
    },
  };
}
