// Quantity rules of the product form (spec §5.7, §4.8, §4.9). Pure: no DOM, no React.
// Every result is computed on whole "units" (the quantity × 10^decimals as an integer) and divided
// back once, so 0.1 steps give 0.3, never 0.30000000000000004: k × step / 10^p is the double nearest
// to the decimal k × sellBy, the same number the customer would type.

/** The per-size rules, read from §3.8 unit / order_quantity_range and the §3.9 size amount. */
export interface QuantityRules {
  /** The quantity step (unit.sellBy); 0, negative or missing is read as 1. */
  sellBy: number;
  /** Decimals of the unit (unit.precision). */
  precision: number;
  /** min_quantity_per_order, min_size_quantity_per_order, subscription_min_quantity; 0 = none. */
  minPerOrder: number;
  minSizePerOrder: number;
  subscriptionMin: number;
  /** max_quantity_per_order, max_size_quantity_per_order; -1 = unlimited (0 and below: no cap). */
  maxPerOrder: number;
  maxSizePerOrder: number;
  /** The selected size's amount: -1 = unlimited (§9.5), 0 = sold out. */
  sizeAmount: number;
}

export type QuantityAlert = { kind: 'min' | 'max'; n: number };

/** The most decimals a quantity can carry; more is float noise, not a unit. */
const MAX_DECIMALS = 10;
/** Default number of dropdown entries before "more" (§2.10). */
export const QUANTITY_OPTIONS = 10;

/** The fewest decimals (≤ 10) that represent `n` exactly as a double: 0.5 → 1, 0.25 → 2, 3 → 0. */
function decimalsOf(n: number): number {
  for (let d = 0; d < MAX_DECIMALS; d++) {
    const s = 10 ** d;
    if (Math.round(n * s) / s === n) return d;
  }
  return MAX_DECIMALS;
}

interface Grid {
  /** 10^decimals. */
  scale: number;
  /** sellBy in units, an integer ≥ 1. */
  step: number;
}

/** sellBy ≤ 0 or not finite is read as 1 (a step of nothing cannot be sold). */
export function validSellBy(sellBy: number): number {
  return Number.isFinite(sellBy) && sellBy > 0 ? sellBy : 1;
}

/**
 * The unit grid: precision decimals, widened to sellBy's own decimals when sellBy has more
 * (sellBy 0.25 at precision 1 still steps by 0.25 — a multiple of sellBy wins over the precision).
 */
function grid(sellBy: number, precision: number): Grid {
  const by = validSellBy(sellBy);
  const p = Number.isFinite(precision) ? Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(precision))) : 0;
  const scale = 10 ** Math.max(p, decimalsOf(by));
  return { scale, step: Math.max(1, Math.round(by * scale)) };
}

/** q in units; float noise (0.1 + 0.2 → 3.0000000000000004 units) snaps to the integer. */
function toUnits(q: number, g: Grid): number {
  const x = q * g.scale;
  const r = Math.round(x);
  return Math.abs(x - r) <= 1e-9 * Math.max(1, Math.abs(x)) ? r : x;
}

/** k steps back to a quantity; never -0. */
function fromSteps(k: number, g: Grid): number {
  const v = (k * g.step) / g.scale;
  return v === 0 ? 0 : v;
}

/** §5.7: rounded up to a multiple of sellBy at the unit precision (7 by 5 → 10, 1.01 by 0.5 → 1.5). */
export function roundUpToSellBy(q: number, sellBy: number, precision: number): number {
  if (!Number.isFinite(q)) return q;
  const g = grid(sellBy, precision);
  return fromSteps(Math.ceil(toUnits(q, g) / g.step), g);
}

/** §5.7 (above the maximum): floored to a multiple of sellBy at the unit precision. */
export function floorToSellBy(q: number, sellBy: number, precision: number): number {
  if (!Number.isFinite(q)) return q;
  const g = grid(sellBy, precision);
  return fromSteps(Math.floor(toUnits(q, g) / g.step), g);
}

