// Bundle rules of the product form (spec §4.8, §5.7, §7.4, §7.5): src/domain/bundle.ts.
import { describe, expect, it } from 'vitest';
import {
  bundleCheck,
  bundleFields,
  bundleParts,
  chooseVersion,
  itemOrderable,
  itemProblem,
  noneChecked,
  refreshedItem,
  startingSize,
  type BundleItem,
} from '../../src/domain/bundle.ts';

const sizes = [
  { id: 'S', name: 'S', amount: 5 },
  { id: 'M', name: 'M', amount: 0 },
  { id: 'L', name: 'L', amount: -1 },
];
const item = (over: Partial<BundleItem> = {}): BundleItem => ({
  slot: '10',
  product: '10',
  quantity: 1,
  checked: true,
  sizes,
  size: 'S',
  versions: [],
  ...over,
});

describe('itemProblem (§5.7)', () => {
  it.each<[string, Partial<BundleItem>, ReturnType<typeof itemProblem>]>([
    ['a checked item with its version and size', {}, null],
    ['an unchecked item is never a problem', { checked: false, product: null, size: null }, null],
    ['no version chosen', { product: null, versions: [{ product: '11', name: 'a' }] }, 'version'],
    ['the version comes before the size', { product: null, size: null, versions: [{ product: '11', name: 'a' }] }, 'version'],
    ['no size chosen', { size: null }, 'size'],
    ['a sold-out size counts as none', { size: 'M' }, 'size'],
    ['a size it does not have counts as none', { size: 'XXL' }, 'size'],
    ['an unlimited size (-1) is orderable', { size: 'L' }, null],
  ])('%s', (_, over, expected) => expect(itemProblem(item(over))).toBe(expected));
});

describe('bundleCheck (§5.7) and noneChecked (§4.8)', () => {
  it('no item checked: "none", before any item problem', () => {
    const items = [item({ checked: false }), item({ slot: '20', checked: false, size: null })];
    expect(noneChecked(items)).toBe(true);
    expect(bundleCheck(items)).toEqual({ kind: 'none' });
  });
  it("the first checked item with a problem, in the items' order", () => {
    const items = [item({ slot: '1' }), item({ slot: '2', checked: false, size: null }), item({ slot: '3', size: null }), item({ slot: '4', product: null })];
    expect(noneChecked(items)).toBe(false);
    expect(bundleCheck(items)).toEqual({ kind: 'size', slot: '3' });
  });
  it('every checked item complete: no problem', () => expect(bundleCheck([item(), item({ slot: '2', checked: false, size: null })])).toBeNull());
});

describe('startingSize and itemOrderable', () => {
  it.each<[string, typeof sizes, string | null | undefined, string | null]>([
    ['the given size when orderable', sizes, 'L', 'L'],
    ['a sold-out given size is dropped', sizes, 'M', null],
    ['several orderable sizes: none chosen', sizes, undefined, null],
    [
      'the only orderable size is chosen',
      [
        { id: 'S', name: 'S', amount: 0 },
        { id: 'M', name: 'M', amount: 2 },
      ],
      null,
      'M',
    ],
    ['one size', [{ id: 'uniw', name: 'uniwersalny', amount: 3 }], undefined, 'uniw'],
  ])('%s', (_, list, given, expected) => expect(startingSize(list, given)).toBe(expected));
  it('a part with no size in stock cannot be ordered', () => {
    expect(itemOrderable(item({ sizes: [{ id: 'uniw', name: 'u', amount: 0 }] }))).toBe(false);
    expect(itemOrderable(item())).toBe(true);
  });
});

describe('bundleFields (§7.5) and bundleParts (§7.4)', () => {
  const items = [
    item({ slot: '1', product: '1', size: 'S' }),
    item({ slot: '2', product: '22', size: 'L', quantity: 2 }),
    item({ slot: '3', checked: false }),
    item({ slot: '4', product: null, size: null }),
  ];
  it('a checked item sends its product and size; an unchecked one is sent as 0; a version still to choose as empty', () => {
    expect(bundleFields(items)).toEqual([
      ['bundled_product[1]', '1'],
      ['bundled_size[1]', 'S'],
      ['bundled_product[2]', '22'],
      ['bundled_size[2]', 'L'],
      ['bundled_product[3]', '0'],
      ['bundled_product[4]', ''],
    ]);
  });
  it('the basket call gets the checked, complete items with the chosen product, size, quantity and the set', () => {
    expect(bundleParts(items, '99')).toEqual([
      { id: '1', size: 'S', quantity: 1, bundleProductId: '99' },
      { id: '22', size: 'L', quantity: 2, bundleProductId: '99' },
    ]);
  });
});

describe('versions (§7.5 refresh)', () => {
  const versions = [
    { product: '10', name: 'czarny' },
    { product: '11', name: 'brązowy' },
  ];
  it('choosing another version forgets the size; the same one changes nothing', () => {
    const i = item({ versions });
    expect(chooseVersion(i, '10')).toBe(i);
    expect(chooseVersion(i, '11')).toEqual({ ...i, product: '11', size: null });
  });
  it("the refresh brings the version's sizes (the size kept if orderable) and which versions are disabled, never the chosen one", () => {
    const i = item({ product: '11', versions, size: 'S' });
    const next = refreshedItem(
      i,
      [
        { id: 'S', name: 'S', amount: 1 },
        { id: 'M', name: 'M', amount: 3 },
      ],
      new Set(['10', '11']),
    );
    expect(next.size).toBe('S');
    expect(next.versions).toEqual([
      { product: '10', name: 'czarny', disabled: true },
      { product: '11', name: 'brązowy', disabled: false },
    ]);
    // S sold out in this version: the only orderable size is taken instead.
    expect(
      refreshedItem(
        i,
        [
          { id: 'S', name: 'S', amount: 0 },
          { id: 'M', name: 'M', amount: 3 },
        ],
        null,
      ).size,
    ).toBe('M');
    expect(
      refreshedItem(
        i,
        [
          { id: 'S', name: 'S', amount: 0 },
          { id: 'M', name: 'M', amount: 3 },
          { id: 'L', name: 'L', amount: 1 },
        ],
        null,
      ).size,
    ).toBeNull();
  });
});
