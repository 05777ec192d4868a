// Header search rules (spec §2.3, §5.6, §7.3, §9.2, §9.6, §9.7): pure functions, no DOM.

/** §9.7: suggestions per group. */
export const SEARCH_LIMIT = 6;
/** §9.7: minimum input length when the marker does not configure one. */
export const DEFAULT_MIN_LENGTH = 4;
/** §9.2: search typing debounce. */
export const SEARCH_DEBOUNCE_MS = 500;
/** §9.6: below this viewport width, focusing the box opens the full search mode. */
export const SEARCH_MOBILE_MAX_WIDTH = 768;

/** The text actually searched for: trimmed, inner whitespace collapsed. */
export function normaliseQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** §5.6: no request below the minimum input length (counted in characters, not UTF-16 units). */
export function canSearch(query: string, minLength: number): boolean {
  return query.length > 0 && [...query].length >= Math.max(1, minLength);
}

/** §7.3: results are cached in session storage under `search_{text}`. */
export function cacheKey(query: string): string {
  return 'search_' + query;
}

// safeUrl lives in its own module (a widget needing only it does not load the search rules).
export { safeUrl } from './safe-url.ts';
