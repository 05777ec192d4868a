// The lowest-price ("omnibus") display rules (spec §4.7, data §3.10, defaults §9.4).
// The view model is complete: the component picks texts for it and computes nothing.
import { round2 } from './money.ts';
import type { OmnibusSettings } from './omnibus-settings.ts';

export { OMNIBUS_DEFAULTS, type OmnibusSettings } from './omnibus-settings.ts';

export interface PriceAmount {
  value?: number;
  formatted?: string;
}
export interface PricedBy {
  gross?: PriceAmount;
  net?: PriceAmount;
}
export type PriceType = 'gross' | 'net';

/** The §3.10 price block of one size (a subset of §3.9). */
export interface OmnibusPriceData {
  /** The current selling price. */
  price?: PricedBy | null;
  max?: PricedBy | null;
  unit?: PricedBy | null;
  omnibusPrice?: PricedBy | null;
  omnibusPriceDetails?: {
    youSavePercent?: number | null;
    omnibusPriceIsHigherThanSellingPrice?: boolean;
    newPriceEffectiveUntil?: { formatted?: string } | null;
    unit?: PricedBy | null;
  } | null;
  youSavePercent?: number | null;
  beforeRebate?: PricedBy | null;
  beforeRebateDetails?: { youSavePercent?: number | null; unit?: PricedBy | null } | null;
  rebateCodeActive?: boolean;
}

export interface OmnibusFlags {
  /** A lowest price exists. */
  omnibus: boolean;
  /** No max price, or max equals the lowest price. */
  short: boolean;
  /** The rebate-code feature is on and the code is active. */
  code: boolean;
  /** code, and the before-rebate price equals the lowest price. */
  codeShort: boolean;
  /** A newPriceEffectiveUntil exists and there is a max price. */
  newPrice: boolean;
  /** The lowest price is higher than the selling price. */
  higher: boolean;
}

export type OmnibusLabel = 'code' | 'promo' | 'bargain';

export interface OmnibusView {
  visible: boolean;
  flags: OmnibusFlags;
  label: OmnibusLabel | null;
  /** The lowest price, as the server formatted it ("" when not visible). */
  lowest: string;
  lowestUnit?: string;
  /** "-12%" / "+3%"; null when hidden by settings, missing or 0. */
  percent: string | null;
  /** The max price: "regular price", or — with upcomingFrom — "upcoming price from {date}". */
  regular?: string;
  /** The price without the discount code ("price without code"). */
  withoutCode?: string;
  withoutCodeUnit?: string;
  /** newPriceEffectiveUntil.formatted: the date for "upcoming price from {date}". */
  upcomingFrom?: string;
}

/**
 * Reading (a) of §4.7 is the one in use; (b) is kept as `percentSignByPrices` for comparison.
 * See docs/decisions.md.
 */
export const PERCENT_SIGN_READING = 'a';

const NO_FLAGS: OmnibusFlags = Object.freeze({
  omnibus: false,
  short: false,
  code: false,
  codeShort: false,
  newPrice: false,
  higher: false,
});

function text(s: string | undefined | null): string {
  return typeof s === 'string' ? s.trim() : '';
}

/**
 * The amount of the given price type, or undefined when it carries neither a number nor a text.
 * No fallback to the other price type: a net shop with a missing net lowest price shows nothing
 * rather than a gross number labelled as net.
 */
function pick(p: PricedBy | null | undefined, type: PriceType): PriceAmount | undefined {
  const a = p?.[type];
  if (!a) return undefined;
  return Number.isFinite(a.value) || text(a.formatted) !== '' ? a : undefined;
}

/**
 * Two amounts are equal when both have a number and the numbers match at 2 decimals (§9.4);
 * otherwise when both have a text and the trimmed texts match. An absent side is never equal.
 */
function same(a: PriceAmount | undefined, b: PriceAmount | undefined): boolean {
  if (!a || !b) return false;
  if (Number.isFinite(a.value) && Number.isFinite(b.value)) return round2(a.value as number) === round2(b.value as number);
  const ta = text(a.formatted);
  return ta !== '' && ta === text(b.formatted);
}

