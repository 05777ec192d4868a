// The loading design in real Chromium: the loader sends the page's one bulk request
// itself, as soon as it has scanned the page, while the runtime is still downloading.
import { describe, expect, it } from 'vitest';
import { chunkPath } from '../helpers/chunks.ts';
import { ON_INTERACTION, reachFor, useShop } from '../helpers/e2e-context.ts';

const shop = useShop();

describe('the first bulk request', () => {
  it('leaves with the loader, before the (slowed) runtime chunk has arrived, and is the only one', async () => {
    const p = await shop.open('/product/1001', { cookies: { 'fixture-fault': 'slow:1500@' + chunkPath('runtime.js') } });
    await p.page.waitForFunction(() => document.querySelector('[data-widget="projector-form"]')?.getAttribute('data-widget-state') === 'mounted');
    // The order of two events on the page's own resource timeline (not a duration).
    const { bulk, runtimeEnd } = await p.page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        bulk: entries.filter((e) => new URL(e.name).pathname === '/ajax/get.php').map((e) => e.startTime),
        runtimeEnd: entries.find((e) => /\/runtime\.js$/.test(e.name))?.responseEnd,
      };
    });
    expect(bulk).toHaveLength(1);
    expect(runtimeEnd).toBeGreaterThan(0);
    expect(bulk[0]).toBeLessThan(runtimeEnd!);
    expect(p.requests('/ajax/get.php')).toHaveLength(1);
  });
});

describe("a widget's shared chunks", () => {
  it("start with the widget's own chunk (the loader knows them), not after it has arrived", async () => {
    const p = await shop.open('/product/1001', { cookies: { 'fixture-fault': 'slow:1500@' + chunkPath('projector-form.js') } });
    await p.page.waitForFunction(() => document.querySelector('[data-widget="projector-form"]')?.getAttribute('data-widget-state') === 'mounted');
    const { shared, formEnd } = await p.page.evaluate(async () => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const form = entries.find((e) => /\/projector-form\.js$/.test(e.name))!;
      // The shared chunks the product form's chunk imports, read from the chunk itself.
      const imported = [...(await (await fetch(form.name)).text()).matchAll(/from"\.\/(shared-\w+\.js)"/g)].map((m) => m[1]!);
      return {
        shared: imported.map((file) => entries.find((e) => e.name.endsWith('/' + file))?.startTime ?? Infinity),
        formEnd: form.responseEnd,
      };
    });
    // The product form imports the listbox's shared chunk (see dist/manifest.json).
    expect(shared.length).toBeGreaterThan(0);
    expect(formEnd).toBeGreaterThan(1000);
    for (const start of shared) expect(start).toBeLessThan(formEnd!);
  });
});

describe('the page chrome', () => {
  it('loads its five idle widgets from one file, each widget mounted', async () => {
    const p = await shop.open('/');
    const IDLE_CHROME = ['page-bars', 'discount-banner', 'free-shipping-banner', 'mobile-disclosures', 'back-to-top'];
    for (const name of IDLE_CHROME) await p.page.waitForSelector(`[data-widget="${name}"][data-widget-state="mounted"]`, { state: 'attached' });
    await p.flushRequests();
    expect(p.requests(chunkPath('page-chrome.js'))).toHaveLength(1);
    for (const name of IDLE_CHROME) expect(p.requests(chunkPath(`${name}.js`)), name).toEqual([]);
  });
});

