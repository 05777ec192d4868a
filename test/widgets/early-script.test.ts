// The optional inline head script (src/early/, §4.6) run as a page would run it: what the
// shopper closed is hidden by a constructed stylesheet, or by a <style> with the script's nonce where
// the browser has none; blocked storage hides nothing and throws nothing. In Chromium, with the
// loader held back: test/e2e/page-chrome.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const run = async () => {
  vi.resetModules();
  await import('../../src/early/index.ts');
};
const sheetText = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((r) => r.cssText).join('\n');

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'rabateCode_clicked=; max-age=0; path=/';
  document.adoptedStyleSheets = [];
  document.head.querySelectorAll('style').forEach((s) => s.remove());
});
afterEach(() => vi.restoreAllMocks());

describe('storefront-early.js', () => {
  it("hides the closed bars and the banner whose cookie is set, in a constructed sheet added to the page's", async () => {
    const theme = new CSSStyleSheet();
    document.adoptedStyleSheets = [theme];
    localStorage.setItem('closedBars', '["winter-sale"]');
    document.cookie = 'rabateCode_clicked=1; path=/';
    await run();
    expect(document.adoptedStyleSheets).toHaveLength(2);
    expect(document.adoptedStyleSheets[0]).toBe(theme);
    const text = sheetText(document.adoptedStyleSheets[1]!);
    expect(text).toContain('[data-bar-id="winter-sale"]');
    expect(text).toContain('[data-widget="discount-banner"]');
  });

  it("without constructed sheets: a <style> carrying the script's nonce", async () => {
    localStorage.setItem('closedBars', '["a"]');
    vi.spyOn(document, 'adoptedStyleSheets', 'get').mockReturnValue(undefined as unknown as CSSStyleSheet[]);
    const script = document.createElement('script');
    script.nonce = 'N0NCE';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    await run();
    const style = document.head.querySelector('style')!;
    expect(style.nonce).toBe('N0NCE');
    expect(style.textContent).toContain('[data-bar-id="a"]{display:none!important}');
  });

  it('nothing closed, junk stored or storage blocked: nothing added, nothing thrown', async () => {
    await run();
    localStorage.setItem('closedBars', '{not json');
    await run();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await run();
    expect(document.adoptedStyleSheets).toEqual([]);
    expect(document.head.querySelector('style')).toBeNull();
  });
});
