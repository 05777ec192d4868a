// The development shop's per-request fault injection grammar.
import { describe, expect, it } from 'vitest';
import { matchFault, parseFaults } from '../../fixtures/server/faults.ts';

describe('fault injection', () => {
  it.each([
    ['500', [{ kind: '500', text: '500' }]],
    ['slow:250', [{ kind: 'slow', ms: 250, text: 'slow:250' }]],
    ['malformed@/ajax/get.php', [{ kind: 'malformed', prefix: '/ajax/get.php', text: 'malformed@/ajax/get.php' }]],
    [
      'timeout|429@/graphql',
      [
        { kind: 'timeout', text: 'timeout' },
        { kind: '429', prefix: '/graphql', text: '429@/graphql' },
      ],
    ],
    ['bogus|404', [{ kind: '404', text: '404' }]],
    ['malformed:after,once@/x', [{ kind: 'malformed', after: true, once: true, prefix: '/x', text: 'malformed:after,once@/x' }]],
    ['500:sometimes|timeout:after', [{ kind: 'timeout', after: true, text: 'timeout:after' }]],
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

  it('matches a prefix with "?" against the path and the query (a GraphQL label)', () => {
    const rules = parseFaults('500@/graphql/v1/?mutation=setSubscriptionPeriodAddProducts');
    expect(matchFault(rules, '/graphql/v1/', false, '?mutation=setSubscriptionPeriodAddProducts')?.kind).toBe('500');
    expect(matchFault(rules, '/graphql/v1/', false, '?mutation=setSubscriptionPeriodRemoveProducts')).toBeUndefined();
  });

  it('skips a rule already spent', () => {
    const rules = parseFaults('500:once|404');
    expect(matchFault(rules, '/ajax/get.php', false, '', (r) => r.once === true)?.kind).toBe('404');
  });
});
