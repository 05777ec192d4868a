// Display and enablement rules of the product form (spec §4.8, §3.9, §9.5). Pure: no DOM, no React.
import { NO_SIZE } from './basket.ts';
import { quantityAbove } from './quantity.ts';

/** §9.5: the stock status pattern. */
export const STOCK_PATTERN = '(%amount% %unit% %stock_literal%)';
/** §4.8: the availability status that disables the form. */
export const STATUS_DISABLE = 'disable';
/** §4.8: the availability status that may come with an unknown shipping time. */
export const STATUS_ORDER = 'order';

/**
 * §4.8: the form is disabled when the selected size has amount 0, every bundle checkbox is
 * unchecked, the availability status is "disable", or the minimum quantity exceeds the total count.
 * A negative total (-1 = unlimited, §9.5) is never exceeded.
 */
/** §4.8: a size cannot be ordered now: sold out (amount 0) or status "disable". */
export const isSizeOff = (amount: number | undefined, status: string | null | undefined): boolean => amount === 0 || status === STATUS_DISABLE;

export function isFormDisabled(p: { sizeAmount: number; status?: string; minQuantity: number; totalCount: number; bundleAllUnchecked?: boolean }): boolean {
  if (p.sizeAmount === 0) return true;
  if (p.bundleAllUnchecked === true) return true;
  if (p.status === STATUS_DISABLE) return true;
  return p.totalCount >= 0 && quantityAbove(p.minQuantity, p.totalCount);
}

/** §4.8: with status "disable", points and the shipping section are hidden too. */
export function showPoints(status: string | undefined): boolean {
  return status !== STATUS_DISABLE;
}

/** §4.8: the shipping section is hidden for virtual and service products (and with status "disable"). */
export function showShipping(type: string | undefined, status?: string): boolean {
  return type !== 'virtual' && type !== 'service' && status !== STATUS_DISABLE;
}

/**
 * §4.8: the availability description; with status "disable" it shows delivery_date when present.
 */
export function availabilityText(a: { status?: string; description?: string; delivery_date?: string | null }): string {
  const date = a.delivery_date?.trim();
  if (a.status === STATUS_DISABLE && date) return date;
  return a.description ?? '';
}

/**
 * §4.8: the stock amount line is hidden for virtual products and for amounts 0 and -1 (§9.5 sold
 * out / hidden-or-unlimited). Any other negative or non-finite amount is not a stock either.
 */
export function showStockLine(type: string | undefined, amount: number): boolean {
  return type !== 'virtual' && Number.isFinite(amount) && amount > 0;
}

/** Replaces every `token` in `text` literally (no `$&` surprises from String.replace). */
const fill = (text: string, token: string, value: string): string => text.split(token).join(value);

/**
 * §9.5: "(%amount% %unit% %stock_literal%)" with each placeholder filled in as text (every
 * occurrence). The amount prints as a plain number, with `decimal` as its separator when given
 * (the shop's, e.g. "," → "2,5").
 */
export function stockLineText(pattern: string, amount: number, unit: string, stockLiteral: string, decimal?: string): string {
  const plain = String(amount);
  const shown = decimal ? plain.replace('.', decimal) : plain;
  return fill(fill(fill(pattern, '%amount%', shown), '%unit%', unit), '%stock_literal%', stockLiteral);
}

/** §4.8: status "order" with shippingTime.unknownTime shows the "unknown shipping" message. */
export function isUnknownShipping(status: string | undefined, unknownTime: boolean | undefined): boolean {
  return status === STATUS_ORDER && unknownTime === true;
}

/** §3.9: the special ids "onesize" and "uniw" mean one universal size and are normalised to "uniw". */
export function normaliseSizeId(id: string): string {
  const key = id.trim().toLowerCase();
  return key === 'onesize' || key === NO_SIZE ? NO_SIZE : id;
}
