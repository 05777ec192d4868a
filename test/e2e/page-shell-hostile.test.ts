// A partially loaded page never does more than the same page loaded in full (spec §2.1; the page
// shell's security): the development shop's `/test/hostile-swap` (fixtures/pages/hostile-pages.ts)
// swaps in an answer holding every script form a full load would not run, <noscript> content,
// <base>, inline handlers, javascript: links, srcdoc and a refresh, under the strict CSP with
// Trusted Types and, with `?csp=off`, as a shop without a policy serves it. Nothing of it runs
// (every hostile piece notes a run in `window.__pwned` and the `pwned` cookie), its one honest
// marked script does, and there are no CSP or Trusted Types violations. Also: only text/html is
// swapped, `navigate()` takes http(s) only, the scroll position survives back, and a browser whose
// `document.cookie` throws still mounts every widget.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();

const MODES = [
  { name: 'under the strict CSP with Trusted Types', query: '', strict: true },
  { name: 'without a CSP', query: '?csp=off', strict: false },
] as const;

/** The start page, its shell's navigation in place, and a mark that a full load would wipe. */
async function openStart(query: string): Promise<ShopPage> {
  const p = await shop.open('/test/hostile-swap' + query);
  await p.page.waitForSelector('[data-storefront-announcer]', { state: 'attached' });
  await p.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  return p;
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: string[] }).__pwned ?? []);
const pwnedCookie = async (page: Page) => (await page.context().cookies()).filter((c) => c.name === 'pwned').map((c) => c.value);
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
/** The browser's own lines for the answer's broken images (they are meant to fail). */
const ownLines = (p: ShopPage) => consoleErrors(p).filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));

