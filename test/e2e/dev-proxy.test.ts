// `npm run dev -- --shop <url>` in real Chromium: a second development shop plays the
// real shop, the dev server stands in front of it with the local build of a copy of the sources
// (test/helpers/source-copy.ts), and a page opened through it runs the local bundle under the shop's
// CSP, keeps the shop's session (a basket add reaches the far shop), swaps the stylesheet when a
// widget's styles change and reloads when a widget's code does; after it all, the incremental build
// has written what a fresh build would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newShopContext } from '../helpers/browser.ts';
import { addToBasket, basketAnswered, consoleErrors } from '../helpers/e2e-context.ts';
import { openShopPage, type ShopPage } from '../helpers/shop-page.ts';
import { copySources, type SourceCopy } from '../helpers/source-copy.ts';
import { startShop, type StartedShop } from '../../fixtures/server/shop.ts';
import { basketTotals } from '../../fixtures/server/basket.ts';
import { SESSION_COOKIE } from '../../fixtures/server/session.ts';
import { startDevServer, type DevServer } from '../../dev/server.ts';
import { startDevBuild } from '../../build/dev-build.mjs';

let sources: SourceCopy;
let far: StartedShop;
let dev: DevServer;
let browser: Browser;
let context: BrowserContext;
const log: string[] = [];

beforeAll(async () => {
  sources = copySources();
  far = await startShop({ port: 0 });
  dev = await startDevServer({ shop: far.url, root: sources.root, port: 0, log: (line) => log.push(line) });
  browser = await launchBrowser();
  context = await newShopContext(browser, dev.url);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await dev?.close();
  await far?.close();
  sources?.remove();
});

/** A mark on the page's window: gone once the page has reloaded. */
const mark = (p: ShopPage) => p.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (p: ShopPage) => p.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

