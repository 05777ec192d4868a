// peers.md "leaks after unmount": 100 mount/unmount cycles leave no listeners on window or
// document and no detached widget DOM behind (real Chromium, counted through the DevTools protocol).
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from '../helpers/e2e-context.ts';

const shop = useShop();

async function listenerCount(cdp: CDPSession, expression: 'window' | 'document'): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  return listeners.length;
}

/**
 * Detached DOM nodes alive after a full garbage collection. A heap snapshot collects garbage in
 * both V8 and Blink first; `HeapProfiler.collectGarbage` alone leaves collectable DOM wrappers behind.
 */
async function detachedNodes(cdp: CDPSession): Promise<number> {
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
  it('100 mount/unmount cycles: no growth in window/document listeners or detached DOM nodes', async () => {
    const p = await shop.open('/bench/mount?n=1');
    const cdp = await p.page.context().newCDPSession(p.page);
    await cdp.send('HeapProfiler.enable');
    await cycle(p.page, 3); // warm-up: lazy listeners (view type, observers) are created once
    const before = { window: await listenerCount(cdp, 'window'), document: await listenerCount(cdp, 'document'), detached: await detachedNodes(cdp) };
    await cycle(p.page, 100);
    const after = { window: await listenerCount(cdp, 'window'), document: await listenerCount(cdp, 'document'), detached: await detachedNodes(cdp) };
    expect({ window: after.window, document: after.document }).toEqual({ window: before.window, document: before.document });
    // No growth; fewer is fine (garbage from the warm-up collected late).
    expect(after.detached, JSON.stringify({ before, after })).toBeLessThanOrEqual(before.detached);
    // The page's own marker is still mounted and alone.
    expect(await p.page.evaluate(() => window.StorefrontWidgets!.widgets().map((w) => w.state))).toEqual(['mounted']);
  });
});
