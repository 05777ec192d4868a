// Isolation in real Chromium with the test bundle (dist-test/, adds widgets that fail on purpose):
// one widget's failure never stops another; failures keep the server markup and are reported once.
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import type { Page } from 'playwright-core';
import { chunkPath } from '../helpers/chunks.ts';
import { consoleErrors, useShop } from '../helpers/e2e-context.ts';
import type { ShopPage } from '../helpers/shop-page.ts';

const shop = useShop();
const PAGE = '/test/isolation?bundle=test';

const stateOf = (p: { page: Page }, id: string) => p.page.getAttribute('#' + id, 'data-widget-state');
const fallbackOf = (p: { page: Page }, id: string) => p.page.textContent('#' + id + ' .server-fallback');
const waitState = (p: { page: Page }, id: string, state: string) =>
  p.page.waitForFunction(([id, state]) => document.getElementById(id!)?.getAttribute('data-widget-state') === state, [id, state]);
/** JSerror reports the page has sent (spec §7.1), in order. */
const reportRequests = (p: ShopPage) => p.requests('/graphql/v1/').filter((u) => u.includes('?JSerror='));

/**
 * Adds a marker after load, into #late-markers, with DOM APIs only (the page enforces Trusted Types, so
 * innerHTML with a string is refused): the attributes of the marker `copyOf`, or `widget` with `props`.
 */
function addMarker(p: { page: Page }, id: string, from: { copyOf: string } | { widget: string; props: string }) {
  return p.page.evaluate(
    ([id, from]) => {
      const el = document.createElement('div');
      el.id = id;
      if ('copyOf' in from) {
        const source = document.getElementById(from.copyOf)!;
        for (const name of ['data-widget', 'data-when', 'data-props']) {
          const value = source.getAttribute(name);
          if (value !== null) el.setAttribute(name, value);
        }
      } else {
        el.setAttribute('data-widget', from.widget);
        el.setAttribute('data-when', 'load');
        el.setAttribute('data-props', from.props);
      }
      const fallback = document.createElement('p');
      fallback.className = 'server-fallback';
      fallback.textContent = id + ' fallback';
      el.append(fallback);
      document.querySelector('#late-markers')!.append(el);
    },
    [id, from] as const,
  );
}

/**
 * Waits until every report the page has made so far is in the shop's records. Call it once the failures
 * are in (their markers show 'error': the loader calls the reporter right there) and the reporter has
 * sent at least one report. The entry's reporter waits for the real one's chunk and then hands every
 * report on in order, in the same turn (src/loader/lazy-reporter.ts); the real one calls fetch at once or
 * drops the report (src/core/reporter.ts). Once the chunk is in — which the first JSerror request proves —
 * every report of a failure that has already happened has called fetch or been dropped. The sentinel
 * request then puts every such JSerror request in the page's log, and their answers mean the shop has
 * recorded them.
 */
