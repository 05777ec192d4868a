// dev/csp.ts: the shop's CSP kept, with room made for the local bundle only where it needs it.
import { describe, expect, it } from 'vitest';
import { nonceOf, rewriteCsp } from '../../dev/csp.ts';
import { cspHeader } from '../../fixtures/server/csp.ts';

const c = { localOrigin: 'http://127.0.0.1:4173', shopOrigin: 'https://shop.example', ownNonce: 'OURS' };

describe('rewriteCsp', () => {
  it("leaves the development shop's strict policy as it is and carries its nonce", () => {
    const policy = cspHeader('abc==');
    expect(rewriteCsp(policy, c)).toEqual({ policy, nonce: 'abc==' });
  });

  it('adds a nonce of ours beside strict-dynamic when the policy allows scripts by hash only', () => {
    expect(rewriteCsp("script-src 'sha256-xyz' 'strict-dynamic'", c)).toEqual({
      policy: "script-src 'sha256-xyz' 'strict-dynamic' 'nonce-OURS'",
      nonce: 'OURS',
    });
  });

  it("adds the local origin to a host list of scripts, never a nonce (it would switch off the shop's unsafe-inline)", () => {
    expect(rewriteCsp("script-src 'unsafe-inline' https://cdn.shop.example", c).policy).toBe(
      "script-src 'unsafe-inline' https://cdn.shop.example http://127.0.0.1:4173",
    );
  });

  it("adds the local origin beside a nonce without 'strict-dynamic': the loader's chunks are imported by their address", () => {
    expect(rewriteCsp("script-src 'nonce-a' https://cdn.shop.example", c)).toEqual({
      policy: "script-src 'nonce-a' https://cdn.shop.example http://127.0.0.1:4173",
      nonce: 'a',
    });
    expect(rewriteCsp("default-src 'nonce-a'", c)).toEqual({ policy: "default-src 'nonce-a' http://127.0.0.1:4173", nonce: 'a' });
    expect(rewriteCsp("script-src 'nonce-a' 'self'", c)).toEqual({ policy: "script-src 'nonce-a' 'self'", nonce: 'a' });
  });

  it("needs nothing where 'self' already allows it: the page now comes from the local origin", () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; img-src *";
    expect(rewriteCsp(policy, c).policy).toBe(policy);
  });

  it('makes room for the stylesheet, the live-reload events and the worker where their directives name hosts', () => {
    const policy = "script-src 'nonce-n' 'strict-dynamic'; style-src https://cdn.shop.example; connect-src 'none'; child-src https://cdn.shop.example";
    expect(rewriteCsp(policy, c).policy).toBe(
      "script-src 'nonce-n' 'strict-dynamic'; style-src https://cdn.shop.example http://127.0.0.1:4173; connect-src http://127.0.0.1:4173; child-src https://cdn.shop.example http://127.0.0.1:4173",
    );
    // A shop without workers keeps none: the store map clusters on the main thread, as it would there.
    expect(rewriteCsp("worker-src 'none'", c).policy).toBe("worker-src 'none'");
  });

  it("adds the local origin beside the shop's own origin (its links now point here), and to a default-src falling back for scripts", () => {
    expect(rewriteCsp('default-src https://shop.example; img-src https://shop.example/ data:', c).policy).toBe(
      'default-src https://shop.example http://127.0.0.1:4173; img-src https://shop.example/ data: http://127.0.0.1:4173',
    );
  });

  it('drops upgrade-insecure-requests on an http dev server, and rewrites each of several policies', () => {
    expect(rewriteCsp("upgrade-insecure-requests; script-src 'nonce-n' 'strict-dynamic', script-src 'strict-dynamic' 'sha256-q'", c)).toEqual({
      policy: "script-src 'nonce-n' 'strict-dynamic', script-src 'strict-dynamic' 'sha256-q' 'nonce-n'",
      nonce: 'n',
    });
    expect(rewriteCsp('upgrade-insecure-requests', { ...c, localOrigin: 'https://127.0.0.1:4173' }).policy).toBe('upgrade-insecure-requests');
  });

  it("gives no nonce for a policy that neither has one nor needs one (the page's scripts keep theirs)", () => {
    expect(rewriteCsp("frame-ancestors 'self'", c)).toEqual({ policy: "frame-ancestors 'self'", nonce: undefined });
    expect(rewriteCsp("script-src 'self' https://cdn.shop.example", c).nonce).toBeUndefined();
  });

  it('makes a policy accept the nonce another enforced policy chose, where it needs one', () => {
    expect(rewriteCsp("script-src 'nonce-M' 'strict-dynamic'", { ...c, nonce: 'H' })).toEqual({
      policy: "script-src 'nonce-M' 'strict-dynamic' 'nonce-H'",
      nonce: 'H',
    });
    expect(rewriteCsp("script-src 'sha256-xyz' 'strict-dynamic'", { ...c, nonce: 'H' })).toEqual({
      policy: "script-src 'sha256-xyz' 'strict-dynamic' 'nonce-H'",
      nonce: 'H',
    });
    expect(rewriteCsp("frame-ancestors 'self'", { ...c, nonce: 'H' })).toEqual({ policy: "frame-ancestors 'self'", nonce: 'H' });
  });

  it('reads the nonce from script-src-elem first, as the browser does for script elements', () => {
    expect(nonceOf("script-src 'nonce-a'; script-src-elem 'nonce-b'")).toBe('b');
    expect(nonceOf("img-src 'self'")).toBeUndefined();
  });
});
