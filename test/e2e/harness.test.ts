/**
 * Tests of the e2e harness itself: if these fail, every other e2e result is meaningless.
 * - the shop's strict CSP reaches the browser and is enforced (not bypassed by the harness);
 * - the init-script recorders work under that CSP (they read `storefront:ready` and violations);
 * - axe runs in the page without causing a violation of its own;
 * - a real violation is counted, both a Trusted Types one and a plain `script-src` one.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { launchBrowser, newShopContext } from '../helpers/browser.ts';
import { openShopPage, type ShopPage } from '../helpers/shop-page.ts';
import { workerShopUrl } from '../helpers/worker-shop.ts';

const shopUrl = workerShopUrl();

let browser: Browser;
let context: BrowserContext;
let opened: ShopPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newShopContext(browser, shopUrl);
});
afterEach(async () => {
  await opened?.close();
  opened = undefined;
  await context.close();
});

describe('e2e harness', () => {
  it('serves the home page under the strict CSP and records storefront:ready', async () => {
    const response = await context.request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'");

    opened = await openShopPage(context, '/');
    // The ready detail was recorded by the init script: init scripts run despite the CSP.
    // (Which widgets mount is for the widget tests; here only the shape of the recorded detail matters.)
    expect(opened.ready).toEqual({ mounted: expect.any(Array), failed: expect.any(Array) });
    expect(await opened.page.evaluate(() => typeof (window as { StorefrontWidgets?: unknown }).StorefrontWidgets)).toBe('object');
    expect(opened.pageErrors.map((e) => e.message)).toEqual([]);
    expect(await opened.cspViolations()).toEqual([]);
  });

  it('runs axe with zero violations and axe itself causes no CSP / Trusted Types violation', async () => {
    opened = await openShopPage(context, '/');
    const violations = await runAxe(opened.page);
    expect(violations, formatViolations(violations)).toEqual([]);
    expect(await opened.cspViolations()).toEqual([]);
  });

  it('finds an accessibility problem when there is one (axe really runs)', async () => {
    opened = await openShopPage(context, '/');
    await opened.page.evaluate(() => {
      const img = document.createElement('img');
      img.src = '/missing-alt.png';
      document.body.append(img);
    });
    const violations = await runAxe(opened.page);
    expect(violations.map((v) => v.id)).toContain('image-alt');
    expect(formatViolations(violations)).toMatch(/image-alt: .*\n\s+- img/);
  });

  it('counts a Trusted Types violation (a script URL assigned from page code)', async () => {
    opened = await openShopPage(context, '/');
    expect(await opened.cspViolations()).toEqual([]);
    const threw = await opened.page.evaluate(() => {
      const script = document.createElement('script');
      try {
        script.src = 'data:text/javascript,window.__harnessInjected=1';
        document.head.append(script);
        return false;
      } catch {
        return true;
      }
    });
    expect(threw).toBe(true);
    const violations = await opened.cspViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({
      effectiveDirective: 'require-trusted-types-for',
      disposition: 'enforce',
    });
    expect(violations[0]!.sample).toContain('HTMLScriptElement src');
  });

  it('counts a script-src violation (an inline script without the nonce in the served HTML)', async () => {
    // Rewrite the real response (headers kept, so the same CSP applies) to add what a careless template
    // would: a parser-inserted inline script without the nonce.
    await context.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('</body>', '<script>window.__harnessInjected = 1</script></body>');
        await route.fulfill({ response, body: html });
      },
    );
    opened = await openShopPage(context, '/');
    expect(opened.ready).not.toBeNull(); // the rest of the page still works
    expect(await opened.page.evaluate(() => (window as { __harnessInjected?: number }).__harnessInjected)).toBeUndefined();
    const violations = await opened.cspViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]!.effectiveDirective).toBe('script-src-elem');
    expect(violations[0]!.blockedURI).toBe('inline');
    expect(opened.consoleMessages.some((m) => m.type === 'error' && m.text.includes('Content Security Policy'))).toBe(true);
  });

  it('sets cookies, counts requests by path and captures console output', async () => {
    opened = await openShopPage(context, '/', { cookies: { harness_probe: 'yes' }, viewport: { width: 390, height: 844 } });
    expect(await opened.page.evaluate(() => document.cookie)).toContain('harness_probe=yes');
    expect(await opened.page.evaluate(() => innerWidth)).toBe(390);
    expect(opened.requests('/').length).toBeGreaterThan(1);
    expect(opened.requests('/').every((u) => u.startsWith(shopUrl))).toBe(true);
    expect(opened.requestLog.some((r) => r.resourceType === 'script' && new URL(r.url).pathname.endsWith('/storefront.js'))).toBe(true);
    await opened.page.evaluate(() => console.warn('harness-probe'));
    await expect.poll(() => opened!.consoleMessages).toContainEqual({ type: 'warning', text: 'harness-probe' });
  });
});
