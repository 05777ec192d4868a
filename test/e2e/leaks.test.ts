// peers.md "leaks after unmount": mount/unmount cycles leave no listeners on window or document and no
// detached widget DOM behind (real Chromium, counted through the DevTools protocol).
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from '../helpers/e2e-context.ts';

const shop = useShop();

/** Cycles per batch: detached nodes are counted after one batch and after a second one. */
const N = 50;
/** Allowed growth per cycle between the two counts. One leaked widget is at least its marker (1 node). */
const MAX_GROWTH_PER_CYCLE = 0.5;

async function listenerCount(cdp: CDPSession, expression: 'window' | 'document'): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  return listeners.length;
}

/**
 * Detached DOM nodes alive after garbage collection. A forced collection, then an idle period in the page
 * (work still queued after the last unmount, such as React's clean-up of the removed tree, runs), another
 * forced collection, then a heap snapshot, which collects once more in both V8 and Blink before it counts.
 * Without the collection and the idle period, the last widget's nodes were sometimes still alive and
 * sometimes not (3 or 17).
 */
async function detachedNodes(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  // requestIdleCallback's timeout only bounds the wait on a page that is never idle.
  await cdp.send('Runtime.evaluate', {
    expression: 'new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }))',
    awaitPromise: true,
  });
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[] } }; nodes: number[]; strings: string[] };
  const fields = snapshot.snapshot.meta.node_fields;
  // Chromium marks each node's `detachedness` (2 = detached from the document); older builds only
  // named such nodes "Detached …".
  const detachedAt = fields.indexOf('detachedness');
  const nameAt = fields.indexOf('name');
  let count = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (detachedAt >= 0 ? snapshot.nodes[i + detachedAt] === 2 : snapshot.strings[snapshot.nodes[i + nameAt]!]!.startsWith('Detached ')) count++;
  }
  return count;
}

async function measure(cdp: CDPSession) {
  return { window: await listenerCount(cdp, 'window'), document: await listenerCount(cdp, 'document'), detached: await detachedNodes(cdp) };
}

async function cycle(page: Page, times: number) {
  for (let i = 0; i < times; i++) {
    await page.evaluate(() => {
      const source = document.querySelector('[data-widget="omnibus-price"]')!;
      const el = document.createElement('div');
      el.className = 'leak-probe';
      for (const name of ['data-widget', 'data-when', 'data-props']) el.setAttribute(name, source.getAttribute(name)!);
      document.querySelector('main')!.append(el);
    });
    // waitForSelector would hand back an element handle, which DevTools keeps alive: dispose it.
    await (await page.waitForSelector('.leak-probe[data-widget-state="mounted"] .sf-omnibus')).dispose();
    await page.evaluate(() => document.querySelector('.leak-probe')!.remove());
    await page.waitForFunction(() => window.StorefrontWidgets!.widgets().length === 1);
  }
}

describe('leaks', () => {
  it(`2 × ${N} mount/unmount cycles: no growth in window/document listeners or detached DOM nodes`, async () => {
    const p = await shop.open('/bench/mount?n=1');
    const cdp = await p.page.context().newCDPSession(p.page);
    await cdp.send('HeapProfiler.enable');
    await cycle(p.page, 3); // warm-up: lazy listeners (view type, observers) are created once
    const warm = { window: await listenerCount(cdp, 'window'), document: await listenerCount(cdp, 'document') };
    await cycle(p.page, N);
    const first = await measure(cdp);
    await cycle(p.page, N);
    const second = await measure(cdp);
    const numbers = JSON.stringify({ warm, first, second });
    expect({ window: first.window, document: first.document }, numbers).toEqual(warm);
    expect({ window: second.window, document: second.document }, numbers).toEqual(warm);
    // What is still alive after the first batch (late garbage, anything kept once) cancels out; what each
    // cycle leaves behind adds up over the second batch.
    expect((second.detached - first.detached) / N, numbers).toBeLessThan(MAX_GROWTH_PER_CYCLE);
    // The page's own marker is still mounted and alone.
    expect(await p.page.evaluate(() => window.StorefrontWidgets!.widgets().map((w) => w.state))).toEqual(['mounted']);
    await cdp.detach();
  });
});
