// Server snippets and top layers (spec §3.4, §7.2) in real Chromium on the development
// shop, under its strict CSP with Trusted Types: every shop page asks the bulk endpoint for Snippets
// and ToplayersAndWidgets in its one request and injects the items (fixtures/server/snippets.ts)
// into the head, the top and the end of the body; their inline and external scripts run once, with
// the nonce; after `page:loaded` both are asked again with additional_ajax "1" and only new items go
// in. The newsletter top layer (`?toplayer=newsletter`) is a modal dialog used by keyboard alone, in
// Polish and Italian. A 500, a broken answer and an item that fails its schema leave the page working
// and say so in the console. Zero axe violations at 320, 390 and 1280 px and zero CSP violations.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleErrors, reachFor, useShop } from '../helpers/e2e-context.ts';
import { expectCleanAtWidths } from '../helpers/expect-clean.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const DIALOG = '.sf-toplayer [role="dialog"]';

type Asked = Record<string, { params?: Record<string, unknown> }>;

/** What the page's snippet scripts noted so far (fixtures/server/snippets.ts). */
const ran = (page: Page) => page.evaluate(() => (window as unknown as { shopSnippets?: string[] }).shopSnippets ?? []);

/** Both sections are in: the top layers come after the snippets, and their always-sent item is hidden. */
async function injected(page: Page): Promise<void> {
  await page.waitForSelector('[data-shop-toplayer="widget"][data-sf-snippet="ToplayersAndWidgets"]', { state: 'attached' });
}

/**
 * A partial navigation as the shell's will announce it: the address changes, then `page:loaded`.
 * Resolves with the sections and params of the bulk request it caused, as the shop received them.
 */
async function navigated(page: Page, path: string): Promise<Asked> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/ajax/get.php');
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    window.StorefrontWidgets!.emit('page:loaded', { url: location.href });
  }, path);
  await answered;
  return ((await (await page.request.get('/__fixture/bulk-requests')).json()) as Asked[]).at(-1)!;
}

async function noted(page: Page, note: string): Promise<void> {
  await page.waitForFunction((n) => ((window as unknown as { shopSnippets?: string[] }).shopSnippets ?? []).includes(n), note);
}

const said = (p: ShopPage, pattern: RegExp) => expect.poll(() => consoleErrors(p).filter((e) => pattern.test(e)).length).toBe(1);

describe('server snippets (§3.4)', () => {
  it("go into the head, the top and the end of the body; inline and external scripts run once, with the page's nonce, without a CSP or Trusted Types violation", async () => {
    const p = await shop.open('/cms/1');
    const { page } = p;
    await injected(page);
    expect(await ran(page)).toEqual(['head', 'external']);
    const placed = await page.evaluate(() => {
      const nonce = (JSON.parse(document.getElementById('storefront-config')!.textContent!) as { nonce: string }).nonce;
      const footer = document.querySelector('footer')!;
      const after = (el: Element | null) => !!el && (footer.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      const external = document.querySelector<HTMLScriptElement>('script[src$="/gfx/test-snippet.js"]');
      return {
        meta: document.head.querySelectorAll('meta[name="shop-snippet"][data-sf-snippet="Snippets"]').length,
        headScriptNonce: [...document.head.querySelectorAll<HTMLScriptElement>('script[data-sf-snippet]')].map((s) => s.nonce === nonce),
        top: document.body.firstElementChild?.getAttribute('data-shop-snippet'),
        externalAtEnd: after(external) && external!.parentElement === document.body,
        externalNonce: external?.nonce === nonce,
        layerAtEnd: after(document.querySelector('[data-shop-toplayer="widget"]')),
      };
    });
    expect(placed).toEqual({ meta: 1, headScriptNonce: [true], top: 'body_top', externalAtEnd: true, externalNonce: true, layerAtEnd: true });
    // Both sections travelled in the page's one bulk request, with the §3.4 params of a first load.
    await p.flushRequests();
    expect(p.requests('/ajax/get.php')).toHaveLength(1);
    const [first] = (await (await page.request.get('/__fixture/bulk-requests')).json()) as Asked[];
    expect(first!['Snippets']!.params).toMatchObject({ additional_ajax: '', request_uri: '/cms/1', pc: true, mobile: false, tablet: false });
    expect(first!['ToplayersAndWidgets']!.params).toEqual(first!['Snippets']!.params);
    await expectCleanAtWidths(p);
  });

  it('after page:loaded: both sections asked again in one request with additional_ajax "1" and the new address; only new items go in, and nothing runs twice', async () => {
    const p = await shop.open('/cms/1');
    const { page } = p;
    await injected(page);
    const asked = await navigated(page, '/cms/2');
    expect(Object.keys(asked).sort()).toEqual(['Snippets', 'ToplayersAndWidgets']);
    expect(asked['Snippets']!.params).toMatchObject({ additional_ajax: '1', request_uri: '/cms/2' });
    expect(asked['ToplayersAndWidgets']!.params).toMatchObject({ additional_ajax: '1', request_uri: '/cms/2' });
    await noted(page, 'page /cms/2');
    await navigated(page, '/cms/3');
    await noted(page, 'page /cms/3');
    // The server sent its head item again each time: it is on the page once, and its script ran once.
    expect(await ran(page)).toEqual(['head', 'external', 'page /cms/2', 'page /cms/3']);
    expect(await page.locator('meta[name="shop-snippet"]').count()).toBe(1);
    expect(await page.locator('[data-shop-snippet="page"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-page')))).toEqual(['/cms/2', '/cms/3']);
    await p.flushRequests();
    expect(p.requests('/ajax/get.php')).toHaveLength(3);
    await expectCleanAtWidths(p);
  });
});

