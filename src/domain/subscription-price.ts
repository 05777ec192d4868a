// The subscription / rebate price calculator (spec §3.1, §9.3). Pure.
import { formatMoney, round2, type MoneyFormat } from './money.ts';

export type RebateType = 'percentage' | 'quota';

export interface SubscriptionPriceInput {
  /** The gross price the rebate comes off (§3.1 max). */
  max?: number | null;
  /** The net price (§3.1 maxNet). */
  maxNet?: number | null;
  /** An amount already saved (§3.1 save). */
  save?: number | null;
  /** The base of a percentage rebate (§3.1 before). */
  before?: number | null;
  rebateValue?: number | null;
  /** §9.3: percentage unless said otherwise. */
  rebateType?: RebateType | null;
  /** §3.1 currencyFormat, symbol, currencySpace, currencyBeforeValue: each defaults to the shop's. */
  currency?: Partial<MoneyFormat>;
}

export interface SubscriptionPrice {
  gross: { value: number; formatted: string };
  net: { value: number; formatted: string };
  /** Percent saved against `max`, an integer 0–100. */
  percent: number;
}

const num = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/** §9.3; null when neither max nor rebateValue is set. `shop` is the shop's currency format. */
export function subscriptionPrice(input: SubscriptionPriceInput, shop: MoneyFormat): SubscriptionPrice | null {
  const set = (n: number | null | undefined) => typeof n === 'number' && Number.isFinite(n);
  if (!set(input.max) && !set(input.rebateValue)) return null;
  const max = num(input.max);
  const rebate = num(input.rebateValue);
  const off = input.rebateType === 'quota' ? num(input.save) + rebate : (num(input.before) * rebate) / 100 + num(input.save);
  const gross = round2(Math.max(0, max - off));
  // Bad data (a negative rebate, a gross above max) must not give a percent outside 0–100.
  const percent = max > 0 ? Math.min(100, Math.max(0, Math.round(100 - (100 * gross) / max))) : 0;
  const net = round2(Math.max(0, num(input.maxNet) * (1 - percent / 100)));
  const fmt = { ...shop, ...input.currency };
  return { gross: { value: gross, formatted: formatMoney(gross, fmt) }, net: { value: net, formatted: formatMoney(net, fmt) }, percent };
}
