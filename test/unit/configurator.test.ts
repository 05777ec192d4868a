// The configurator's rules (spec §2.10, §4.8, §5.7, §7.5): src/domain/configurator.ts.
import { describe, expect, it } from 'vitest';
import {
  configurationFields,
  configuratorErrors,
  initialValues,
  itemError,
  shareConfigurationUrl,
  valuesFromSearch,
  visibleItems,
  type ConfiguratorItem,
} from '../../src/domain/configurator.ts';

const opts = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

// A shows B (wood = oak), B shows C (legs = metal): a chain.
const CHAIN: ConfiguratorItem[] = [
  { id: 'wood', type: 'radio', label: 'Wood', options: opts('oak', 'pine') },
  { id: 'legs', type: 'select', label: 'Legs', options: opts('wood', 'metal'), showWhen: [{ item: 'wood', values: ['oak'] }] },
  { id: 'legColour', type: 'radio', label: 'Leg colour', options: opts('black', 'white'), showWhen: [{ item: 'legs', values: ['metal'] }] },
];

describe('visibleItems (§4.8)', () => {
  it.each([
    [{ wood: ['oak'], legs: ['metal'], legColour: ['black'] }, ['wood', 'legs', 'legColour']],
    [{ wood: ['oak'], legs: ['wood'], legColour: ['black'] }, ['wood', 'legs']],
    // legs still says "metal", but legs is hidden: its value no longer shows legColour.
    [{ wood: ['pine'], legs: ['metal'], legColour: ['black'] }, ['wood']],
    [{}, ['wood']],
  ])('a chain: %j shows %j', (values, shown) => {
    expect([...visibleItems(CHAIN, values)].sort()).toEqual([...shown].sort());
  });

  it('an item with two conditions needs both', () => {
    const items: ConfiguratorItem[] = [
      { id: 'a', type: 'checkbox', label: 'A', options: opts('x', 'y') },
      {
        id: 'b',
        type: 'text',
        label: 'B',
        showWhen: [
          { item: 'a', values: ['x'] },
          { item: 'a', values: ['y'] },
        ],
      },
    ];
    expect(visibleItems(items, { a: ['x'] }).has('b')).toBe(false);
    expect(visibleItems(items, { a: ['x', 'y'] }).has('b')).toBe(true);
  });

  it('a cycle in bad data ends, and shows neither item of the cycle', () => {
    const items: ConfiguratorItem[] = [
      { id: 'a', type: 'radio', label: 'A', options: opts('1'), showWhen: [{ item: 'b', values: ['1'] }] },
      { id: 'b', type: 'radio', label: 'B', options: opts('1'), showWhen: [{ item: 'a', values: ['1'] }] },
      { id: 'c', type: 'radio', label: 'C', options: opts('1') },
      { id: 'self', type: 'radio', label: 'S', options: opts('1'), showWhen: [{ item: 'self', values: ['1'] }] },
      { id: 'ghost', type: 'text', label: 'G', showWhen: [{ item: 'no-such-item', values: ['1'] }] },
    ];
    expect([...visibleItems(items, { a: ['1'], b: ['1'], c: ['1'], self: ['1'] })]).toEqual(['c']);
  });

  it('a long chain in reverse order settles', () => {
    const items: ConfiguratorItem[] = Array.from({ length: 50 }, (_, i) => ({
      id: 'i' + (49 - i),
      type: 'radio' as const,
      label: String(i),
      options: opts('on'),
      ...(i < 49 ? { showWhen: [{ item: 'i' + (48 - i), values: ['on'] }] } : {}),
    }));
    const values = Object.fromEntries(items.map((i) => [i.id, ['on']]));
    expect(visibleItems(items, values).size).toBe(50);
  });
});

