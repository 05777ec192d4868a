// The script loader in real Chromium (spec §7.2, §9.2, §9.8): scripts and modules the shop
// registers by name load once, with the nonce, through the Trusted Types policy, at their position;
// `StorefrontWidgets.loadScript(name)` rejects naming the script on a failure or after 5 s; the
// captcha provider loads through it too. Zero CSP violations.
import { describe, expect, it } from 'vitest';
import { useShop } from '../helpers/e2e-context.ts';
import { chunkPath } from '../helpers/chunks.ts';

const shop = useShop();
type Ran = { name: string; after?: string; module?: boolean; parent?: string };
const ran = (p: { page: import('playwright-core').Page }) => p.page.evaluate(() => (window as unknown as { __shopScripts?: Ran[] }).__shopScripts ?? []);

describe('the script loader', () => {
  it("loads the config's `load` names as the page starts: a script after the shop script, a module in the head, with the nonce", async () => {
    const p = await shop.open('/cms/1?scripts=load');
    await p.page.waitForFunction(() => ((window as unknown as { __shopScripts?: unknown[] }).__shopScripts ?? []).length === 2);
    const scripts = await ran(p);
    expect(scripts).toContainEqual({ name: 'shop-hello', after: expect.stringMatching(/storefront\.js$/) });
    expect(scripts).toContainEqual({ name: 'shop-module', module: true, parent: 'HEAD' });
    expect(await p.page.$$eval('script[src*="/gfx/scripts/"]', (els) => els.map((e) => (e as HTMLScriptElement).nonce !== ''))).toEqual([true, true]);
    expect(await p.cspViolations()).toEqual([]);
  });

  it('loadScript(name) loads a name once however often it is asked for; a page that loads none never downloads the loader', async () => {
    const p = await shop.open('/cms/1');
    await p.flushRequests();
    expect(p.requests(chunkPath('shell.scripts.js'))).toEqual([]);
    await p.page.evaluate(() => Promise.all([window.StorefrontWidgets!.loadScript('shop-hello'), window.StorefrontWidgets!.loadScript('shop-hello')]));
    await p.page.evaluate(() => window.StorefrontWidgets!.loadScript('shop-hello'));
    expect(p.requests('/gfx/scripts/shop-hello.js')).toHaveLength(1);
    expect(await ran(p)).toEqual([{ name: 'shop-hello', after: expect.stringMatching(/storefront\.js$/) }]);
    expect(await p.cspViolations()).toEqual([]);
  });

  it('rejects with an error naming the script: one that fails (404), one that never loads (5 s), one not registered without a prefix', async () => {
    const p = await shop.open('/cms/1');
    const failure = (name: string) =>
      p.page.evaluate(
        (n) =>
          window.StorefrontWidgets!.loadScript(n).then(
            () => 'loaded',
            (e: Error) => e.message,
          ),
        name,
      );
    expect(await failure('missing')).toBe('storefront: script "missing" (/gfx/scripts/missing.js): failed to load');
    expect(await failure('never')).toBe('storefront: script "never" (/gfx/scripts/never.js): no answer in 5000 ms');
    expect(await failure('../evil')).toBe(
      'storefront: script "../evil" is not in storefront-config.scripts.registered, and is no plain file name to find under scripts.prefix',
    );
  });
});