describe.each([
  ['pl', 'Zapisz się do newslettera', 'Zapisz się', 'Nie, dziękuję'],
  ['it', 'Iscriviti alla newsletter', 'Iscriviti', 'No, grazie'],
] as const)('the newsletter top layer, a dialog (§3.4, §2.9), %s', (lang, title, submit, noThanks) => {
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.id);

  it('by keyboard alone: focus moves in, Tab stays in, the page behind is inert and still, Escape closes and focus goes to the main content', async () => {
    const p = await shop.open(`/cms/1?toplayer=newsletter&lang=${lang}`);
    const { page } = p;
    await page.waitForSelector(`${DIALOG}[aria-modal="true"]`);
    expect(await page.getByRole('dialog', { name: title }).count()).toBe(1);
    await page.waitForFunction(() => document.activeElement?.id === 'shop-newsletter-email');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(submit);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(noThanks);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('shop-newsletter-email');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(noThanks);
    expect(
      await page.evaluate(() => [document.querySelector('main')!.inert, document.querySelector('header')!.inert, getComputedStyle(document.body).overflow]),
    ).toEqual([true, true, 'hidden']);
    await expectCleanAtWidths(p);

    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    expect(await page.evaluate(() => [document.querySelector('main')!.inert, getComputedStyle(document.body).overflow])).toEqual([false, 'visible']);
    expect(await ran(page)).toEqual(['head', 'external', 'newsletter']);

    // The server sends the layer again for this address after a partial navigation: it is not shown again.
    await navigated(page, `/cms/1?toplayer=newsletter&lang=${lang}`);
    await noted(page, `page /cms/1?toplayer=newsletter&lang=${lang}`);
    expect(await page.locator(DIALOG).count()).toBe(0);
    expect(await ran(page)).toEqual(['head', 'external', 'newsletter', `page /cms/1?toplayer=newsletter&lang=${lang}`]);
    await expectCleanAtWidths(p);
  });

  it('its close control, by keyboard, closes it without a form post', async () => {
    const p = await shop.open(`/cms/1?toplayer=newsletter&lang=${lang}`);
    const { page } = p;
    await page.waitForFunction(() => document.activeElement?.id === 'shop-newsletter-email');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(noThanks);
    await page.keyboard.press('Enter');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    expect(p.requestLog.filter((r) => r.method === 'POST' && r.resourceType === 'document')).toEqual([]);
    await expectCleanAtWidths(p);
  });
});