describe('itemError (§5.7)', () => {
  const group: ConfiguratorItem = { id: 'g', type: 'checkbox', label: 'G', required: true, options: opts('a', 'b') };
  const width: ConfiguratorItem = { id: 'w', type: 'number', label: 'W', min: 60, max: 200, placeholder: '120' };
  const note: ConfiguratorItem = { id: 'n', type: 'text', label: 'N', minLength: 2, maxLength: 5 };
  it.each([
    [group, [], { key: 'required' }],
    [group, ['a'], null],
    [{ ...group, required: false }, [], null],
    [width, ['60'], null],
    [width, ['200'], null],
    [width, ['59.5'], { key: 'min', n: 60 }],
    [width, ['201'], { key: 'max', n: 200 }],
    [width, ['99,5'], null],
    [width, ['abc'], { key: 'number' }],
    [width, [''], null],
    [{ ...width, required: true }, [''], { key: 'required' }],
    [note, ['a'], { key: 'minLength', n: 2 }],
    [note, ['abcdef'], { key: 'maxLength', n: 5 }],
    [note, ['żółć'], null],
    [note, [''], null],
    [{ id: 'r', type: 'radio', label: 'R', required: true, options: opts('x') } as ConfiguratorItem, [], { key: 'required' }],
  ] as const)('%o with %j → %j', (item, value, error) => {
    expect(itemError(item as ConfiguratorItem, value)).toEqual(error);
  });

  it('only the items that show are checked', () => {
    const items: ConfiguratorItem[] = [
      ...CHAIN,
      { id: 'engraving', type: 'text', label: 'E', required: true, showWhen: [{ item: 'legs', values: ['metal'] }] },
    ];
    expect([...configuratorErrors(items, { wood: ['pine'], legs: ['metal'] }).keys()]).toEqual([]);
    expect([...configuratorErrors(items, { wood: ['oak'], legs: ['metal'] })]).toEqual([['engraving', { key: 'required' }]]);
  });
});

describe('configurationFields (§7.5)', () => {
  const items: ConfiguratorItem[] = [
    ...CHAIN,
    { id: 'extras', type: 'checkbox', label: 'Extras', options: opts('glass', 'drawer', 'lamp') },
    { id: 'width', type: 'number', label: 'Width', min: 60, max: 200, placeholder: '120' },
    { id: 'note', type: 'text', label: 'Note', maxLength: 3, placeholder: '' },
  ];
  const values = { wood: ['oak'], legs: ['wood'], legColour: ['white'], extras: ['glass', 'lamp'], width: ['250'], note: ['abcd'] };

  it('sends the items that show, a checkbox group as indexed keys, out-of-range values as the placeholder', () => {
    expect(configurationFields(items, values, true)).toEqual([
      ['priceformula_wood', 'oak'],
      ['priceformula_legs', 'wood'],
      ['priceformula_extras[0]', 'glass'],
      ['priceformula_extras[1]', 'lamp'],
      ['priceformula_width', '120'],
      ['priceformula_note', ''],
    ]);
  });

  it("keeps the shopper's own values for the share link", () => {
    expect(configurationFields(items, values, false)).toContainEqual(['priceformula_width', '250']);
  });

  it('the share link keeps only the priceformula parameters, and opening it restores them', () => {
    const fields = configurationFields(items, { ...values, width: ['150'] }, false);
    const url = shareConfigurationUrl('https://shop.example/product/1060?utm_source=x&priceformula_old=1#tabs', [...fields, ['size', 'uniw']]);
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/product/1060');
    expect(parsed.hash).toBe('');
    expect([...parsed.searchParams.keys()].every((k) => k.startsWith('priceformula_'))).toBe(true);
    expect(parsed.searchParams.has('priceformula_old')).toBe(false);
    expect(initialValues(items, parsed.search)).toEqual({
      wood: ['oak'],
      legs: ['wood'],
      legColour: ['black'],
      extras: ['glass', 'lamp'],
      width: ['150'],
      note: ['abcd'],
    });
  });
});

describe('valuesFromSearch and initialValues', () => {
  it('drops choices an item does not offer, and keys that are not its own', () => {
    expect(valuesFromSearch(CHAIN, '?priceformula_wood=teak&priceformula_legs=metal&priceformula_legsX=1&priceformula_legColour[9]=white')).toEqual({
      legs: ['metal'],
      legColour: ['white'],
    });
  });

  it('starts a radio group and a select on their first choice, a checkbox group and inputs empty, unless a default is given', () => {
    const items: ConfiguratorItem[] = [
      ...CHAIN,
      { id: 'extras', type: 'checkbox', label: 'E', options: opts('a', 'b'), defaultValue: ['b'] },
      { id: 'w', type: 'number', label: 'W' },
    ];
    expect(initialValues(items)).toEqual({ wood: ['oak'], legs: ['wood'], legColour: ['black'], extras: ['b'], w: [] });
  });
});
