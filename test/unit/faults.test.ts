// The development shop's per-request fault injection grammar.
import { describe, expect, it } from 'vitest';
import { matchFault, parseFaults } from '../../fixtures/server/faults.ts';

describe('fault injection', () => {
  it.each([
    ['500', [{ kind: '500' }]],
    ['slow:250', [{ kind: 'slow', ms: 250 }]],
    ['malformed@/ajax/get.php', [{ kind: 'malformed', prefix: '/ajax/get.php' }]],
    ['timeout|429@/graphql', [{ kind: 'timeout' }, { kind: '429', prefix: '/graphql' }]],
    ['bogus|404', [{ kind: '404' }]],
    ['', []],
  ])('parses %j', (value, rules) => {
    expect(parseFaults(value)).toEqual(rules);
  });

  it.each([
    ['500', '/ajax/get.php', false, '500'],
    ['500', '/product/1', true, undefined],
    ['500@/storefront/chunks/omnibus', '/storefront/chunks/omnibus-price-AB.js', false, '500'],
    ['500@/storefront/chunks/omnibus', '/storefront/chunks/runtime-AB.js', false, undefined],
    ['404@/product', '/product/1', true, '404'],
  ])('rule %j on %s (page: %s) → %s', (value, path, isPage, kind) => {
    expect(matchFault(parseFaults(value), path, isPage)?.kind).toBe(kind);
  });
});
