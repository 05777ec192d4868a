// Rules of the page chrome (issue 20): bars, banners, back-to-top, breadcrumbs, responsive
// sections and lazy images. Plain functions, no DOM.

/** §4.6: the local-storage key that lists the ids of the bars a shopper closed. */
export const CLOSED_BARS_KEY = 'closedBars';

/** The stored ids, whatever was stored: anything but a list of strings reads as none. */
export function closedBarIds(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}

/** The list after closing `id`: once each, in the order closed. */
export function withClosedBar(stored: unknown, id: string): string[] {
  const ids = closedBarIds(stored);
  return ids.includes(id) ? ids : [...ids, id];
}

/** §4.6, §9.7: the banners' dismissal cookies (the spelling is the spec's) and their life in days. */
export const BANNER_COOKIES = { discount: 'rabateCode_clicked', freeShipping: 'freeeshipping_clicked' } as const;
export const BANNER_COOKIE_DAYS = 1;

/** §4.6: the free-shipping element is active once nothing is missing; an unknown amount is not 0. */
export function freeShippingReached(toShippingFree: unknown): boolean {
  const n = typeof toShippingFree === 'string' && toShippingFree.trim() !== '' ? Number(toShippingFree) : toShippingFree;
  return n === 0;
}

/** §9.6: back-to-top appears after more than this many viewport heights of scrolling. */
export const BACK_TO_TOP_VIEWPORTS = 2;

/**
 * §2.8: the breadcrumbs' back button goes back two history steps when the referrer is this very
 * page (it was reloaded, or reached again through a link to itself), otherwise one.
 */
export function backSteps(referrer: string, current: string): 1 | 2 {
  return referrer !== '' && referrer === current ? 2 : 1;
}

/** §9.6: the small lazy-image source is used at viewport widths up to this. */
export const SMALL_IMAGE_MAX_WIDTH = 420;

/**
 * The source a lazy image should show at a viewport `width` (§9.6), or null when it keeps the one it
 * has: the small one up to 420 px where the image has one, else the full one. An image already
 * showing its full source never goes back to the small one.
 */
export function lazyImageSource(width: number, src: string | null, small: string | null, current: string | null): string | null {
  const wanted = small && width <= SMALL_IMAGE_MAX_WIDTH ? small : src || small;
  if (!wanted || wanted === current || (current && current === src)) return null;
  return wanted;
}

/**
 * §2.2: where a section goes at a view type — the slot the theme marks for that view (view 4 uses
 * the desktop slot of view 3), or `null`: back to its place in the server markup.
 */
export function sectionSlotView(view: number, slotViews: readonly number[]): number | null {
  const wanted = view === 4 ? [4, 3] : [view];
  for (const v of wanted) if (slotViews.includes(v)) return v;
  return null;
}