async function reportsSettled(p: ShopPage) {
  await expect.poll(() => reportRequests(p).length, { timeout: 10_000 }).toBeGreaterThan(0);
  await p.flushRequests();
  await p.requestsSettled('/graphql/v1/');
}

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

  it('reports each failure once, and at most five per page, through the JSerror endpoint', async () => {
    const p = await shop.open(PAGE);
    for (const id of ['bad-json', 'bad-type', 'crash', 'effect-crash']) await waitState(p, id, 'error');
    await reportsSettled(p);
    const reports = (await shop.reports()).map((r) => r.message);
    // Four failures on the page, each reported once.
    expect(reports.map((m) => m.split(':')[0]).sort()).toEqual(['omnibus-price', 'omnibus-price', 'test-crash', 'test-effect-crash']);
    expect(reports.some((m) => /^omnibus-price: \w*Error: data-props\.price\.max\.gross\.value: expected number/.test(m))).toBe(true);
    expect(reportRequests(p)).toHaveLength(4);

    // The reporter's rules (src/core/reporter.ts): a report is the widget's name and the error's stack;
    // one whose text was sent already is dropped, and at most five are sent per page. What is sent below
    // depends only on those rules, never on timing:
    // 1. Another marker with #bad-json's props fails the same way in the same code: the same text, dropped.
    //    (A second render crash is no good here: a stack holds the ten innermost frames, and for a render
    //    crash those are React's, which depend on how that render was scheduled — e.g. whether the host's
    //    first render picked the widget up or a later update did, which depends on which chunk arrived
    //    first. Whether the click crash's text matched #crash's, and so whether it was sent, was up to
    //    React's and the loader's scheduling, not the reporter's rules: that made the count 4 or 5.)
    await addMarker(p, 'bad-json-again', { copyOf: 'bad-json' });
    await waitState(p, 'bad-json-again', 'error');
    await reportsSettled(p);
    expect(reportRequests(p)).toHaveLength(4);
    expect(await shop.reports()).toHaveLength(4);
    // 2. A crash after a click has a message of its own: a new text, the fifth report.
    await p.page.click('#crash-on-click button');
    await waitState(p, 'crash-on-click', 'error');
    await reportsSettled(p);
    expect(reportRequests(p)).toHaveLength(5);
    expect(
      (await shop.reports()).map((r) => r.message).filter((m) => m.startsWith('test-crash: Error: test-crash exploded while rendering after a click')),
    ).toHaveLength(1);
    // 3. Two more new texts: over the cap of five, neither is sent.
    await addMarker(p, 'bad-boolean', { widget: 'omnibus-price', props: '{"price":{"max":{"gross":{"value":true}}}}' });
    await addMarker(p, 'bad-null', { widget: 'omnibus-price', props: '{"price":{"max":{"gross":{"value":null}}}}' });
    await waitState(p, 'bad-boolean', 'error');
    await waitState(p, 'bad-null', 'error');
    expect(consoleErrors(p)).toEqual(
      expect.arrayContaining([
        'omnibus-price: data-props.price.max.gross.value: expected number, got boolean',
        'omnibus-price: data-props.price.max.gross.value: expected number, got null',
      ]),
    );
    await reportsSettled(p);
    // 4 failures + 0 (the repeat) + 1 (the click crash) = 5 = the cap; the last two are over it.
    expect(reportRequests(p)).toHaveLength(5);
    expect(await shop.reports()).toHaveLength(5);
  });

  it('a chunk that fails to load marks only its markers as failed', async () => {
    const p = await shop.open(PAGE, { cookies: { 'fixture-fault': '500@' + chunkPath('test-crash.js', 'pl', 'dist-test') } });
    await p.page.waitForFunction(() => document.querySelector('#crash')?.getAttribute('data-widget-state') === 'error');
    expect(await fallbackOf(p, 'crash')).toMatch(/render crash fallback/);
    const errors = consoleErrors(p);
    expect(errors).toEqual(expect.arrayContaining([expect.stringMatching(/^test-crash: its code failed to load/)]));
    // Only the widgets' own messages and the browser's note on the 500: no unhandled rejection.
    expect(
      errors.filter((e) => !/^(omnibus-price|test-crash|test-effect-crash): |^Failed to load resource: the server responded with a status of 500/.test(e)),
    ).toEqual([]);
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
    await addMarker(p, 'late', { copyOf: 'good-first' });
    await p.page.waitForSelector('#late[data-widget-state="mounted"] .sf-omnibus');
    expect(await p.page.$$eval('#late .sf-omnibus', (e) => e.length)).toBe(1);
    // Running the loader again (a second script tag) changes nothing. Every change of a marker's state
    // from here on is recorded: a second loader's scan, or a rescan that takes a known marker for a new
    // one, marks it 'loading' at once (src/loader/loader.ts).
    await p.page.evaluate(() => {
      const w = window as unknown as { __first?: unknown; __stateChanges?: string[] };
      w.__first = window.StorefrontWidgets;
      w.__stateChanges = [];
      new MutationObserver((records) => {
        for (const r of records) {
          const now = (r.target as Element).getAttribute('data-widget-state');
          if (r.oldValue !== now) w.__stateChanges!.push(`${(r.target as Element).id}: ${r.oldValue} → ${now}`);
        }
      }).observe(document.body, { subtree: true, attributeFilter: ['data-widget-state'], attributeOldValue: true });
    });
    // A string expression, so the test runner leaves the dynamic import alone. The import settles once
    // the second copy has run; it must find the first one and do nothing.
    await p.page.evaluate('import("/storefront-test/storefront.js?again")');
    expect(await p.page.evaluate(() => window.StorefrontWidgets === (window as unknown as { __first?: unknown }).__first)).toBe(true);
    await p.page.evaluate(() => window.StorefrontWidgets!.mount());
    // A sentinel: one more marker, added after both, goes through the same queue, runtime and chunk as a
    // second mount of #late would have, after it; once it shows, such a second mount would show too.
    await addMarker(p, 'late-sentinel', { copyOf: 'good-first' });
    await p.page.waitForSelector('#late-sentinel[data-widget-state="mounted"] .sf-omnibus');
    expect(await p.page.$$eval('#late-sentinel .sf-omnibus', (e) => e.length)).toBe(1);
    expect(await p.page.$$eval('#late .sf-omnibus', (e) => e.length)).toBe(1);
    const changes = await p.page.evaluate(() => (window as unknown as { __stateChanges: string[] }).__stateChanges);
    expect(changes).toContain('late-sentinel: loading → mounted');
    expect(changes.filter((c) => !c.startsWith('late-sentinel: '))).toEqual([]);
    const before = await p.page.evaluate(() => window.StorefrontWidgets!.widgets().length);
    await p.page.evaluate(() => document.querySelector('#late')!.remove());
    await p.page.waitForFunction((n) => window.StorefrontWidgets!.widgets().length === n - 1, before);
  });
});