/** The six §4.7 flags; all false when the feature is disabled. */
export function omnibusFlags(p: OmnibusPriceData, type: PriceType, s: OmnibusSettings): OmnibusFlags {
  if (!s.enabled) return { ...NO_FLAGS };
  const lowest = pick(p.omnibusPrice, type);
  const max = pick(p.max, type);
  const details = p.omnibusPriceDetails;
  const code = s.rebateCodeActivate && p.rebateCodeActive === true;
  return {
    omnibus: lowest !== undefined,
    short: max === undefined || same(max, lowest),
    code,
    codeShort: code && same(pick(p.beforeRebate, type), lowest),
    newPrice: text(details?.newPriceEffectiveUntil?.formatted) !== '' && max !== undefined,
    higher: details?.omnibusPriceIsHigherThanSellingPrice === true,
  };
}

/**
 * §4.7 Label: "a discount code" when a code is active; else "promo" when the lowest price is
 * higher and no new price is announced; else "bargain".
 */
export function omnibusLabel(f: OmnibusFlags): OmnibusLabel | null {
  if (!f.omnibus) return null;
  if (f.code) return 'code';
  if (f.higher && !f.newPrice) return 'promo';
  return 'bargain';
}

/** §4.7 reading (a): "-" if higher, else "+" if the percent is non-zero, else none. */
export function percentSign(higher: boolean, percent: number): '-' | '+' | '' {
  if (higher) return '-';
  return percent !== 0 && Number.isFinite(percent) ? '+' : '';
}

/** §4.7 reading (b): "-" if the omnibus price is above the current price, "+" if below. */
export function percentSignByPrices(lowest: number, current: number): '-' | '+' | '' {
  if (!Number.isFinite(lowest) || !Number.isFinite(current)) return '';
  const l = round2(lowest);
  const c = round2(current);
  return l > c ? '-' : l < c ? '+' : '';
}

/**
 * The percent next to the lowest price. Source: omnibusPriceDetails.youSavePercent — §3.10 groups
 * it with the omnibus price and `higher`, and it measures the same pair of prices (lowest vs
 * selling) that the sign describes. beforeRebateDetails.youSavePercent compares another pair
 * (without code vs with code), so it is not used here, not even when a code is active.
 * Shown as an absolute integer with the reading-(a) sign; a 0 is not shown ("-0%" says nothing).
 */
function percentText(p: OmnibusPriceData, f: OmnibusFlags, s: OmnibusSettings): string | null {
  if (s.hidePercentageDiscounts) return null;
  const raw = p.omnibusPriceDetails?.youSavePercent;
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return null;
  const n = Math.round(Math.abs(raw));
  if (n === 0) return null;
  return `${percentSign(f.higher, n)}${n}%`;
}

function formattedOf(p: PricedBy | null | undefined, type: PriceType): string {
  return text(pick(p, type)?.formatted);
}

/**
 * Which line shows when:
 * - nothing unless `omnibus` (and the lowest price has a text to show);
 * - regular (max): unless `short`, and always with `newPrice`, where it is the upcoming price;
 * - withoutCode (beforeRebate): when `code` and not `codeShort`;
 * - upcomingFrom: when `newPrice`;
 * - the label from omnibusLabel; the percent sign from `higher`.
 */
export function omnibusView(p: OmnibusPriceData, type: PriceType, s: OmnibusSettings): OmnibusView {
  const flags = omnibusFlags(p, type, s);
  const lowest = flags.omnibus ? formattedOf(p.omnibusPrice, type) : '';
  if (lowest === '') return { visible: false, flags, label: null, lowest: '', percent: null };

  const view: OmnibusView = { visible: true, flags, label: omnibusLabel(flags), lowest, percent: percentText(p, flags, s) };
  const lowestUnit = formattedOf(p.omnibusPriceDetails?.unit, type);
  if (lowestUnit) view.lowestUnit = lowestUnit;
  const max = formattedOf(p.max, type);
  if (max && flags.newPrice) {
    // The max price is the price that applies once the current one ends (§4.7 new-price needs a max).
    view.regular = max;
    view.upcomingFrom = text(p.omnibusPriceDetails?.newPriceEffectiveUntil?.formatted);
  } else if (max && !flags.short) {
    view.regular = max;
  }
  if (flags.code && !flags.codeShort) {
    const without = formattedOf(p.beforeRebate, type);
    if (without) view.withoutCode = without;
    const withoutUnit = formattedOf(p.beforeRebateDetails?.unit, type);
    if (without && withoutUnit) view.withoutCodeUnit = withoutUnit;
  }
  return view;
}
