// Where a page may send the shopper after an action (a login's `?return=`): a path on this shop
// only, so a link cannot turn the shop into a redirect to another site. Kept apart from
// safe-url.ts, which the runtime carries: this ships only with the widgets that read it.

/**
 * The path ("/", "/basketedit.php?x=1#top"), or null for anything else: a scheme, a
 * protocol-relative "//host" and "/\host" (browsers read a backslash as a slash) lead to
 * another site. Browsers drop tabs, newlines and control characters inside a URL, so they are
 * removed before the check ("/\t/evil.example" is "//evil.example").
 */
export function localPath(raw: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- the control characters browsers drop from an address
  const path = typeof raw === 'string' ? raw.trim().replace(/[\u0000-\u001f\u007f-\u009f]/g, '') : '';
  return /^\/(?![/\\])/.test(path) ? path : null;
}
