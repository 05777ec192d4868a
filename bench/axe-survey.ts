// axe over every development page at 320, 390 and 1280 px, with the tags the tests use
// (wcag2a, wcag2aa, wcag21aa, wcag22aa, best-practice): `npm run axe:survey`. It counts the
// violating nodes per rule, so a change can be compared before and after. The e2e tests assert
// zero on the pages and open states they drive; this survey sees the pages as they load.
import { runAxe } from '../test/helpers/axe.ts';
import { visitPages } from './visit-pages.ts';

const byRule = new Map<string, number>();
let total = 0;
const rows = new Map<string, string[]>();
await visitPages([320, 390, 1280], async (page, path, width) => {
  const violations = await runAxe(page);
  const nodes = violations.reduce((n, v) => n + v.nodes.length, 0);
  for (const v of violations) byRule.set(v.id, (byRule.get(v.id) ?? 0) + v.nodes.length);
  total += nodes;
  const row = rows.get(path) ?? [];
  rows.set(path, row);
  row.push(`${width}: ${nodes}${violations.length ? ' (' + violations.map((v) => v.id).join(', ') + ')' : ''}`);
  if (width === 1280) console.log(`${path.padEnd(34)} ${row.join(' | ')}`);
});
console.log(`total violating nodes: ${total}`);
console.log(`by rule: ${[...byRule].map(([id, n]) => `${id} ${n}`).join(', ') || 'none'}`);