describe('widgets that show nothing until used load on interaction', () => {
  const STOCK = '[data-widget="store-stock"]';

  it('are not mounted before the shopper reaches for them, though the code of those on screen is fetched at idle', async () => {
    const p = await shop.open('/product/1001');
    // The idle prefetch has fetched the code of the widgets on screen (a positive signal), and the network has settled.
    await expect.poll(() => p.requests(chunkPath('header-search.js')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await p.page.waitForLoadState('networkidle');
    for (const widget of ON_INTERACTION) {
      expect(await p.page.getAttribute(`[data-widget="${widget}"]`, 'data-widget-state'), widget).toBe('loading');
    }
    // Their server markup is what the shopper sees meanwhile.
    expect(await p.page.textContent(`${STOCK} a.sf-store-stock__trigger`)).toBe('Sprawdź dostępność w sklepach');
  });

  it('one far below the fold has its code fetched when the shopper scrolls near it, not at idle', async () => {
    const p = await shop.open('/product/1001');
    const QUESTIONS = '[data-widget="product-questions"]';
    // The idle prefetch has come for the widgets on screen (a positive signal), and the network has settled.
    await expect.poll(() => p.requests(chunkPath('header-search.js')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await p.page.waitForLoadState('networkidle');
    const below = await p.page.$eval(QUESTIONS, (el) => el.getBoundingClientRect().top - innerHeight);
    expect(below).toBeGreaterThan(200); // the marker is further than the observer's margin
    expect(p.requests(chunkPath('product-questions.js'))).toEqual([]);
    await p.page.$eval(QUESTIONS, (el) => el.scrollIntoView());
    await expect.poll(() => p.requests(chunkPath('product-questions.js')).length, { timeout: 15_000 }).toBe(1);
    expect(await p.page.getAttribute(QUESTIONS, 'data-widget-state')).toBe('loading'); // fetched, not mounted
  });

  it('with save-data on, their code is not fetched at idle: it loads when the shopper reaches for the widget', async () => {
    // The browser's data saver on (CDP), as a shopper's browser sets navigator.connection.saveData; each read
    // of it is counted: the loader reads it when the idle prefetch comes.
    const countReads = `window.__saveDataReads = 0;
      const own = Object.getOwnPropertyDescriptor(NetworkInformation.prototype, 'saveData');
      Object.defineProperty(NetworkInformation.prototype, 'saveData', { configurable: true, get() { window.__saveDataReads++; return own.get.call(this); } });`;
    const p = await shop.open('/product/1001', {
      initScript: countReads,
      beforeNavigation: async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
      },
    });
    // The idle prefetch has come (a positive signal), after storefront:ready (open waited for it), where an allowed
    // prefetch starts its import at once; then every request the page started so far is in the log.
    await p.page.waitForFunction(() => (window as unknown as { __saveDataReads: number }).__saveDataReads > 0);
    expect(await p.page.evaluate(() => (navigator as Navigator & { connection: { saveData: boolean } }).connection.saveData)).toBe(true);
    await p.page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await p.flushRequests();
    for (const widget of ON_INTERACTION) expect(p.requests(chunkPath(`${widget}.js`)), widget).toEqual([]);
    await reachFor(p.page, 'store-stock');
    expect(p.requests(chunkPath('store-stock.js'))).toHaveLength(1);
  });

  it("a click on the server link while the widget loads opens the widget's dialog, without leaving the page", async () => {
    const p = await shop.open('/product/1001', { cookies: { 'fixture-fault': 'slow:1500@' + chunkPath('store-stock.js') } });
    const url = p.page.url();
    await p.page.click(`${STOCK} a.sf-store-stock__trigger`);
    await p.page.waitForSelector('[role="dialog"].sf-modal, [role="dialog"]', { timeout: 15_000 });
    expect(p.page.url()).toBe(url);
    expect(await p.page.getAttribute(STOCK, 'data-widget-state')).toBe('mounted');
  });

  it("by keyboard: focus on the server link stays on the widget's button once it has mounted", async () => {
    const p = await shop.open('/product/1001');
    await p.page.focus(`${STOCK} a.sf-store-stock__trigger`);
    await p.page.waitForSelector(`${STOCK}[data-widget-state="mounted"] button.sf-store-stock__trigger`);
    await p.page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), `${STOCK} button.sf-store-stock__trigger`);
    expect(await p.page.evaluate(() => document.activeElement?.textContent)).toBe('Sprawdź dostępność w sklepach');
  });
});

describe('texts of the page language only', () => {
  it('an Italian page loads the Italian chunks, which carry no Polish or English text', async () => {
    const p = await shop.open('/product/1001?lang=it');
    await p.page.waitForSelector('[data-widget="omnibus-price"][data-widget-state="mounted"]');
    const it = chunkPath('', 'it');
    const chunks = p.requests('/storefront/chunks/').filter((u) => !/\/react-\w+\.js$/.test(u));
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.filter((u) => !new URL(u, 'http://x').pathname.startsWith(it))).toEqual([]);
    const omnibus = await p.page.evaluate((url) => fetch(url).then((r) => r.text()), chunkPath('omnibus-price.js', 'it'));
    // esbuild writes non-ASCII letters as escapes (più → pi\xF9): compare ASCII runs.
    expect(omnibus).toContain('negli ultimi 30 giorni prima dello sconto');
    expect(omnibus).not.toContain('cena z 30 dni przed obni');
    expect(omnibus).not.toContain('Lowest price in the 30 days');
  });
});
