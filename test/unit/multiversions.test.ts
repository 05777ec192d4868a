import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { chooseValue, resolveVariant, selectionFor, valueStates, type VersionGroup } from '../../src/domain/multiversions.ts';

const p = (id: number) => ({ product_id: id, url: `/product/${id}` });

/**
 * Products (§3.11 shape: each value lists its products):
 *   1 red   cotton plain      3 blue  cotton striped     5 white cotton plain (white is disabled)
 *   2 red   wool   plain      4 green wool   striped     black: no product at all
 */
const groups: VersionGroup[] = [
  {
    id: 'colour',
    items: [
      { values_id: 'red', products: [p(1), p(2)] },
      { values_id: 'blue', products: [p(3)] },
      { values_id: 'green', products: [p(4)] },
      { values_id: 'black', products: [] },
      { values_id: 'white', disabled: true, products: [p(5)] },
    ],
  },
  {
    id: 'material',
    items: [
      { values_id: 'cotton', products: [p(1), p(3), p(5)] },
      { values_id: 'wool', products: [p(2), p(4)] },
    ],
  },
  {
    id: 'pattern',
    items: [
      { values_id: 'plain', products: [p(1), p(2), p(5)] },
      { values_id: 'striped', products: [p(3), p(4)] },
    ],
  },
];

describe('selectionFor (§3.11)', () => {
  it.each<[number | string, Record<string, string>]>([
    [1, { colour: 'red', material: 'cotton', pattern: 'plain' }],
    ['4', { colour: 'green', material: 'wool', pattern: 'striped' }], // ids compare as text
    [99, {}],
  ])('product %s', (id, expected) => {
    expect(selectionFor(groups, id)).toEqual(expected);
  });

  it('groups the product is missing from are left out', () => {
    const partial: VersionGroup[] = [groups[0]!, { id: 'extra', items: [{ values_id: 'x', products: [p(2)] }] }];
    expect(selectionFor(partial, 1)).toEqual({ colour: 'red' });
  });
});

describe('resolveVariant (§2.10, §4.8)', () => {
  it.each<[string, Record<string, string>, number | null, boolean]>([
    ['a full existing combination', { colour: 'red', material: 'wool', pattern: 'plain' }, 2, false],
    ['another', { colour: 'blue', material: 'cotton', pattern: 'striped' }, 3, false],
    ['a combination no product has: conflict', { colour: 'green', material: 'cotton', pattern: 'plain' }, null, true],
    ['an unknown value: conflict', { colour: 'purple' }, null, true],
    ['a partial choice: the first match', { colour: 'red' }, 1, false],
    ['nothing chosen', {}, null, false],
    ['stale keys of unknown groups are ignored', { size: 'XL' }, null, false],
  ])('%s', (_, selected, id, conflict) => {
    const r = resolveVariant(groups, selected);
    expect(r.product?.product_id ?? null).toBe(id);
    expect(r.conflict).toBe(conflict);
  });

  it('returns the product with its url', () => {
    expect(resolveVariant(groups, { colour: 'green' }).product).toEqual({ product_id: 4, url: '/product/4' });
  });
});

// §4.8 "Multi-version options can be marked conflict or dependent."
describe('valueStates (§4.8)', () => {
  it('around product 1 (red cotton plain)', () => {
    expect(valueStates(groups, selectionFor(groups, 1))).toEqual({
      colour: { red: 'selected', blue: 'dependent', green: 'conflict', black: 'disabled', white: 'disabled' },
      material: { cotton: 'selected', wool: 'available' },
      pattern: { plain: 'selected', striped: 'dependent' },
    });
  });

  it('around product 4 (green wool striped)', () => {
    expect(valueStates(groups, selectionFor(groups, 4))).toEqual({
      colour: { red: 'dependent', blue: 'dependent', green: 'selected', black: 'disabled', white: 'disabled' },
      material: { cotton: 'dependent', wool: 'selected' },
      pattern: { plain: 'dependent', striped: 'selected' },
    });
  });

  it('with nothing chosen, every value with a product is available', () => {
    expect(valueStates(groups, {}).colour).toEqual({ red: 'available', blue: 'available', green: 'available', black: 'disabled', white: 'disabled' });
  });

  it('a selected value stays selected even when disabled', () => {
    expect(valueStates(groups, { colour: 'white' }).colour?.white).toBe('selected');
  });
});

