// Instalment rules (spec §2.11, §4.11, §5.8, §8.4, §9.4). Pure: no DOM, no React, no fetch.
// Every amount is compared and shown rounded to 2 decimals (§9.4 "the instalment sum is rounded
// to 2 decimals"), so 99.995 against a minimum of 100 is within bounds.
import { formatNumber, round2 } from './money.ts';
import { safeUrl } from './safe-url.ts';

/** The provider link's placeholder for the amount (§4.11). */
export const PRICE_PLACEHOLDER = '{calculate_price}';
const PLACEHOLDER_RE = /\{calculate_price\}|%7Bcalculate_price%7D/gi;

export interface Bounds {
  /** 0, negative, missing or not finite = no minimum. */
  min?: number | null | undefined;
  /** 0, negative, missing or not finite = no maximum. */
  max?: number | null | undefined;
}

export type BoundCheck =
  | { ok: true }
  /** `diff`: how much the amount must grow (below) or shrink (above), 2 decimals. */
  | { ok: false; reason: 'below' | 'above'; limit: number; diff: number };

/** A bound is set when it is a finite number above 0 ("or no bounds set", §4.11). */
export function activeBound(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? round2(value) : undefined;
}

/** §5.8: at least the minimum and at most the maximum (both inclusive), on 2-decimal amounts. */
export function checkBounds(amount: number, bounds: Bounds): BoundCheck {
  const a = round2(amount);
  const min = activeBound(bounds.min);
  const max = activeBound(bounds.max);
  if (min !== undefined && a < min) return { ok: false, reason: 'below', limit: min, diff: round2(min - a) };
  if (max !== undefined && a > max) return { ok: false, reason: 'above', limit: max, diff: round2(a - max) };
  return { ok: true };
}

/** A usable quantity: finite and above 0; anything else is undefined (the caller keeps the last good one). */
export function validQuantity(value: unknown): number | undefined {
  const n = typeof value === 'string' ? (value.trim() ? Number(value.trim().replace(',', '.')) : NaN) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** The product's amount: the current variant's unit price × the quantity, to 2 decimals. */
export function productAmount(unitPrice: number, quantity: number): number {
  return round2(unitPrice * quantity);
}

/** §4.11: (the total or the basket cost) + the product amount, to 2 decimals (§9.4). */
export function sumWithBasket(basketCost: number, product: number): number {
  return round2(basketCost + product);
}

/** The amount as the provider receives it: 2 decimals, "." separator, no grouping ("1234.50"). */
export function amountParam(amount: number): string {
  return formatNumber(round2(amount), '0.00');
}

/** Only http(s) and relative links are followed; anything else (javascript:, data:…) is undefined. */
export function safeLink(link: string | null | undefined): string | undefined {
  return safeUrl(link) ?? undefined;
}

/**
 * The provider link for an amount: every `{calculate_price}` (also URL-encoded) replaced by
 * `amountParam(amount)`; with no amount (product price 0, §4.11) the placeholder is removed.
 */
export function calculateLink(link: string, amount: number | undefined): string {
  const value = amount === undefined ? '' : amountParam(amount);
  return link.replace(PLACEHOLDER_RE, value);
}

export interface InstalmentOption {
  kind: 'product' | 'withBasket';
  amount: number;
  check: BoundCheck;
}

/** What the product page offers: open the link at once, or the dialog with its options. */
export type ProductPlan = { kind: 'direct'; amount: number | undefined } | { kind: 'dialog'; options: InstalmentOption[] };

export interface ProductInput extends Bounds {
  unitPrice: number;
  quantity: number;
  basketCount: number;
  /** The basket cost (or the server's total) in the page's price type. */
  basketCost: number;
}

/**
 * §4.11 on the product page:
 * - product price 0: the link opens directly (without an amount);
 * - empty basket and the amount within the bounds (or none set): the link opens directly with the amount;
 * - otherwise the dialog: "this product only", and with a non-empty basket "including the basket"
 *   (basket cost + product amount); each option out of bounds is disabled with its hint.
 */
export function productPlan(i: ProductInput): ProductPlan {
  const amount = productAmount(i.unitPrice, i.quantity);
  if (round2(i.unitPrice) === 0) return { kind: 'direct', amount: undefined };
  const own: InstalmentOption = { kind: 'product', amount, check: checkBounds(amount, i) };
  const hasBasket = i.basketCount > 0;
  if (!hasBasket && own.check.ok) return { kind: 'direct', amount };
  const options = [own];
  if (hasBasket) {
    const sum = sumWithBasket(i.basketCost, amount);
    options.push({ kind: 'withBasket', amount: sum, check: checkBounds(sum, i) });
  }
  return { kind: 'dialog', options };
}

export interface BasketInput extends Bounds {
  /** The selected products' total in the page's price type. */
  total: number;
  /** Basket positions (lines). */
  count: number;
  /** Names of the products that cannot be paid by instalments. */
  notPayable: readonly string[];
  /** The provider's limit on basket positions; 0 / missing = no limit. */
  maxProducts?: number | null | undefined;
}

/** The basket's blockers (§2.11, §8.4); none = the link opens directly. */
export interface BasketPlan {
  kind: 'none' | 'direct' | 'dialog';
  amount: number;
  check: BoundCheck;
  notPayable: readonly string[];
  /** Set when there are too many positions: reduce to this many. */
  reduceTo: number | undefined;
}

/** More basket positions than the provider takes (§8.4 "reduce to N"). */
export function tooManyProducts(count: number, maxProducts: number | null | undefined): number | undefined {
  const limit = typeof maxProducts === 'number' && Number.isInteger(maxProducts) && maxProducts > 0 ? maxProducts : undefined;
  return limit !== undefined && count > limit ? limit : undefined;
}

/** §2.11 on the basket page: within the bounds with nothing blocking → direct; an empty basket → none. */
export function basketPlan(i: BasketInput): BasketPlan {
  const amount = round2(i.total);
  const check = checkBounds(amount, i);
  const reduceTo = tooManyProducts(i.count, i.maxProducts);
  const kind = i.count <= 0 ? 'none' : check.ok && reduceTo === undefined && i.notPayable.length === 0 ? 'direct' : 'dialog';
  return { kind, amount, check, notPayable: i.notPayable, reduceTo };
}
