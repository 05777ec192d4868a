// A page state is clean: zero axe violations (the house's wider tags), zero CSP and Trusted Types
// violations, and no uncaught page error.
import { expect } from 'vitest';
import { formatViolations, runAxe } from './axe.ts';
import { consoleErrors } from './e2e-context.ts';
import type { ShopPage } from './shop-page.ts';

export async function expectClean(p: ShopPage): Promise<void> {
  const axe = await runAxe(p.page);
  expect(axe, formatViolations(axe)).toEqual([]);
  expect(await p.cspViolations()).toEqual([]);
  expect(p.pageErrors.map((e) => e.message)).toEqual([]);
}

/** The widths every open or error state is checked at: two phones and a desktop. */
export const CHECKED_WIDTHS: readonly number[] = [320, 390, 1280];

/**
 * Zero axe violations at each width (the viewport is left at the last one), then zero CSP
 * violations and no console error but the `expected` ones (the browser's own line for an injected
 * failure, e.g. "Failed to load resource: … 500").
 */
export async function expectCleanAtWidths(p: ShopPage, o: { widths?: readonly number[]; expected?: RegExp } = {}): Promise<void> {
  for (const width of o.widths ?? CHECKED_WIDTHS) {
    await p.page.setViewportSize({ width, height: 800 });
    // The page answers a resize in its next frame (resize events, ResizeObserver, requestAnimationFrame:
    // the inspector's badges, sections moving between slots): axe checks the page as drawn after it.
    await p.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await domSettled(p);
    const axe = await runAxe(p.page);
    expect(axe, `${width} px: ${formatViolations(axe)}`).toEqual([]);
  }
  expect(await p.cspViolations()).toEqual([]);
  expect(consoleErrors(p).filter((e) => !o.expected?.test(e))).toEqual([]);
}

/**
 * Resolves once the document has gone three frames without a DOM change (at most 3 s): widgets a
 * resize brought into view mount then (a listing's product-lists toggles), and axe, which reads the
 * tree while it runs, fails on a node removed under it.
 */
function domSettled(p: ShopPage): Promise<void> {
  return p.page.evaluate(
    () =>
      new Promise<void>((done) => {
        let changed = false;
        let quiet = 0;
        const watcher = new MutationObserver(() => (changed = true));
        watcher.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const until = performance.now() + 3000;
        const frame = () => {
          quiet = changed ? 0 : quiet + 1;
          changed = false;
          if (quiet >= 3 || performance.now() > until) {
            watcher.disconnect();
            done();
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