// The development shop's bags (fixtures/data/multiversions.ts): from 1026 "duży" needs one other
// change (dependent), from 1025 two (conflict).
describe('valueStates: one change vs two (§4.8)', () => {
  const bags: VersionGroup[] = [
    {
      id: '1',
      items: [
        { values_id: '111', products: [p(1025), p(1026)] },
        { values_id: '112', products: [p(1027)] },
      ],
    },
    {
      id: '2',
      items: [
        { values_id: '211', products: [p(1025), p(1026)] },
        { values_id: '212', products: [p(1027)] },
      ],
    },
    {
      id: '3',
      items: [
        { values_id: '311', products: [p(1025)] },
        { values_id: '312', products: [p(1026), p(1027)] },
      ],
    },
  ];
  it.each<[number, string, string, string]>([
    [1026, '2', '212', 'dependent'],
    [1025, '2', '212', 'conflict'],
    [1025, '3', '312', 'available'],
    [1027, '3', '311', 'conflict'],
    [1027, '1', '111', 'dependent'],
  ])('from %d, group %s value %s is %s', (id, group, value, state) => {
    expect(valueStates(bags, selectionFor(bags, id))[group]![value]).toBe(state);
  });
});

describe('chooseValue', () => {
  const at1 = selectionFor(groups, 1);
  it('available: the exact product', () => {
    expect(chooseValue(groups, at1, 'material', 'wool')).toEqual({
      selected: { colour: 'red', material: 'wool', pattern: 'plain' },
      product: p(2),
      conflict: false,
    });
  });
  it('dependent: the product that changes one other choice, and its choices', () => {
    expect(chooseValue(groups, at1, 'colour', 'blue')).toEqual({
      selected: { colour: 'blue', material: 'cotton', pattern: 'striped' },
      product: p(3),
      conflict: false,
    });
  });
  it('conflict: the choice is kept, no product (§5.7 message, no add)', () => {
    expect(chooseValue(groups, at1, 'colour', 'green')).toEqual({
      selected: { colour: 'green', material: 'cotton', pattern: 'plain' },
      product: null,
      conflict: true,
    });
  });
  it('leaving a conflict: of two one-change products, the one keeping the earlier group (colour) wins', () => {
    const inConflict = { colour: 'green', material: 'cotton', pattern: 'plain' };
    expect(chooseValue(groups, inConflict, 'material', 'wool').product).toEqual(p(4));
  });
});

// Random catalogs: the states and chooseValue must agree with each other and with resolveVariant.
describe('laws (fast-check)', () => {
  const catalogArb = fc.record({ groupCount: fc.integer({ min: 1, max: 3 }), valueCount: fc.integer({ min: 1, max: 3 }) }).chain(({ groupCount, valueCount }) =>
    fc
      .array(fc.array(fc.integer({ min: 0, max: valueCount - 1 }), { minLength: groupCount, maxLength: groupCount }), {
        minLength: 1,
        maxLength: 8,
      })
      .map((profiles) => {
        const built: VersionGroup[] = Array.from({ length: groupCount }, (_, g) => ({
          id: `g${g}`,
          items: Array.from({ length: valueCount }, (_, v) => ({
            values_id: `v${v}`,
            products: profiles.flatMap((prof, i) => (prof[g] === v ? [p(i + 1)] : [])),
          })),
        }));
        return { groups: built, count: profiles.length };
      }),
  );

  it('every product resolves to itself or one with the same values; its values are selected', () => {
    fc.assert(
      fc.property(catalogArb, ({ groups: gs, count }) => {
        for (let id = 1; id <= count; id++) {
          const sel = selectionFor(gs, id);
          const r = resolveVariant(gs, sel);
          expect(r.conflict).toBe(false);
          expect(selectionFor(gs, r.product!.product_id)).toEqual(sel);
          const states = valueStates(gs, sel);
          for (const [g, v] of Object.entries(sel)) expect(states[g]![v]).toBe('selected');
        }
      }),
    );
  });

  it('each state predicts what choosing the value does', () => {
    fc.assert(
      fc.property(catalogArb, fc.nat(), ({ groups: gs, count }, pick) => {
        const sel = selectionFor(gs, (pick % count) + 1);
        const states = valueStates(gs, sel);
        for (const g of gs) {
          for (const item of g.items) {
            const state = states[g.id]![item.values_id];
            const choice = chooseValue(gs, sel, g.id, item.values_id);
            if (state === 'selected' || state === 'available') {
              expect(choice.conflict).toBe(false);
              expect(choice.selected).toEqual({ ...sel, [g.id]: item.values_id });
            } else if (state === 'dependent') {
              expect(choice.conflict).toBe(false);
              const changed = Object.keys(sel).filter((k) => k !== g.id && choice.selected[k] !== sel[k]);
              expect(changed).toHaveLength(1);
              expect(choice.selected[g.id]).toBe(item.values_id);
            } else if (state === 'conflict') {
              expect(choice).toEqual({ selected: { ...sel, [g.id]: item.values_id }, product: null, conflict: true });
            } else {
              expect(item.products).toHaveLength(0);
            }
            if (choice.product) expect(resolveVariant(gs, choice.selected).product).not.toBeNull();
          }
        }
      }),
    );
  });
});
