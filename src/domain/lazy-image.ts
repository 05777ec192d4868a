// The small lazy-image source (§9.6).

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
