// Documentation stays out of the browser's chunks: a widget's `description` (in
// `defineWidget({...})`) and the props schemas' `z.describe('…')` checks exist for the README, the
// /widgets page and the tests, which read the source; nothing in the browser reads them. With 30
// widgets that is about 100–250 gzip bytes per chunk. The source is left as it is; only the built
// chunks lose them.
import ts from 'typescript';

const MARK = /\bdescri(be|ption)\b/;

/** The source without its documentation, or undefined when it has none. */
export function stripDocs(source, fileName) {
  if (!MARK.test(source)) return undefined;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const cuts = [];
  /** Cuts `list[i]` with the comma that joins it to its neighbour. */
  const cutItem = (list, i) => {
    const item = list[i];
    // The only item, with a trailing comma (`.check(\n  z.describe('…'),\n)`): the comma goes too.
    if (list.length === 1) return cuts.push([item.getFullStart(), list.hasTrailingComma ? file.text.indexOf(',', item.end) + 1 : item.end]);
    if (i < list.length - 1) cuts.push([item.getStart(), list[i + 1].getStart()]);
    else cuts.push([list[i - 1].end, item.end]);
  };
  const isCall = (node, name) =>
    ts.isCallExpression(node) &&
    ((ts.isIdentifier(node.expression) && node.expression.text === name) ||
      (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === name));
  const visit = (node) => {
    // `.check(z.minimum(1), z.describe('…'))` → `.check(z.minimum(1))`
    if (isCall(node, 'check')) {
      const args = node.arguments;
      for (let i = 0; i < args.length; i++) if (isCall(args[i], 'describe')) cutItem(args, i);
    }
    // `defineWidget({ name, description: '…', … })` → without `description`
    if (isCall(node, 'defineWidget') && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
      const props = node.arguments[0].properties;
      for (let i = 0; i < props.length; i++) {
        const p = props[i];
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'description') cutItem(props, i);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!cuts.length) return undefined;
  let out = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}