// Each test's own waits add up to 120 s at most (a reload 60 s, then the page ready 30 s and the new
// code 30 s): its time-out is above that, so a slow run on a loaded machine fails on the wait that was
// slow, with its message, not as a vitest time-out.
describe('the dev server in front of a shop', { timeout: 150_000 }, () => {
  let home: ShopPage;

  it("serves the shop's page with the local build: the widgets mount from /__storefront/, under the shop's CSP", async () => {
    home = await openShopPage(context, '/');
    await home.page.waitForSelector('[data-widget="mini-basket"][data-widget-state="mounted"]', { state: 'attached' });
    expect(home.ready?.failed).toEqual([]);
    expect(home.requests('/__storefront/chunks/pl-dev/runtime.js')).toHaveLength(1);
    // Nothing of the shop's own copy of the bundle is loaded.
    expect(home.requests('/storefront/')).toEqual([]);
    expect(await home.cspViolations()).toEqual([]);
    expect(consoleErrors(home)).toEqual([]);
    // The shop's policy as it was (it allows the scripts by their nonce), and the scripts carry that nonce.
    const answer = await context.request.get('/');
    const csp = answer.headers()['content-security-policy']!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toBe(
      `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types storefront default`,
    );
    const scripts = [...(await answer.text()).matchAll(/<script type="module" nonce="([^"]+)" src="([^"?]+)/g)].map((m) => [m[2], m[1]]);
    expect(scripts).toEqual(
      expect.arrayContaining([
        ['/__storefront/storefront.js', nonce],
        ['/__storefront-dev/reload.js', nonce],
      ]),
    );
  });

  it("keeps the shop's session: a basket add from the page reaches the far shop, and the mini-basket follows", async () => {
    await basketAnswered(home.page);
    expect(await addToBasket(home.page, [{ id: 1001, size: 'M', quantity: 2 }])).toBe('success');
    const cookie = (await context.cookies(dev.url)).find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    const session = far.shop.sessionOf(new Request(far.url, { headers: { cookie: `${SESSION_COOKIE}=${cookie!.value}` } }));
    expect(session && basketTotals(session).count).toBe(1);
    await home.page.evaluate(() => window.StorefrontWidgets!.emit('basket:changed', {}));
    await home.page.waitForFunction(() => document.querySelector('[data-widget="mini-basket"] .sf-mini-basket__count')?.textContent === '1');
  });

  it("a widget's stylesheet edited: the page swaps the bundle's stylesheet, without a reload", async () => {
    await mark(home);
    const built = dev.nextBuild();
    sources.append('widgets/mini-basket/styles.css', '\n:root { --sf-dev-edit: 1; }\n');
    expect((await built).changed).toBe('css');
    await home.page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--sf-dev-edit').trim() === '1', null, {
      timeout: 30_000,
    });
    expect(await sameDocument(home)).toBe(true);
    expect(
      await home.page.$$eval('link[rel="stylesheet"][href*="/__storefront/storefront.css"]', (links) =>
        links.map((l) => new URL((l as HTMLLinkElement).href).search),
      ),
    ).toEqual([expect.stringMatching(/^\?v=[0-9a-f]+\.\d+$/)]);
  });

  it('a comment edited changes no file the page loads: no reload is sent', async () => {
    const built = dev.nextBuild();
    sources.append('widgets/mini-basket/index.ts', '\n// a comment the minifier drops\n');
    expect(await built).toMatchObject({ changed: 'none' });
  });

  it("a widget's code edited: the page reloads and runs the new code", async () => {
    await mark(home);
    const reloaded = home.page.waitForEvent('load', { timeout: 60_000 });
    sources.append('widgets/mini-basket/index.ts', "\ndocument.documentElement.dataset.devEdit = 'mini-basket';\n");
    await reloaded;
    await home.waitForReady(30_000);
    await home.page.waitForFunction(() => document.documentElement.dataset.devEdit === 'mini-basket', null, { timeout: 30_000 });
    expect(await sameDocument(home)).toBe(false);
    expect(await home.cspViolations()).toEqual([]);
    expect(home.pageErrors.map((e) => e.message)).toEqual([]);
  });

  it('a page in Italian has the Italian chunks built when it is first served, and a second one asked for meanwhile waits for them too', async () => {
    const pages = await Promise.all([openShopPage(context, '/?lang=it'), openShopPage(context, '/cms/1?lang=it')]);
    expect(dev.build.languages).toEqual(['pl', 'it']);
    for (const p of pages) {
      await p.page.waitForSelector('[data-widget="mini-basket"][data-widget-state="mounted"]', { state: 'attached' });
      expect(p.requests('/__storefront/chunks/it-dev/runtime.js')).toHaveLength(1);
      // Served once the Italian chunks were there: none of the Polish ones in their place.
      expect(p.requests('/__storefront/chunks/pl-dev/')).toEqual([]);
      expect(await p.cspViolations()).toEqual([]);
    }
    expect(log.filter((line) => line.includes('building the it chunks'))).toHaveLength(1);
    for (const p of pages) await p.close();
  });

  it('after all these edits, serves what a fresh build of the same sources makes (the shortcuts of the incremental build are safe)', async () => {
    // Two more that take the other ways: a new export in a module of the runtime kit, then a widget importing it.
    for (const [file, text] of [
      ['src/domain/money.ts', '\nexport const devTriple = (n: number): number => n * 3;\n'],
      [
        'widgets/mini-basket/index.ts',
        "\nimport { devTriple } from '../../src/domain/money.ts';\ndocument.documentElement.dataset.devTriple = String(devTriple(2));\n",
      ],
    ] as const) {
      const built = dev.nextBuild();
      sources.append(file, text);
      expect(await built).toMatchObject({ changed: 'js' });
    }
    const fresh = await startDevBuild({ root: sources.root, outdir: join(sources.root, 'dist-fresh'), languages: [...dev.build.languages] });
    await fresh.close();
    const served = filesUnder(join(sources.root, 'dist-dev'));
    const built = filesUnder(join(sources.root, 'dist-fresh'));
    expect([...served.keys()].sort()).toEqual([...built.keys()].sort());
    expect([...served.keys()].filter((file) => !served.get(file)!.equals(built.get(file)!))).toEqual([]);
  });
});

/** Every file under `dir` (relative path → bytes). */
function filesUnder(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name))]),
  );
}
