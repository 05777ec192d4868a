// Addresses between the two origins: the shop's absolute URLs in what it sends (pages, CSS, JSON,
// `Location`) point at the local server instead, so that every click and request stays on it; the
// browser's `Origin` and `Referer` point at the shop again on the way there.

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `https://shop.example`, `http://shop.example` and `//shop.example` (also JSON-escaped,
 * `https:\/\/shop.example`) → the local origin. The host must end there: `shop.example.com` or
 * `shop.example:8443` (another port than the shop's) are left alone.
 */
export function localiseUrls(text: string, shopOrigin: string, localOrigin: string): string {
  const host = escapeRegExp(new URL(shopOrigin).host);
  const end = '(?![\\w-]|\\.[\\w-]|:\\d)';
  const plain = new RegExp(`(?:https?:)?//${host}${end}`, 'gi');
  const escaped = new RegExp(`(?:https?:)?\\\\/\\\\/${host}${end}`, 'gi');
  const localEscaped = localOrigin.replaceAll('/', '\\/');
  return text.replace(plain, localOrigin).replace(escaped, localEscaped);
}

/** A header value the browser sends (`Origin`, `Referer`) that names the local origin, for the shop. */
export function toShop(value: string, localOrigin: string, shopOrigin: string): string {
  return value === localOrigin || value.startsWith(localOrigin + '/') ? shopOrigin + value.slice(localOrigin.length) : value;
}
