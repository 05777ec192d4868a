// Product price rules (spec §9.4, §4.8, §3.9 rebateNumber). Pure: no DOM, no React.
import { savePercent as percentOff } from './percent.ts';
import type { PriceType } from './basket.ts';
import { quantityAbove } from './quantity.ts';

/**
 * §9.4: save percent = round(100 × (max − price) / max), on whole cents (percent.ts). null when
 * there is no saving to show: no max, max ≤ 0, price at or above max, or a saving under 0.5 %.
 * Note the argument order: (price, max), the reverse of percent.ts's savePercent(max, price).
 */
export function savePercent(price: number, max: number | null | undefined): number | null {
  if (max === null || max === undefined) return null;
  const percent = percentOff(max, price);
  return percent > 0 ? percent : null;
}

/** §3.9 rebateNumber.items[]: the price that applies from `threshold` units on. */
export interface RebateItem {
  /** Units still to add to reach this threshold. */
  left: number;
  threshold: number;
  price: number;
  price_net: number;
  price_formatted: string;
  price_net_formatted: string;
}

/** §3.9 rebateNumber: the thresholds (null entries allowed) and the next one up. */
export interface RebateNumber {
  items: Array<RebateItem | null>;
  nextleft?: number;
  nextthreshold?: number;
  nextprice?: number;
  nextprice_net?: number;
  nextprice_formatted?: string;
  nextprice_net_formatted?: string;
}

const isItem = (item: RebateItem | null | undefined): item is RebateItem => item != null && Number.isFinite(item.threshold);

/**
 * §9.4: the highest threshold at or below the quantity applies (items in any order, null entries
 * skipped). null when the quantity is below every threshold.
 */
export function rebateForQuantity(r: RebateNumber | null | undefined, quantity: number): RebateItem | null {
  let best: RebateItem | null = null;
  for (const item of r?.items ?? []) {
    if (!isItem(item) || quantityAbove(item.threshold, quantity)) continue;
    if (best === null || item.threshold > best.threshold) best = item;
  }
  return best;
}

const finite = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n);
/** a − b without float noise on fractional units (0.3 − 0.1 → 0.2, not 0.19999999999999998). */
const minus = (a: number, b: number): number => Number((a - b).toFixed(10));

/**
 * §9.4 "The multipack value is adjusted by (nextthreshold − nextleft)". Reading: `nextleft` is how
 * many units are still missing to reach `nextthreshold`, so nextthreshold − nextleft is what already
 * counts towards the thresholds (the units of this product in the basket). This is that offset;
 * 0 when the server sends no next threshold or the fields disagree (nextleft above nextthreshold).
 */
export function multipackOffset(r: RebateNumber | null | undefined): number {
  if (!r || !finite(r.nextthreshold) || !finite(r.nextleft)) return 0;
  const offset = minus(r.nextthreshold, r.nextleft);
  return offset > 0 ? offset : 0;
}

/**
 * The quantity to put in the form to reach the next threshold: nextthreshold adjusted by
 * (nextthreshold − nextleft), i.e. the units still missing. null when there is no next threshold
 * or nothing is missing.
 */
export function multipackQuantity(r: RebateNumber): number | null {
  if (!finite(r.nextthreshold)) return null;
  const quantity = minus(r.nextthreshold, multipackOffset(r));
  return quantity > 0 ? quantity : null;
}

/**
 * The rebate that applies when `formQuantity` more units are added: the thresholds count what
 * already counts towards them (multipackOffset, the basket's units) plus the form's quantity.
 */
export function rebateForFormQuantity(r: RebateNumber | null | undefined, formQuantity: number): RebateItem | null {
  return rebateForQuantity(r, formQuantity + multipackOffset(r));
}

/**
 * §2.10 multipack radio list: one entry per threshold (ascending, null and duplicate thresholds
 * dropped), each with the form quantity that reaches it — its threshold adjusted by the same
 * offset. Thresholds the basket already reaches (quantity ≤ 0) are left out.
 */
export function multipackOptions(r: RebateNumber | null | undefined): Array<{ item: RebateItem; quantity: number }> {
  const offset = multipackOffset(r);
  const sorted = (r?.items ?? []).filter(isItem).sort((a, b) => a.threshold - b.threshold);
  const out: Array<{ item: RebateItem; quantity: number }> = [];
  for (const item of sorted) {
    const quantity = minus(item.threshold, offset);
    if (quantity > 0 && out[out.length - 1]?.item.threshold !== item.threshold) out.push({ item, quantity });
  }
  return out;
}

/**
 * The "next threshold" hint: the lowest threshold above what already counts (the basket's
 * units, multipackOffset) plus the form's quantity, and how many more units reach it; null when the
 * quantity is past every threshold.
 */
export function nextThreshold(r: RebateNumber | null | undefined, formQuantity: number): { item: RebateItem; left: number } | null {
  const counted = formQuantity + multipackOffset(r);
  let next: RebateItem | null = null;
  for (const item of r?.items ?? [])
    if (isItem(item) && quantityAbove(item.threshold, counted) && (next === null || item.threshold < next.threshold)) next = item;
  return next && { item: next, left: minus(next.threshold, counted) };
}

/** A rebate item's price for the shop's price type (§7 config priceType). */
export function rebatePrice(item: RebateItem, type: PriceType): { value: number; formatted: string } {
  return type === 'net' ? { value: item.price_net, formatted: item.price_net_formatted } : { value: item.price, formatted: item.price_formatted };
}

/**
 * §4.8 phone price ("call for price") is shown when the type is bundle, there is no availability,
 * the availability has both a phone description and a phone icon, or phone_price is set.
 * A bundle is priced by its parts (§3.11 bundleprice): "the type is bundle" asks to call only for a
 * bundle without a price of its own (none, or 0); one with a price shows it, as the basket charges it.
 */
export function isPhonePrice(p: {
  type?: string;
  availability?: { descriptionTel?: string; iconTel?: string } | null;
  phone_price?: boolean;
  /** The price on show (a bundle's: its parts' price); null or absent when there is none. */
  price?: number | null;
}): boolean {
  if (p.type === 'bundle' && !(typeof p.price === 'number' && p.price > 0)) return true;
  if (!p.availability) return true;
  if (p.availability.descriptionTel?.trim() && p.availability.iconTel?.trim()) return true;
  return p.phone_price === true;
}
