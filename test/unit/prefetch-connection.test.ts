import { describe, expect, it } from 'vitest';
import { mayPrefetch } from '../../src/domain/prefetch-connection.ts';

describe('mayPrefetch: code ahead of need only on a connection that can afford it', () => {
  it('allows it when the browser tells nothing (no Network Information API, or no values)', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({})).toBe(true);
  });

  it('allows it on 4g without save-data', () => {
    expect(mayPrefetch({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
  });

  it('refuses it when the shopper asked to save data, whatever the connection', () => {
    expect(mayPrefetch({ saveData: true })).toBe(false);
    expect(mayPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it.each(['slow-2g', '2g', '3g'])('refuses it on %s', (effectiveType) => {
    expect(mayPrefetch({ effectiveType })).toBe(false);
    expect(mayPrefetch({ saveData: false, effectiveType })).toBe(false);
  });
});
