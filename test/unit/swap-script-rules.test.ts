// The rules a partially loaded page's scripts pass (spec §2.1: a partial load never runs more than
// a full load of the same answer would): what a <script>'s type makes of it, which scripts the
// answer's own Content-Security-Policy allows, and which addresses the bundle navigates to.
import { describe, expect, it } from 'vitest';
import { scriptKind, isExecutable } from '../../src/domain/script-kind.ts';
import { policiesAllow, scriptSources, splitPolicies } from '../../src/domain/csp-scripts.ts';
import { httpUrl, ownOriginUrl } from '../../src/domain/safe-url.ts';

const SHOP = 'https://shop.example';

describe('scriptKind', () => {
  it('no type, an empty one or a JavaScript MIME type (any case, padded) is a classic script', () => {
    for (const t of [null, '', '  ', 'text/javascript', 'TEXT/JavaScript', ' application/ecmascript ', 'text/javascript1.5', 'application/x-javascript'])
      expect(scriptKind(t), String(t)).toBe('classic');
  });
  it('"module" is a module; import maps and speculation rules are the browser\'s', () => {
    expect(scriptKind(' Module ')).toBe('module');
    expect(scriptKind('importmap')).toBe('browser');
    expect(scriptKind('speculationrules')).toBe('browser');
  });
  it('anything else is a data block that never runs', () => {
    for (const t of ['text/plain', 'text/x-template', 'application/json', 'application/ld+json', 'text/javascript; charset=utf-8', 'javascript']) {
      expect(scriptKind(t), t).toBe('data');
      expect(isExecutable(t)).toBe(false);
    }
  });
});

describe("the answer's own policy decides", () => {
  const strict = "script-src 'nonce-abc' 'strict-dynamic'; object-src 'none'; base-uri 'none'";
  const inline = { nonce: 'abc', src: null };

  it('reads script-src-elem, then script-src, then default-src; a policy without them leaves scripts alone', () => {
    expect(scriptSources("default-src 'self'; script-src 'nonce-x'")).toEqual(["'nonce-x'"]);
    expect(scriptSources("script-src 'nonce-x'; script-src-elem 'self'")).toEqual(["'self'"]);
    expect(scriptSources("default-src 'none'")).toEqual(["'none'"]);
    expect(scriptSources("img-src *; base-uri 'none'")).toBeNull();
    expect(splitPolicies("script-src 'nonce-a', default-src 'self'")).toHaveLength(2);
  });

  it("under a nonce policy, only the answer's nonce runs: none, a wrong one, or this page's own do not", () => {
    expect(policiesAllow([strict], inline, SHOP, true)).toBe(true);
    expect(policiesAllow([strict], { nonce: '', src: null }, SHOP, true)).toBe(false);
    expect(policiesAllow([strict], { nonce: 'abd', src: null }, SHOP, true)).toBe(false);
    expect(policiesAllow([strict], { nonce: 'ABC', src: null }, SHOP, true)).toBe(false);
    expect(policiesAllow([strict], { nonce: '', src: SHOP + '/a.js' }, SHOP, true)).toBe(false);
  });

  it('every policy must allow it (a second one can only refuse)', () => {
    expect(policiesAllow([strict, "script-src 'nonce-other'"], inline, SHOP, true)).toBe(false);
    expect(policiesAllow([strict, 'img-src *'], inline, SHOP, true)).toBe(true);
  });

  it("'self' allows this shop's files, not inline code; 'unsafe-inline' allows inline code only where no nonce or hash is listed", () => {
    expect(policiesAllow(["script-src 'self'"], { nonce: '', src: SHOP + '/a.js' }, SHOP, false)).toBe(true);
    expect(policiesAllow(["script-src 'self'"], { nonce: '', src: 'https://cdn.example/a.js' }, SHOP, false)).toBe(false);
    expect(policiesAllow(["script-src 'self'"], { nonce: '', src: null }, SHOP, false)).toBe(false);
    expect(policiesAllow(["script-src 'self' 'unsafe-inline'"], { nonce: '', src: null }, SHOP, false)).toBe(true);
    expect(policiesAllow(["script-src 'unsafe-inline' 'nonce-abc'"], { nonce: '', src: null }, SHOP, false)).toBe(false);
  });

  it('an answer without a policy: a full load runs its scripts, unless this page itself runs under a nonce', () => {
    expect(policiesAllow([], { nonce: '', src: null }, SHOP, false)).toBe(true);
    expect(policiesAllow([], { nonce: 'abc', src: null }, SHOP, true)).toBe(false);
  });
});

describe('addresses the bundle navigates to', () => {
  it('http(s) only, relative ones resolved: javascript: in any spelling, data: and vbscript: give null', () => {
    expect(httpUrl('/p/1', SHOP + '/x')?.href).toBe(SHOP + '/p/1');
    expect(httpUrl('http://other.example/a', SHOP)?.href).toBe('http://other.example/a');
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:x',
      'data:text/html,x',
      'vbscript:x',
      'http://[bad',
    ])
      expect(httpUrl(bad, SHOP), bad).toBeNull();
  });
  it("ownOriginUrl keeps a variant on the shop's origin", () => {
    expect(ownOriginUrl('/product/2', SHOP + '/product/1')?.href).toBe(SHOP + '/product/2');
    expect(ownOriginUrl('//evil.example/product/2', SHOP)).toBeNull();
    expect(ownOriginUrl('javascript:alert(1)', SHOP)).toBeNull();
  });
});
