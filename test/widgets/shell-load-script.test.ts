// The script loader's positions (§9.8): where each registered script goes in the page, relative to
// the head, the body's edges and the shop's main script (`script[data-shop-script]`). The loads
// themselves (nonce, Trusted Types, once per URL, the time-out) run in real Chromium in
// test/e2e/page-shell-scripts.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { loadScript, type ScriptPosition } from '../../src/shell/scripts/load-script.ts';

let n = 0;
/** Places a script at `position` and returns its element (its load is not what is tested here). */
function placed(position: ScriptPosition): HTMLScriptElement {
  const url = `/gfx/position-${position}-${++n}.js`;
  loadScript(url, 'n0nce', { position, timeoutMs: 60_000 }).catch(() => {});
  return document.querySelector<HTMLScriptElement>(`script[src$="${url}"]`)!;
}

beforeEach(() => {
  document.head.innerHTML = '<title>Strona</title>';
  document.body.innerHTML = '<p id="first">Treść</p><script data-shop-script type="application/json">{}</script><p id="last">Stopka</p>';
});

describe('where a registered script goes (§9.8)', () => {
  it('head: at the end of <head>', () => {
    expect(placed('head').parentElement).toBe(document.head);
    expect(document.head.lastElementChild!.matches('script[src*="position-head"]')).toBe(true);
  });

  it("body_top: first in <body>, before the page's own content", () => {
    const script = placed('body_top');
    expect(document.body.firstElementChild).toBe(script);
  });

  it('body_bottom: last in <body>', () => {
    const script = placed('body_bottom');
    expect(document.body.lastElementChild).toBe(script);
  });

  it("before_shop_js and after_shop_js: right before and right after the shop's main script", () => {
    const shop = document.querySelector('script[data-shop-script]')!;
    const before = placed('before_shop_js');
    const after = placed('after_shop_js');
    expect(shop.previousElementSibling).toBe(before);
    expect(shop.nextElementSibling).toBe(after);
  });

  it('before_shop_js on a page that marks no shop script: at the end of <body>', () => {
    document.querySelector('script[data-shop-script]')!.remove();
    const script = placed('before_shop_js');
    expect(document.body.lastElementChild).toBe(script);
  });
});
