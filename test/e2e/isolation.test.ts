// Isolation in real Chromium with the test bundle (dist-test/, adds widgets that fail on purpose):
// one widget's failure never stops another; failures keep the server markup and are reported once.
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';

const shop = useShop();
const PAGE = '/test/isolation?bundle=test';

const stateOf = (p: { page: import('playwright-core').Page }, id: string) => p.page.getAttribute('#' + id, 'data-widget-state');
const fallbackOf = (p: { page: import('playwright-core').Page }, id: string) => p.page.textContent('#' + id + ' .server-fallback');

describe('isolation', () => {
  it('bad props, unknown names, render and effect crashes: each marker keeps its markup, neighbours work', async () => {
    const p = await shop.open(PAGE);
    await p.page.waitForFunction(() => document.querySelector('#effect-crash')?.getAttribute('data-widget-state') === 'error');
    expect(await stateOf(p, 'good-first')).toBe('mounted');
    expect(await stateOf(p, 'good-last')).toBe('mounted');
    expect(await p.page.textContent('#good-last .sf-omnibus__label')).toBe('Promocja');
    expect(await stateOf(p, 'unknown')).toBe('unknown');
    for (const id of ['bad-json', 'bad-type', 'crash', 'effect-crash']) {
      expect(await stateOf(p, id), id).toBe('error');
      expect(await fallbackOf(p, id), id).toMatch(/fallback server link$/);
    }
    // The effect crash comes right after the first commit, so it lands in either list (once).
    const withoutEffect = (list: string[] = []) => list.filter((n) => n !== 'test-effect-crash').sort();
    expect(withoutEffect(p.ready?.mounted)).toEqual(['omnibus-price', 'omnibus-price', 'test-crash']);
    expect(withoutEffect(p.ready?.failed)).toEqual(['omnibus-price', 'omnibus-price', 'test-crash']);
    expect([...p.ready!.mounted, ...p.ready!.failed].filter((n) => n === 'test-effect-crash')).toHaveLength(1);
    const errors = consoleErrors(p);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^omnibus-price: data-props: invalid JSON/),
        'omnibus-price: data-props.price.max.gross.value: expected number, got string',
        'test-crash: test-crash exploded while rendering',
        'test-effect-crash: test-effect-crash exploded in an effect',
      ]),
    );
    expect(errors).toHaveLength(4);
    expect(p.consoleMessages.filter((m) => m.type === 'warning').map((m) => m.text)).toEqual([
      expect.stringMatching(/unknown widget "no-such-widget" in data-widget\. Known widgets: omnibus-price, /),
    ]);
    expect(p.pageErrors).toEqual([]);
    // A crash in a later render (after a click) takes only that marker down.
    await p.page.click('#crash-on-click button');
    await p.page.waitForFunction(() => document.querySelector('#crash-on-click')?.getAttribute('data-widget-state') === 'error');
    expect(await fallbackOf(p, 'crash-on-click')).toMatch(/click crash fallback/);
    expect(await stateOf(p, 'good-last')).toBe('mounted');
    const axe = await runAxe(p.page);
    expect(axe, formatViolations(axe)).toEqual([]);
    expect(await p.cspViolations()).toEqual([]);
  });

  it('reports each failure once through the JSerror endpoint', async () => {
    const p = await shop.open(PAGE);
    await p.page.waitForFunction(() => document.querySelector('#effect-crash')?.getAttribute('data-widget-state') === 'error');
    await p.page.waitForTimeout(200);
    const reports = (await shop.reports()).map((r) => r.message);
    // Four failures on the page, each reported once.
    expect(reports.map((m) => m.split(':')[0]).sort()).toEqual(['omnibus-price', 'omnibus-price', 'test-crash', 'test-effect-crash']);
    expect(reports.some((m) => /^omnibus-price: \w*Error: data-props\.price\.max\.gross\.value: expected number/.test(m))).toBe(true);
    expect(p.requests('/graphql/v1/').filter((u) => u.includes('?JSerror='))).toHaveLength(4);
    // The same error again (another test-crash marker crashing after a click) is not re-sent
    // when its text matches; the cap of five per page is covered by test/unit/reporter.test.ts.
    await p.page.click('#crash-on-click button');
    await p.page.waitForFunction(() => document.querySelector('#crash-on-click')?.getAttribute('data-widget-state') === 'error');
    await p.page.waitForTimeout(200);
    expect((await shop.reports()).length).toBeLessThanOrEqual(5);
  });

  it('a chunk that fails to load marks only its markers as failed', async () => {
    const p = await shop.open(PAGE, { cookies: { 'fixture-fault': '500@/storefront-test/chunks/test-crash' } });
    await p.page.waitForFunction(() => document.querySelector('#crash')?.getAttribute('data-widget-state') === 'error');
    expect(await fallbackOf(p, 'crash')).toMatch(/render crash fallback/);
    const errors = consoleErrors(p);
    expect(errors).toEqual(expect.arrayContaining([expect.stringMatching(/^test-crash: its code failed to load/)]));
    // Only the widgets' own messages and the browser's note on the 500: no unhandled rejection.
    expect(errors.filter((e) => !/^(omnibus-price|test-crash|test-effect-crash): |^Failed to load resource: the server responded with a status of 500/.test(e))).toEqual([]);
    expect(await stateOf(p, 'good-first')).toBe('mounted');
    expect(await stateOf(p, 'good-last')).toBe('mounted');
  });

  it('widgets switched off by the admin are marked disabled and keep their markup', async () => {
    const p = await shop.open(PAGE + '&disabled=test-crash,test-effect-crash');
    expect(await stateOf(p, 'crash')).toBe('disabled');
    expect(await stateOf(p, 'effect-crash')).toBe('disabled');
    expect(await fallbackOf(p, 'crash')).toMatch(/render crash fallback/);
    expect(await stateOf(p, 'good-first')).toBe('mounted');
  });

  it('mounts markers added after load and unmounts removed ones, never twice', async () => {
    const p = await shop.open(PAGE);
    // DOM APIs only: the page enforces Trusted Types, so innerHTML with a string is refused.
    await p.page.evaluate(() => {
      const source = document.querySelector('#good-first')!;
      const el = document.createElement('div');
      el.id = 'late';
      for (const name of ['data-widget', 'data-when', 'data-props']) el.setAttribute(name, source.getAttribute(name)!);
      const fallback = document.createElement('p');
      fallback.className = 'server-fallback';
      fallback.textContent = 'late fallback';
      el.append(fallback);
      document.querySelector('#late-markers')!.append(el);
    });
    await p.page.waitForSelector('#late[data-widget-state="mounted"] .sf-omnibus');
    expect(await p.page.$$eval('#late .sf-omnibus', (e) => e.length)).toBe(1);
    // Running the loader again (a second script tag) changes nothing.
    // A string expression, so the test runner leaves the dynamic import alone.
    await p.page.evaluate('import("/storefront-test/storefront.js?again")');
    await p.page.evaluate(() => window.StorefrontWidgets!.mount());
    await p.page.waitForTimeout(200);
    expect(await p.page.$$eval('#late .sf-omnibus', (e) => e.length)).toBe(1);
    const before = await p.page.evaluate(() => window.StorefrontWidgets!.widgets().length);
    await p.page.evaluate(() => document.querySelector('#late')!.remove());
    await p.page.waitForFunction((n) => window.StorefrontWidgets!.widgets().length === n - 1, before);
  });
});
