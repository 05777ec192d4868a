import { describe, expect, it } from 'vitest';
import { CLUSTER_READINGS, clusterLabel, clusterOptions, clusterSizeClass, DEFAULT_CLUSTER_READING } from '../../src/domain/clustering.ts';

describe('clustering options (§9.10)', () => {
  it('defaults to the product reading: max zoom 16, radius 60, padding 60', () => {
    expect(DEFAULT_CLUSTER_READING).toBe('product');
    expect(clusterOptions()).toEqual({ maxZoom: 16, radius: 60, padding: 60, sizeClasses: [10, 100] });
  });
  it('the library reading: radius 80, size classes < 10, < 100', () => {
    const o = clusterOptions({ reading: 'library' });
    expect(o.radius).toBe(80);
    expect(o.sizeClasses).toEqual([10, 100]);
    expect(CLUSTER_READINGS.library.radius).toBe(80);
  });
  it('every number can be overridden, and nonsense is clamped', () => {
    expect(clusterOptions({ radius: 40, maxZoom: 14, padding: 0, sizeClasses: [5, 50] })).toEqual({
      maxZoom: 14,
      radius: 40,
      padding: 0,
      sizeClasses: [5, 50],
    });
    expect(clusterOptions({ reading: 'library', radius: 100 }).radius).toBe(100);
    expect(clusterOptions({ radius: -3, maxZoom: 99, padding: Number.NaN }).radius).toBe(1);
    expect(clusterOptions({ maxZoom: 99 }).maxZoom).toBe(22);
    expect(clusterOptions({ padding: Number.NaN }).padding).toBe(60);
    expect(clusterOptions({ sizeClasses: [100, 10] }).sizeClasses).toEqual([10, 100]);
  });
  it('size classes: small < 10, medium < 100, large', () => {
    const c = clusterOptions().sizeClasses;
    expect(clusterSizeClass(2, c)).toBe('small');
    expect(clusterSizeClass(9, c)).toBe('small');
    expect(clusterSizeClass(10, c)).toBe('medium');
    expect(clusterSizeClass(99, c)).toBe('medium');
    expect(clusterSizeClass(100, c)).toBe('large');
  });
  it('cluster labels shorten big counts', () => {
    expect(clusterLabel(999)).toBe('999');
    expect(clusterLabel(1234)).toBe('1.2k');
    expect(clusterLabel(15321)).toBe('15k');
  });
});
