// The one check every server URL passes before it reaches an href or a src (docs/design.md §5: server URLs go through safeUrl).
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
  // eslint-disable-next-line no-control-regex -- the control characters browsers drop from a scheme
  const probe = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(probe);
  if (scheme) return /^https?$/i.test(scheme[1]!) ? value : null;
  return value;
}

/**
 * `raw` as an absolute http(s) URL (relative ones resolved against `base`), or null: the one test
 * for addresses the bundle navigates to. The URL parser itself removes what browsers ignore
 * (" JaVaScRiPt:", "java\tscript:" are javascript:).
 */
export function httpUrl(raw: string | null | undefined, base: string): URL | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** `raw` as an http(s) URL on `base`'s origin, or null. */
export function ownOriginUrl(raw: string | null | undefined, base: string): URL | null {
  const url = httpUrl(raw, base);
  return url && url.origin === new URL(base).origin ? url : null;
}
