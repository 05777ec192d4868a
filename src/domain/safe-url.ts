// The one check every server URL passes before it reaches an href or a src (DESIGN: server URLs go through safeUrl).
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
