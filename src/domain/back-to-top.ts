// Back-to-top (§9.6).

/** §9.6: back-to-top appears after more than this many viewport heights of scrolling. */
export const BACK_TO_TOP_VIEWPORTS = 2;
