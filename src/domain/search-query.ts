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

/**
 * Server links and image sources are only used when they are http(s) or relative: a
 * `javascript:`, `data:`, `vbscript:` (or any other scheme) value gives null. Browsers
 * ignore tabs, newlines and control characters inside a scheme, so they are removed before
 * the check ("java\tscript:" is still javascript:).
 */
export function safeUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value) return null;
  const probe = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(probe);
  if (scheme) return /^https?$/i.test(scheme[1]!) ? value : null;
  return value;
}
