// Forced layouts during one page load at 4× CPU (layout run inside our script, a read after a
// write), each with the script function that forced it, from a Chrome trace (diagnosis for issue
// 15): `node --import tsx bench/forced-layouts.ts /product/1001` against a running shop (SHOP_URL).
import { SHOP, traceLoad, type TraceEvent } from './diagnose.ts';

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
const events = await traceLoad<TraceEvent<{ beginData?: { stackTrace?: Frame[] }; data?: { stackTrace?: Frame[] } }>>(
  'devtools.timeline,disabled-by-default-devtools.timeline.stack',
);
const layouts = events.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.ph === 'X');
let total = 0;
for (const e of layouts) {
  const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace;
  if (!stack?.length) continue;
  total += e.dur! / 1000;
  const top = stack
    .slice(0, 3)
    .map((f) => `${f.functionName || '(anon)'} ${f.url.replace(SHOP, '').replace(/^.*\//, '')}:${f.lineNumber}:${f.columnNumber}`)
    .join(' < ');
  console.log(`${(e.dur! / 1000).toFixed(1).padStart(6)} ms ${e.name.padEnd(16)} ${top}`);
}
console.log(`forced: ${total.toFixed(1)} ms at 4× CPU`);
