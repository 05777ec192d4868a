// Forced layouts during one page load at 4× CPU (layout run inside our script, a read after a
// write), each with the script function that forced it, from a Chrome trace (diagnosis for issue
// 15): `node --import tsx bench/forced-layouts.ts /product/1001` against a running shop (SHOP_URL).
import { launchBrowser, newShopContext } from '../test/helpers/browser.ts';

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { beginData?: { stackTrace?: Frame[] }; data?: { stackTrace?: Frame[] } };
}
const shop = process.env['SHOP_URL'] ?? 'http://127.0.0.1:4173';
const path = process.argv[2] ?? '/product/1001';
const browser = await launchBrowser();
const context = await newShopContext(browser, shop);
await context.addInitScript(() => document.addEventListener('storefront:ready', () => ((window as unknown as { __ready: boolean }).__ready = true)));
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events: TraceEvent[] = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline.stack', transferMode: 'ReportEvents' });
await page.goto(shop + path, { waitUntil: 'load' });
await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready, null, { timeout: 60_000 });
await page.waitForTimeout(1500);
await cdp.send('Tracing.end');
await done;
const layouts = events.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.ph === 'X');
let total = 0;
for (const e of layouts) {
  const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace;
  if (!stack?.length) continue;
  total += e.dur! / 1000;
  const top = stack.slice(0, 3).map((f) => `${f.functionName || '(anon)'} ${f.url.replace(shop, '').replace(/^.*\//, '')}:${f.lineNumber}:${f.columnNumber}`).join(' < ');
  console.log(`${(e.dur! / 1000).toFixed(1).padStart(6)} ms ${e.name.padEnd(16)} ${top}`);
}
console.log(`forced: ${total.toFixed(1)} ms at 4× CPU`);
await browser.close();
