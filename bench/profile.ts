// A CPU profile of one page load at 4× CPU, summed by script and by function (diagnosis for the loading design):
// `node --import tsx bench/profile.ts /product/1001` against a running shop (SHOP_URL, default :4173).
import { SHOP, loadUntilReady, throttledPage } from './diagnose.ts';

const { browser, page, cdp } = await throttledPage();
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
const ready = await loadUntilReady(page);
const { profile } = await cdp.send('Profiler.stop');
const ids = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
const dt = profile.timeDeltas ?? [];
(profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0) / 1000));
const byUrl = new Map<string, number>();
const byFn = new Map<string, number>();
for (const [id, ms] of self) {
  const f = ids.get(id)!.callFrame;
  const url = f.url.replace(SHOP, '').replace(/-[A-Z0-9]{8}\.js$/, '.js') || '(' + f.functionName + ')';
  byUrl.set(url, (byUrl.get(url) ?? 0) + ms);
  const fn = `${f.functionName || '(anon)'} ${url}:${f.lineNumber}:${f.columnNumber}`;
  byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => v.toFixed(1).padStart(8) + '  ' + k)
    .join('\n');
console.log('ready', Math.round(ready), 'ms\n-- self time by script (ms, 4x CPU)\n' + top(byUrl, 20) + '\n-- by function\n' + top(byFn, 40));
await browser.close();