describe('server snippets that fail: the page works on and the console says why', () => {
  it('get.php answers 500: each section is named, nothing is injected, the widgets still mount', async () => {
    const p = await shop.open('/cms/1', { cookies: { 'fixture-fault': '500@/ajax/get.php' } });
    await said(p, /^storefront page shell \(snippets\): Snippets not injected: \/ajax\/get\.php: the server answered 500$/);
    await said(p, /^storefront page shell \(snippets\): ToplayersAndWidgets not injected: \/ajax\/get\.php: the server answered 500$/);
    await reachFor(p.page, 'header-search');
    expect(await p.page.locator('[data-sf-snippet]').count()).toBe(0);
    expect(await ran(p.page)).toEqual([]);
    await expectCleanAtWidths(p, { expected: /status of 500|storefront page shell \(snippets\)|\/ajax\/get\.php: the server answered 500/ });
  });

  it('a broken answer to the re-ask after page:loaded: named, nothing of it injected; the next navigation injects again', async () => {
    const p = await shop.open('/cms/1');
    const { page } = p;
    await injected(page);
    await page.context().addCookies([{ name: 'fixture-fault', value: encodeURIComponent('malformed:once@/ajax/get.php'), url: new URL('/', page.url()).href }]);
    await navigated(page, '/cms/2');
    await said(p, /^storefront page shell \(snippets\): Snippets not injected: \/ajax\/get\.php: the answer is not valid JSON/);
    await said(p, /^storefront page shell \(snippets\): ToplayersAndWidgets not injected: \/ajax\/get\.php: the answer is not valid JSON/);
    await navigated(page, '/cms/3');
    await noted(page, 'page /cms/3');
    expect(await ran(page)).toEqual(['head', 'external', 'page /cms/3']);
    await expectCleanAtWidths(p, { expected: /storefront page shell \(snippets\): \w+ not injected: \/ajax\/get\.php: the answer is not valid JSON/ });
  });

  it('a Snippets item that fails the schema: the section, the path and what was wrong are named; the top layers still go in', async () => {
    const p = await shop.open('/cms/1?snippets=broken');
    await injected(p.page);
    await said(p, /^storefront page shell \(snippets\): Snippets not injected: \/ajax\/get\.php Snippets\.items\.0\.content: expected string, got number$/);
    expect(await p.page.locator('[data-sf-snippet="Snippets"]').count()).toBe(0);
    await expectCleanAtWidths(p, { expected: /^storefront page shell \(snippets\): Snippets not injected/ });
  });

  it("an item's inline handlers, javascript: addresses and <noscript> content never act; its data block stays data, without a Trusted Types violation", async () => {
    const p = await shop.open('/cms/1?snippets=hostile');
    const { page } = p;
    await noted(page, 'hostile');
    // Every piece that could act gets its chance: the broken image has failed, the links and the banner are clicked.
    await page.waitForFunction(() => (document.getElementById('snippet-img') as HTMLImageElement).complete);
    for (const id of ['snippet-div', 'snippet-link', 'snippet-link-case']) await page.click('#' + id);
    const state = await page.evaluate(() => {
      const item = document.querySelector('[data-shop-snippet="hostile"]')!;
      const risky = [...item.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on') || /script:/i.test(a.value.replace(/\s/g, ''))).map((a) => el.localName + '[' + a.name + ']'),
      );
      const data = document.getElementById('snippet-data') as HTMLScriptElement | null;
      return {
        risky,
        noscript: item.querySelectorAll('noscript').length,
        data: data && { type: data.type, text: data.textContent },
        pwned: (window as unknown as { __pwned?: string[] }).__pwned ?? [],
      };
    });
    expect(state).toEqual({ risky: [], noscript: 0, data: { type: 'application/json', text: '{"kept": true}' }, pwned: [] });
    expect((await page.context().cookies()).filter((c) => c.name === 'pwned')).toEqual([]);
    await p.flushRequests();
    expect(p.requests('/gfx/noscript-pixel.gif')).toEqual([]);
    expect(await p.cspViolations()).toEqual([]);
    expect(p.pageErrors.map((e) => e.message)).toEqual([]);
  });
});
