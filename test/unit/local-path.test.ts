// Where a login may send the shopper back to: a path on this shop only (no open redirect).
import { describe, expect, it } from 'vitest';
import { localPath } from '../../src/domain/local-path.ts';

describe('localPath', () => {
  it.each([
    ['/', '/'],
    ['/product/1001', '/product/1001'],
    ['/search.php?text=sukienka&lang=it#wyniki', '/search.php?text=sukienka&lang=it#wyniki'],
    ['  /basketedit.php  ', '/basketedit.php'],
    ['/a\tb', '/ab'],
  ])('%j → %j', (raw, path) => {
    expect(localPath(raw)).toBe(path);
  });

  it.each([
    ['//evil.example/login'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/'],
    ['http://localhost/product/1001'],
    ['javascript:alert(1)'],
    ['product/1001'],
    ['?return=/'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('%j → null', (raw) => {
    expect(localPath(raw)).toBeNull();
  });
});
