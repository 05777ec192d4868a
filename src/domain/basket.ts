// Mini-basket rules (spec §2.4, §3.6, §4.10, §9.7): pure functions, no DOM, no React.

/** The shop's price type (the same union as core's PriceType schema). */
export type PriceType = 'gross' | 'net';

/** §9.7: the mini-basket is hidden above this many products. */
export const MINI_BASKET_MAX_PRODUCTS = 22;
/** §9.7: the list layout is used above this many products. */
export const MINI_BASKET_LIST_ABOVE = 10;
/** §3.6: this size value means "no size to show". */
export const NO_SIZE = 'uniw';

/** The product fields the rules read (a subset of the §3.6 basket product). */
export interface BasketProductLike {
  name?: string | null;
  size?: string | null;
  subscription_period?: string | number | null;
  prices: { worth_net_formatted: string; worth_gros_formatted: string };
}

/** The header fields the rules read (§3.6). */
export interface BasketTotalsLike {
  productsCounter: number;
  worth_formatted: string;
  worth_net_formatted: string;
  shippingCost_formatted: string;
  shippingCost_net_formatted: string;
  version?: number;
}

/** §2.4: hidden with no products or more than 22; the plain basket link stays instead. */
export function miniBasketVisible(count: number): boolean {
  return count > 0 && count <= MINI_BASKET_MAX_PRODUCTS;
}

/** §2.4 / §9.7: the list layout above 10 products. */
export function miniBasketLayout(count: number): 'tiles' | 'list' {
  return count > MINI_BASKET_LIST_ABOVE ? 'list' : 'tiles';
}

/** §3.6: "uniw" (and no size at all) shows no size. */
export function showsSize(size: string | null | undefined): boolean {
  return size != null && size.trim() !== '' && size !== NO_SIZE;
}

/**
 * §3.6: the string "0" means not a subscription. A product without the field is not a
 * subscription either; the number 0 is read as "0".
 */
export function isSubscription(period: string | number | null | undefined): boolean {
  return period != null && String(period).trim() !== '0';
}

/**
 * §3.6 / §4.9: a subscription line's delivery period in days (subscription_period, its basket
 * group, §3.7), for the row to say; null for a one-off purchase or a period that is no whole number of days.
 */
export function subscriptionDays(period: string | number | null | undefined): number | null {
  if (!isSubscription(period)) return null;
  const days = Number(String(period).trim());
  return Number.isInteger(days) && days > 0 ? days : null;
}

/**
 * §2.4: one-click checkout is hidden if any product has an empty name or is a subscription. The
 * product form's express checkout (§7.6) follows the same rule for its one product.
 */
export function oneClickCheckoutAllowed(products: ReadonlyArray<Pick<BasketProductLike, 'name' | 'subscription_period'>>): boolean {
  return products.every((p) => (p.name ?? '').trim() !== '' && !isSubscription(p.subscription_period));
}

/** The basket value and shipping cost for the shop's price type (§3.6). */
export function basketHeader(b: BasketTotalsLike, priceType: PriceType): { worth: string; shipping: string } {
  return priceType === 'net'
    ? { worth: b.worth_net_formatted, shipping: b.shippingCost_net_formatted }
    : { worth: b.worth_formatted, shipping: b.shippingCost_formatted };
}

/**
 * §9.5: free shipping (cost 0) shows "Gratis!". The Basket section (§3.6) carries only formatted
 * amounts, so "0,00 zł", "€0.00" or "0" count as zero: at least one digit and every digit a 0.
 */
export function isZeroAmount(formatted: string): boolean {
  const digits = formatted.replace(/\D/g, '');
  return digits !== '' && /^0+$/.test(digits);
}

/** A product row's value for the shop's price type (§3.6 `prices`). */
export function rowWorth(p: BasketProductLike, priceType: PriceType): string {
  return priceType === 'net' ? p.prices.worth_net_formatted : p.prices.worth_gros_formatted;
}

/** "1.5" → "1,5" with the shop's decimal separator. */
export function formatQuantity(count: number | string, decimal = ','): string {
  return String(count).replace('.', decimal);
}

/**
 * Only http(s) and relative links are rendered (server data is never trusted as a scheme).
 * Browsers drop tabs, newlines and leading control characters from URLs, so the scheme is
 * read after removing them: `java\nscript:` is still `javascript:`.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  if (url == null) return undefined;
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  // eslint-disable-next-line no-control-regex
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed.replace(/[\u0000-\u0020\u007f]/g, ''));
  if (scheme && !/^https?$/i.test(scheme[1]!)) return undefined;
  return trimmed;
}

/** The summary the header badge needs; cached in sessionStorage between pages. */
export interface BasketSummary {
  count: number;
  worth: string;
  worthNet: string;
  shipping: string;
  shippingNet: string;
  version?: number;
}

export function summaryOf(b: BasketTotalsLike): BasketSummary {
  return {
    count: b.productsCounter,
    worth: b.worth_formatted,
    worthNet: b.worth_net_formatted,
    shipping: b.shippingCost_formatted,
    shippingNet: b.shippingCost_net_formatted,
    ...(b.version !== undefined ? { version: b.version } : {}),
  };
}

/** The summary's value and shipping for the shop's price type. */
export function summaryHeader(s: BasketSummary, priceType: PriceType): { worth: string; shipping: string } {
  return priceType === 'net' ? { worth: s.worthNet, shipping: s.shippingNet } : { worth: s.worth, shipping: s.shipping };
}

/**
 * An answer replaces the basket on screen unless it is older: both carry a version and the
 * incoming one is lower. Answers without a version (shops that send none) go by arrival order.
 */
export function isNotOlder(incoming: { version?: number }, shown: { version?: number } | undefined): boolean {
  if (!shown || incoming.version === undefined || shown.version === undefined) return true;
  return incoming.version >= shown.version;
}

/** Another tab's signal triggers a refresh unless the basket on screen is already that new. */
export function signalIsNews(signal: { version?: number }, shown: { version?: number } | undefined): boolean {
  if (!shown || signal.version === undefined || shown.version === undefined) return true;
  return signal.version > shown.version;
}

/**
 * Does the server's own basket markup (its text) already tell this count? Used twice:
 * a cached summary the markup contradicts is older than the page (the legacy form reloaded it),
 * so it is not shown; and when the mini-basket is hidden (§2.4) the server link stays as long
 * as it shows the right count (no layout shift). Markup without any number agrees with any count.
 */
export function markupShowsCount(count: number, markupText: string): boolean {
  const numbers = markupText.match(/\d+/g);
  return !numbers || numbers.map(Number).includes(count);
}
