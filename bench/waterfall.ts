// One slow-4G load of a page at 4× CPU, printed as a waterfall (diagnosis for the loading design):
// `node --import tsx bench/waterfall.ts /product/1001` against a running shop. FAST=1 leaves the
// network unthrottled; FAULT=<rule> sets the fault cookie, e.g. slow:1500@/storefront/chunks/pl-<hash>/projector-form.js
import { SHOP, loadUntilReady, throttledPage } from './diagnose.ts';
import { SLOW_4G } from './loading.ts';

interface Req {
  url: string;
  start: number;
  init: string;
  resp?: number;
  end?: number;
  bytes?: number;
}
const { browser, page, cdp } = await throttledPage(process.env['FAULT'] ? { fault: process.env['FAULT'] } : {});
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
if (!process.env['FAST']) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
const reqs = new Map<string, Req>();
cdp.on('Network.requestWillBeSent', (e) => reqs.set(e.requestId, { url: e.request.url, start: e.timestamp, init: e.initiator.type }));
cdp.on('Network.responseReceived', (e) => {
  const r = reqs.get(e.requestId);
  if (r) r.resp = e.timestamp;
});
cdp.on('Network.loadingFinished', (e) => {
  const r = reqs.get(e.requestId);
  if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
});
const ready = await loadUntilReady(page);
await page.waitForLoadState('networkidle');
const list = [...reqs.values()].sort((a, b) => a.start - b.start);
const t0 = list[0]!.start;
const ms = (t: number | undefined) => String(Math.round(((t ?? t0) - t0) * 1000)).padStart(6);
for (const r of list) console.log(ms(r.start), ms(r.resp), ms(r.end), String(r.bytes ?? '').padStart(7), r.init.padEnd(8), r.url.replace(SHOP, ''));
console.log('ready', Math.round(ready));
await browser.close();
