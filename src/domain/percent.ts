// Save percent (§9.4) on its own module: esbuild shares code between chunks file by file, so a rule
// only the product form and tests use stays out of the money chunk every price widget loads.
import { round2 } from './money.ts';

/**
 * round(100 × (max − price) / max) (§9.4), computed on whole cents so that float noise cannot
 * move a .5 (max 1.20, price 1.05 → exactly 12.5 → 13). Half away from zero; a price above max
 * gives a negative percent. 0 when max ≤ 0 or either input is not finite.
 */
export function savePercent(max: number, price: number): number {
  if (!Number.isFinite(max) || !Number.isFinite(price) || max <= 0) return 0;
  const maxC = Math.round(round2(max) * 100);
  const priceC = Math.round(round2(price) * 100);
  if (maxC <= 0) return 0;
  const num = 100 * (maxC - priceC);
  const q = Math.trunc(num / maxC);
  const rem = Math.abs(num - q * maxC);
  const out = 2 * rem >= maxC ? q + Math.sign(num) : q;
  return out === 0 ? 0 : out;
}
