// The banners' dismissal cookies (§4.6, §9.7) and the free-shipping rule. Plain values, no DOM.

/** §4.6, §9.7: the banners' dismissal cookies (the spelling is the spec's) and their life in days. */
export const BANNER_COOKIES = { discount: 'rabateCode_clicked', freeShipping: 'freeeshipping_clicked' } as const;
export const BANNER_COOKIE_DAYS = 1;

/** §4.6: the free-shipping element is active once nothing is missing; an unknown amount is not 0. */
export function freeShippingReached(toShippingFree: unknown): boolean {
  const n = typeof toShippingFree === 'string' && toShippingFree.trim() !== '' ? Number(toShippingFree) : toShippingFree;
  return n === 0;
}