/** a > b beyond float noise (0.30000000000000004 is not above 0.3). */
export function quantityAbove(a: number, b: number): boolean {
  return a - b > 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

const positive = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * §5.7: the largest of sellBy, min_quantity_per_order, min_size_quantity_per_order and
 * subscription_min_quantity, rounded up to sellBy. The caller passes subscriptionMin only while
 * the subscription view is on (§4.9); 0 otherwise.
 */
export function minQuantity(r: QuantityRules): number {
  const sellBy = validSellBy(r.sellBy);
  const min = Math.max(sellBy, positive(r.minPerOrder), positive(r.minSizePerOrder), positive(r.subscriptionMin));
  return roundUpToSellBy(min, sellBy, r.precision);
}

/**
 * §5.7: the size amount capped by max_quantity_per_order and max_size_quantity_per_order,
 * floored to sellBy (the largest quantity that can be ordered). null = unlimited: the amount is -1
 * (§9.5, read as "unlimited" here) and neither cap is set. A cap of 0 or below is read as "not set",
 * like -1: a shop cannot mean "at most nothing per order". Amount 0 (sold out) gives 0.
 */
export function maxQuantity(r: QuantityRules): number | null {
  const caps: number[] = [];
  if (Number.isFinite(r.sizeAmount) && r.sizeAmount >= 0) caps.push(r.sizeAmount);
  if (positive(r.maxPerOrder) > 0) caps.push(r.maxPerOrder);
  if (positive(r.maxSizePerOrder) > 0) caps.push(r.maxSizePerOrder);
  if (caps.length === 0) return null;
  return floorToSellBy(Math.min(...caps), r.sellBy, r.precision);
}

/**
 * §5.7: the quantity after re-validation, and the alert to show.
 * - size disabled: sellBy, no alert;
 * - rounded up to sellBy; below the minimum (also 0, negative, not a number): the minimum with
 *   alert "min" ("Minimalnie musisz zamówić {n} {unit}");
 * - above the maximum: the maximum (already floored to sellBy) with alert "max"
 *   ("Maksymalnie możesz dodać {n} {unit}").
 * When the maximum is below the minimum no quantity fits; the value stays at the minimum
 * (the form is disabled then, §4.8) and the alert says which bound the input broke.
 */
export function checkQuantity(q: number, r: QuantityRules, sizeDisabled: boolean): { value: number; alert: QuantityAlert | null } {
  if (sizeDisabled) return { value: roundUpToSellBy(validSellBy(r.sellBy), r.sellBy, r.precision), alert: null };
  const min = minQuantity(r);
  const max = maxQuantity(r);
  const rounded = roundUpToSellBy(q, r.sellBy, r.precision); // NaN and ±Infinity pass through
  if (!Number.isFinite(rounded) || quantityAbove(min, rounded)) {
    return { value: min, alert: { kind: 'min', n: min } };
  }
  if (max !== null && quantityAbove(rounded, max)) {
    return { value: Math.max(min, max), alert: { kind: 'max', n: max } };
  }
  return { value: rounded, alert: null };
}

/** True when no quantity satisfies both bounds (§4.8 "the minimum exceeds the total"). */
export function quantityRangeEmpty(r: QuantityRules): boolean {
  const max = maxQuantity(r);
  return max !== null && quantityAbove(minQuantity(r), max);
}

/**
 * §2.10 quantity dropdown: `count` multiples of sellBy from the minimum, stopping at the maximum.
 * Empty when no quantity fits. The "more" entry (free input) is the widget's.
 */
export function quantityOptions(r: QuantityRules, count: number = QUANTITY_OPTIONS): number[] {
  const g = grid(r.sellBy, r.precision);
  const max = maxQuantity(r);
  const first = Math.round(toUnits(minQuantity(r), g) / g.step);
  const last = max === null ? Infinity : Math.floor(toUnits(max, g) / g.step);
  const out: number[] = [];
  for (let k = first; k <= last && out.length < count; k++) out.push(fromSteps(k, g));
  return out;
}

/**
 * §2.10 +/- buttons: the next multiple of sellBy above (or below) the current quantity, then the
 * §5.7 check. On the grid that is one step; off it, the nearest grid value (7 by 5: "+" 10, "-" 5).
 */
export function stepQuantity(q: number, direction: 1 | -1, r: QuantityRules, sizeDisabled = false): { value: number; alert: QuantityAlert | null } {
  const g = grid(r.sellBy, r.precision);
  const at = Number.isFinite(q) ? toUnits(q, g) / g.step : 0;
  const k = direction > 0 ? Math.floor(at) + 1 : Math.ceil(at) - 1;
  return checkQuantity(fromSteps(k, g), r, sizeDisabled);
}

/**
 * What the customer typed, as a number: "1,5" and "1.5" → 1.5; "" (or spaces) → null, which the
 * widget treats as "restore the previous value" on blur (§5.7); anything else unreadable → NaN.
 */
export function parseQuantityInput(text: string): number | null {
  const t = text.trim().replace(/\s+/g, '');
  if (t === '') return null;
  return /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t) ? Number(t.replace(',', '.')) : NaN;
}
