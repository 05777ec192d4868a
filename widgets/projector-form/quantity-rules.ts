// The quantity rules of a product (spec §3.8 order_quantity_range, the unit's sellBy and
// precision) against the stock of the chosen size. Pure.
import type { QuantityRules } from '../../src/domain/quantity.ts';
import type { FormProduct } from './schema.ts';

/** §3.8: -1 = unlimited. */
export const NO_LIMIT = -1;

const num = (n: number | null | undefined, fallback: number) => (typeof n === 'number' && Number.isFinite(n) ? n : fallback);

/** `subscriptionMin`: §4.9, only while the subscription view is on (the part says so). */
export function quantityRules({ unit, order_quantity_range: range }: FormProduct, sizeAmount: number, subscriptionMin = 0): QuantityRules {
  return {
    sellBy: num(unit?.sellBy, 1),
    precision: num(unit?.precision, 0),
    minPerOrder: num(range?.min_quantity_per_order, 0),
    minSizePerOrder: num(range?.min_size_quantity_per_order, 0),
    subscriptionMin,
    maxPerOrder: num(range?.max_quantity_per_order, NO_LIMIT),
    maxSizePerOrder: num(range?.max_size_quantity_per_order, NO_LIMIT),
    sizeAmount,
  };
}
