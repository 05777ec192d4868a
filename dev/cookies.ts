// The shop's cookies, set for the local origin instead: the session, the basket and the login keep
// working through the dev server.
//   - `Domain=` goes: the cookie belongs to the host that set it, here 127.0.0.1 (a shop's
//     `Domain=.shop.example` would make the browser refuse it).
//   - On an http dev server `Secure` goes (the browser would refuse or never send it), and with it
//     `Partitioned`; `SameSite=None`, which needs `Secure`, becomes `Lax`.
// Cookies whose names start with `__Secure-` or `__Host-` need https: they stay as they are, and the
// browser refuses them (README, "Working against a real shop").

/** One `Set-Cookie` value rewritten for the local origin. */
export function rewriteSetCookie(value: string, localIsHttps: boolean): string {
  const [pair, ...attributes] = value.split(';');
  const kept: string[] = [];
  for (const raw of attributes) {
    const attribute = raw.trim();
    const name = attribute.split('=')[0]!.trim().toLowerCase();
    if (name === 'domain') continue;
    if (!localIsHttps && (name === 'secure' || name === 'partitioned')) continue;
    if (!localIsHttps && name === 'samesite' && /=\s*none$/i.test(attribute)) {
      kept.push('SameSite=Lax');
      continue;
    }
    if (attribute) kept.push(attribute);
  }
  return [pair!.trim(), ...kept].join('; ');
}
