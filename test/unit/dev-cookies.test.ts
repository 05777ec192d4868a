// dev/cookies.ts: the shop's cookies are set for the local origin.
import { describe, expect, it } from 'vitest';
import { rewriteSetCookie } from '../../dev/cookies.ts';

describe('rewriteSetCookie', () => {
  it('drops Domain, and on http Secure and Partitioned; SameSite=None becomes Lax', () => {
    expect(rewriteSetCookie('sid=abc; Domain=.shop.example; Path=/; Secure; HttpOnly; SameSite=None; Partitioned', false)).toBe(
      'sid=abc; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('keeps Secure and SameSite=None on an https dev server', () => {
    expect(rewriteSetCookie('sid=abc; domain=shop.example; secure; samesite=none', true)).toBe('sid=abc; secure; samesite=none');
  });

  it("leaves the development shop's session cookie as it is, and the value untouched", () => {
    expect(rewriteSetCookie('sfsession=1a2b; Path=/; HttpOnly; SameSite=Lax', false)).toBe('sfsession=1a2b; Path=/; HttpOnly; SameSite=Lax');
    expect(rewriteSetCookie('basket=a%3Db; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Max-Age=60', false)).toBe(
      'basket=a%3Db; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Max-Age=60',
    );
  });
});
