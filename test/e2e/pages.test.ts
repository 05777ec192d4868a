// Every development page in real Chromium: widgets mount, zero CSP violations, zero axe
// violations, no page errors, and the bulk data is fetched at most once per page load.
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { chunkPath } from '../helpers/chunks.ts';
import { basketAnswered, consoleErrors, productPageDrawn, useShop, reachFor } from '../helpers/e2e-context.ts';

const shop = useShop();

const PAGES = ['/', '/product/1001', '/listing', '/widgets', '/search.php?text=zolty', '/basketedit.php', '/cms/1'];

describe('development pages', () => {
  it.each(PAGES)('%s: mounts, zero CSP and axe violations, no errors', async (path) => {
    const p = await shop.open(path);
    const states = await p.page.$$eval('[data-widget]', (els) => els.map((e) => e.getAttribute('data-widget-state')));
    // Below-the-fold markers wait for visibility ("loading"); nothing fails or is unknown.
    expect(states.filter((s) => s !== 'mounted' && s !== 'loading')).toEqual([]);
    expect(p.ready?.failed).toEqual([]);
    const axe = await runAxe(p.page);
    expect(axe, formatViolations(axe)).toEqual([]);
    expect(await p.cspViolations()).toEqual([]);
    expect(p.pageErrors.map((e) => e.message)).toEqual([]);
    expect(consoleErrors(p)).toEqual([]);
  });

  it('the product page makes exactly one /ajax/get.php request and shows the selected size', async () => {
    const p = await shop.open('/product/1001');
    // The lowest price sits below the product form and mounts when visible.
    await p.page.locator('[data-widget="omnibus-price"]').scrollIntoViewIfNeeded();
    // Every widget has mounted and those that read the bulk data have it on screen (the lowest price its
    // own lines, drawn from the Projector section), so any request of theirs has been started; the
    // sentinel logs them all.
    await productPageDrawn(p.page);
    await p.flushRequests();
    expect(p.requests('/ajax/get.php')).toHaveLength(1);
    expect(await p.page.textContent('[data-widget="omnibus-price"] .sf-omnibus__price')).toBe('179,00 zł');
    // A size chosen by the product form (over the bus) switches the lowest price.
    await p.page.evaluate(() => window.StorefrontWidgets!.emit('product:size-selected', { productId: 1001, sizeId: 'XL' }));
    await p.page.waitForFunction(() => document.querySelector('[data-widget="omnibus-price"] .sf-omnibus__price')?.textContent !== '179,00 zł');
    expect(await p.page.getAttribute('[data-widget="omnibus-price"] .sf-omnibus', 'data-flags')).toContain('higher');
    await p.flushRequests();
    expect(p.requests('/ajax/get.php')).toHaveLength(1);
  });

  it('a listing with inline price data asks the bulk endpoint only for the header basket', async () => {
    const p = await shop.open('/listing');
    expect(p.ready?.mounted).toContain('omnibus-price');
    await p.page.evaluate(() => {
      (window as unknown as { __scrollEnded: Promise<void> }).__scrollEnded = new Promise((resolve) =>
        document.addEventListener('scrollend', () => resolve(), { once: true }),
      );
    });
    await p.page.mouse.wheel(0, 4000);
    await p.page.evaluate(() => (window as unknown as { __scrollEnded: Promise<void> }).__scrollEnded);
    expect(await p.page.evaluate(() => scrollY)).toBeGreaterThan(0);
    // Every tile's lowest price the scroll brought near the viewport (the loader's observer starts 200 px
    // early) has mounted and drawn its lines from its own props; markers met on the way there were queued
    // before them. The one bulk request is answered (the mini-basket has it).
    await p.page.waitForFunction(() =>
      [...document.querySelectorAll('[data-widget="omnibus-price"]')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.bottom > -190 && r.top < innerHeight + 190;
        })
        .every((el) => el.getAttribute('data-widget-state') === 'mounted' && el.querySelector(':scope > .sf-omnibus')),
    );
    await basketAnswered(p.page);
    await p.flushRequests();
    // One bulk request per page load, and only the mini-basket's section: the tiles carry their prices.
    expect(p.requestLog.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/ajax/get.php')).toHaveLength(1);
    expect(p.requests('/graphql')).toEqual([]);
  });

  it('a page whose widgets need no data loads no network chunk', async () => {
    const p = await shop.open('/bench/mount?n=3');
    expect(p.ready?.mounted).toEqual(['omnibus-price', 'omnibus-price', 'omnibus-price']);
    expect(p.requests('/ajax/get.php')).toEqual([]);
    expect(p.requests(chunkPath('net.js'))).toEqual([]);
  });

  it('mounting causes no layout shift (the server fallback matches the widget)', async () => {
    const p = await shop.open('/product/1001');
    // Every widget drawn; metrics() then waits for the frames that render it and for the observers.
    await productPageDrawn(p.page);
    expect((await p.metrics()).cls).toBe(0);
  });

  it('the whole product page in view (1280×2600): mounting moves nothing anywhere on it', async () => {
    const p = await shop.open('/product/1001', { viewport: { width: 1280, height: 2600 } });
    await reachFor(p.page, 'store-stock');
    await p.page.waitForSelector('[data-widget="instalments"][data-widget-state="mounted"]');
    await productPageDrawn(p.page);
    expect((await p.metrics()).cls).toBe(0);
  });

  it('the loader entry loads first and alone: it has no static imports', async () => {
    const p = await shop.open('/');
    const scripts = p.requestLog.filter((r) => r.resourceType === 'script').map((r) => new URL(r.url).pathname);
    expect(scripts[0]).toBe('/storefront/storefront.js');
    const entry = await (await p.page.request.get('/storefront/storefront.js')).text();
    expect(entry).not.toMatch(/(^|[;}\s])import\s*[{"'*\w]/);
  });
});
