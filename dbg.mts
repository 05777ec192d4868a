import { launchBrowser, newShopContext } from './test/helpers/browser.ts';
const b = await launchBrowser(); const c = await newShopContext(b, 'http://127.0.0.1:4173', {});
const p = await c.newPage(); await p.goto('http://127.0.0.1:4173/product/1071');
await p.waitForSelector('[data-widget="projector-form"][data-widget-state="mounted"] .sf-subscription');
console.log(await p.$$eval('[data-widget="projector-form"] [name="days_in_period"]', (els) => els.map((e) => e.outerHTML)));
await b.close();
