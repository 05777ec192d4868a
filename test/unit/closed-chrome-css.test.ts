// The optional inline head script's rules (§4.6): the CSS that hides, before the first
// paint, the bars and banners closed on an earlier page. Checked by text here and in Chromium by
// test/e2e/page-chrome.test.ts (with the loader held back).
import { describe, expect, it } from 'vitest';
import { closedChromeCss, hasCookie } from '../../src/domain/closed-chrome-css.ts';

const HIDE = '{display:none!important}';

describe('closedChromeCss (§4.6)', () => {
  it('nothing closed: no rules', () => {
    expect(closedChromeCss([], '')).toBe('');
    expect(closedChromeCss([], 'shop_lang=pl; other=1')).toBe('');
  });

  it('closed bars: each id hidden, and a container whose every bar is closed, in a rule of its own', () => {
    const rules = closedChromeCss(['winter-sale', 'holiday-delivery'], '').split('\n');
    const bars = '[data-bar-id="winter-sale"],[data-bar-id="holiday-delivery"]';
    expect(rules).toEqual([bars + HIDE, `[data-widget="page-bars"]:not(:has([data-bar-id]:not(${bars})))${HIDE}`]);
  });

  it.each([
    ['rabateCode_clicked=1', ['[data-widget="discount-banner"]']],
    ['a=1; freeeshipping_clicked=1', ['[data-widget="free-shipping-banner"]']],
    ['rabateCode_clicked=; freeeshipping_clicked=true', ['[data-widget="discount-banner"]', '[data-widget="free-shipping-banner"]']],
    // Only the cookie's own name counts: not a longer name, not a value.
    ['xrabateCode_clicked=1; a=rabateCode_clicked', []],
  ])('banner cookies %j hide %j', (cookies, selectors) => {
    expect(closedChromeCss([], cookies)).toBe(selectors.map((s) => s + HIDE).join('\n'));
  });

  it('an id with quotes, backslashes or line breaks stays one CSS string', () => {
    const css = closedChromeCss(['a"b\\c\nd'], '');
    expect(css.split('\n')[0]).toBe('[data-bar-id="a\\22 b\\5c c\\a d"]' + HIDE);
  });
});

describe('hasCookie', () => {
  it.each([
    ['a=1', 'a', true],
    [' a=1;b=2', 'b', true],
    ['ab=1', 'a', false],
    ['', 'a', false],
  ])('%j has %j: %j', (cookies, name, has) => {
    expect(hasCookie(cookies, name)).toBe(has);
  });
});
