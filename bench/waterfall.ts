// One slow-4G load of a page at 4× CPU, printed as a waterfall (diagnosis for issue 15).
import { launchBrowser, newShopContext } from '../test/helpers/browser.ts';
import { SLOW_4G } from './loading.ts';
const shop = process.env['SHOP_URL'] ?? 'http://127.0.0.1:4173';
const path = process.argv[2] ?? '/product/1001';
const browser = await launchBrowser();
const context = await newShopContext(browser, shop);
// FAULT=<rule> sets the development shop's fault cookie (fixtures/server/faults.ts), e.g. slow:1500@/storefront/chunks/pl-<hash>/projector-form.js
if (process.env['FAULT']) await context.addCookies([{ name: 'fixture-fault', value: encodeURIComponent(process.env['FAULT']), url: shop }]);
await context.addInitScript(() => document.addEventListener('storefront:ready', () => ((window as any).__ready = performance.now())));
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
if (!process.env['FAST']) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const reqs = new Map<string, any>();
cdp.on('Network.requestWillBeSent', (e) => reqs.set(e.requestId, { url: e.request.url, start: e.timestamp, prio: e.request.initialPriority, init: e.initiator.type }));
cdp.on('Network.responseReceived', (e) => { const r = reqs.get(e.requestId); if (r) r.resp = e.timestamp; });
cdp.on('Network.loadingFinished', (e) => { const r = reqs.get(e.requestId); if (r) { r.end = e.timestamp; r.bytes = e.encodedDataLength; } });
await page.goto(shop + path, { waitUntil: 'load' });
await page.waitForFunction(() => (window as any).__ready, null, { timeout: 60000 });
await page.waitForLoadState('networkidle');
const ready = await page.evaluate(() => (window as any).__ready);
const list = [...reqs.values()].sort((a, b) => a.start - b.start);
const t0 = list[0].start;
for (const r of list) console.log(String(Math.round((r.start - t0) * 1000)).padStart(6), String(Math.round(((r.resp ?? 0) - t0) * 1000)).padStart(6), String(Math.round(((r.end ?? 0) - t0) * 1000)).padStart(6), String(r.bytes ?? '').padStart(7), r.init.padEnd(8), r.url.replace(shop, ''));
console.log('ready', Math.round(ready));
await browser.close();
