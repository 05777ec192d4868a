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
    const axe = await runAxe(p.page);
    expect(axe, `${width} px: ${formatViolations(axe)}`).toEqual([]);
  }
  expect(await p.cspViolations()).toEqual([]);
  expect(consoleErrors(p).filter((e) => !o.expected?.test(e))).toEqual([]);
}
