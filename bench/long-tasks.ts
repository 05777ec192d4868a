// The long tasks (> 50 ms) of one page load at 4× CPU, each with what filled it, from a Chrome trace
// (diagnosis for the loading design): `node --import tsx bench/long-tasks.ts /product/1001` against a running
// shop (SHOP_URL, default http://127.0.0.1:4173).
import { SHOP, traceLoad, type TraceEvent } from './diagnose.ts';

const events = await traceLoad<TraceEvent<{ data?: { url?: string; functionName?: string; type?: string } }>>(
  'devtools.timeline,disabled-by-default-devtools.timeline',
);
const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
for (const task of tasks) {
  const inside = events.filter(
    (e) => e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur! && e !== task && (e.dur ?? 0) > 1_000,
  );
  console.log(`task ${(task.dur! / 1000).toFixed(1)} ms at ${((task.ts - events[0]!.ts) / 1000).toFixed(0)}`);
  for (const e of inside.slice(0, 24)) {
    const d = e.args?.data;
    console.log(
      `  ${(e.dur! / 1000).toFixed(1).padStart(6)} ${e.name} ${(d?.url ?? '').replace(SHOP, '')} ${d?.functionName ?? ''} ${d?.type ?? ''} ${e.name.startsWith('v8') ? JSON.stringify(e.args).slice(0, 160) : ''}`,
    );
  }
}