describe.each(MODES)('a hostile answer swapped in $name', ({ query, strict }) => {
  it('runs nothing but its one marked script allowed by its own policy: 0 executions, 0 violations', async () => {
    const p = await openStart(query);
    const { page } = p;
    await page.click('#to-hostile');
    await page.waitForFunction(() => document.documentElement.dataset.hostileSwapped === 'yes');
    expect(await sameDocument(page)).toBe(true);
    // Every piece that could still act gets its chance: the broken image has failed, the frame has
    // loaded, the handlers' elements and the javascript: links are clicked, the template is used.
    await page.waitForFunction(() => (document.getElementById('hostile-img') as HTMLImageElement).complete);
    await page.waitForFunction(() => (document.getElementById('hostile-frame') as HTMLIFrameElement).contentDocument?.readyState === 'complete');
    for (const id of ['hostile-div', 'hostile-js-link', 'hostile-js-link-case', 'hostile-js-link-tab']) await page.click('#' + id);
    await page.evaluate(() => {
      const copy = (document.getElementById('hostile-template') as HTMLTemplateElement).content.cloneNode(true);
      document.getElementById('hostile-note')!.append(copy);
    });
    await page.waitForFunction(() => (document.querySelector('#hostile-note img') as HTMLImageElement | null)?.complete === true);
    const state = await page.evaluate(() => {
      const region = document.querySelector('[data-swap-region="content"]')!;
      const risky = [...region.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes]
          .filter((a) => a.name.startsWith('on') || a.name === 'srcdoc' || /script:/i.test(a.value.replace(/\s/g, '')))
          .map((a) => el.localName + '[' + a.name + ']'),
      );
      const data = document.getElementById('hostile-data') as HTMLScriptElement | null;
      return {
        risky,
        noscript: region.querySelectorAll('noscript').length,
        base: document.querySelectorAll('base').length,
        baseOrigin: new URL(document.baseURI).origin,
        relative: new URL((document.getElementById('hostile-relative') as HTMLAnchorElement).href).origin,
        refresh: document.querySelectorAll('meta[http-equiv]').length,
        browserScripts: document.querySelectorAll('script[type="importmap"], script[type="speculationrules"]').length,
        data: data && { type: data.type, text: data.textContent },
      };
    });
    expect(state).toEqual({
      risky: [],
      noscript: 0,
      base: 0,
      baseOrigin: new URL(shop.shopUrl).origin,
      relative: new URL(shop.shopUrl).origin,
      refresh: 0,
      browserScripts: 0,
      data: { type: 'application/json', text: '{"kept": true}' },
    });
    expect(await pwned(page)).toEqual([]);
    expect(await pwnedCookie(page)).toEqual([]);
    await p.flushRequests();
    expect(p.requestLog.filter((r) => /noscript-pixel|\/gfx\/hostile\.js/.test(r.url)).map((r) => r.url)).toEqual([]);
    expect(await p.cspViolations()).toEqual([]);
    expect(p.pageErrors.map((e) => e.message)).toEqual([]);
    expect(ownLines(p)).toEqual([]);
    // The marked scripts a full load would not run are named in the console (the data blocks and
    // the <noscript> one are not scripts to run at all): under the policy, no nonce, a wrong nonce,
    // a data: file, another origin's file; without a policy, the last two.
    const skipped = p.consoleMessages.filter((m) => m.type === 'warning' && /was not run: a full load of that page would not run it/.test(m.text));
    expect(skipped).toHaveLength(strict ? 4 : 2);
  });

  it('a text/plain or JSON answer holding region markup is not swapped: the browser loads it in full, and its script never runs', async () => {
    for (const as of ['text', 'json']) {
      const p = await openStart(query);
      const { page } = p;
      await page.click('#to-' + as);
      await page.waitForURL((url) => url.searchParams.get('as') === as);
      await page.waitForFunction((type) => document.contentType === type, as === 'text' ? 'text/plain' : 'application/json');
      expect(await sameDocument(page)).toBe(false);
      expect(await pwnedCookie(page)).toEqual([]);
    }
  });

  it('StorefrontWidgets.navigate() takes http(s) addresses only: javascript: in any spelling rejects and runs nothing', async () => {
    const p = await openStart(query);
    const { page } = p;
    const answers = await page.evaluate(async () => {
      const code = "(window.__pwned = window.__pwned || []).push('navigate')";
      const out: string[] = [];
      for (const url of ['javascript:' + code, ' JaVaScRiPt:' + code, 'java\tscript:' + code, 'data:text/html,<script>' + code + '</script>']) {
        out.push(
          await window.StorefrontWidgets!.navigate(url).then(
            (r) => 'resolved ' + r,
            (e: Error) => e.name + ': ' + e.message.split(':')[0] + ':' + e.message.split(':')[1],
          ),
        );
      }
      return out;
    });
    expect(answers).toEqual(Array(4).fill('TypeError: StorefrontWidgets.navigate: not an http(s) address'));
    expect(await sameDocument(page)).toBe(true);
    expect(await pwned(page)).toEqual([]);
    expect(await p.cspViolations()).toEqual([]);
  });
});

describe('the page shell keeps what a full load keeps', () => {
  it('back to a page scrolled to 2000 px lands at 2000 px, though the page swapped in was shorter', async () => {
    const p = await openStart('');
    const { page } = p;
    await page.evaluate(() => scrollTo(0, 2000));
    await page.waitForFunction(() => scrollY === 2000);
    // A script's click: the pointer would scroll the link into view first.
    await page.evaluate(() => document.getElementById('to-hostile')!.click());
    await page.waitForFunction(() => document.documentElement.dataset.hostileSwapped === 'yes');
    expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeLessThan(2000);
    await page.goBack();
    await page.waitForSelector('#hostile-spacer');
    await page.waitForFunction(() => scrollY === 2000);
    expect(await sameDocument(page)).toBe(true);
    expect(await p.cspViolations()).toEqual([]);
  });

  it('a browser whose document.cookie throws (a sandboxed frame, a privacy mode) mounts every widget, with no uncaught error', async () => {
    const refuse = `(() => {
      const no = () => { throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError'); };
      Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: no, set: no });
    })();`;
    const p = await shop.open('/product/1001', { initScript: refuse });
    expect(p.ready!.failed).toEqual([]);
    expect(p.ready!.mounted.length).toBeGreaterThanOrEqual(5);
    expect(
      await p.page.evaluate(() =>
        window
          .StorefrontWidgets!.widgets()
          .filter((w) => w.state === 'error')
          .map((w) => w.name),
      ),
    ).toEqual([]);
    expect(p.pageErrors.map((e) => e.message)).toEqual([]);
  });
});
