// A page state is clean: zero axe violations (the house's wider tags), zero CSP and Trusted Types
// violations, and no uncaught page error.
import { expect } from 'vitest';
import { formatViolations, runAxe } from './axe.ts';
import type { ShopPage } from './shop-page.ts';

export async function expectClean(p: ShopPage): Promise<void> {
  const axe = await runAxe(p.page);
  expect(axe, formatViolations(axe)).toEqual([]);
  expect(await p.cspViolations()).toEqual([]);
  expect(p.pageErrors.map((e) => e.message)).toEqual([]);
}
