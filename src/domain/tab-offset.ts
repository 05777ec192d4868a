// Where the product tabs scroll to (spec §2.10, §9.6). Pure: the widget measures, this decides.
/** 1 = mobile, 2 = tablet, 3 and 4 = desktop (§2.2). */
type View = number;

/** §2.10: desktop anchor tabs stop this far below the fixed header and the tab bar. */
export const TAB_EXTRA_OFFSET = 50;
/** §9.6: the page's general scroll offset, 60 px plus the fixed header … */
export const SCROLL_BASE_OFFSET = 60;
/** … plus 50 px on views below 3 (the mobile accordions use this rule: there is no tab bar). */
export const SCROLL_MOBILE_EXTRA = 50;

/** The gap left above a section scrolled into view. */
export function tabScrollOffset(view: View, fixedHeader: number, tabBar: number): number {
  const header = Math.max(0, fixedHeader);
  if (view >= 3) return header + Math.max(0, tabBar) + TAB_EXTRA_OFFSET;
  return SCROLL_BASE_OFFSET + header + SCROLL_MOBILE_EXTRA;
}

/** The window scroll position that puts a section (its top in document coordinates) below the offset. */
export function scrollTarget(sectionTop: number, offset: number): number {
  return Math.max(0, Math.round(sectionTop - offset));
}

/**
 * The tab to mark current while scrolling: the last section whose top (relative to the viewport)
 * has reached the offset line; the first one while none has.
 */
export function activeIndex(sectionTops: readonly number[], offset: number): number {
  let active = 0;
  sectionTops.forEach((top, i) => {
    if (top <= offset + 1) active = i;
  });
  return active;
}

/**
 * Accordions opened when the widget mounts below view 3 (no layout shift, §2.10 / the product form): every
 * section that starts inside or above the viewport stays open as the server showed it; only the
 * ones wholly below it fold. A section the URL points at is open too.
 */
export function initiallyOpen(sectionTops: readonly number[], viewportHeight: number, targetIndex: number): boolean[] {
  return sectionTops.map((top, i) => i === targetIndex || top < viewportHeight);
}
