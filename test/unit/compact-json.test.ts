// The points file cut into slices of rows (widgets/store-map/compact-json.ts, the store map: 100,000
// points load without a long main-thread task): the slices hold exactly the rows JSON.parse sees,
// whatever the names contain and however the file is formatted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompactJsonError, rowSlices } from '../../widgets/store-map/compact-json.ts';

const parseSlices = (text: string, size: number) => [...rowSlices(text, 'points', size)].map((s) => JSON.parse(s) as unknown[]);

const row = fc.tuple(
  fc.oneof(fc.string(), fc.integer()),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
  fc.string(),
);

describe('rowSlices', () => {
  it('slices of at most `size` rows that together are the points array, for any names and formatting', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), fc.integer({ min: 1, max: 25 }), fc.boolean(), (rows, size, pretty) => {
        const text = JSON.stringify({ points: rows }, null, pretty ? 2 : undefined);
        const slices = parseSlices(text, size);
        expect(slices.every((s) => s.length > 0 && s.length <= size)).toBe(true);
        expect(slices.flat()).toEqual(JSON.parse(text).points);
      }),
    );
  });

  it('names with brackets, commas, quotes and escapes never cut a row', () => {
    const rows = [
      ['a]', 52.1, 21, 'Warszawa', 'Punkt "]," 1'],
      ['b', 50, 19.9, 'Kraków', 'ends with a backslash \\'],
      [3, 54.3, 18.6, 'Gdańsk', '[{"not": "json"}]'],
    ];
    expect(parseSlices(JSON.stringify({ points: rows }), 2)).toEqual([rows.slice(0, 2), rows.slice(2)]);
  });

  it('finds the array among other keys, before or after it, with nested values', () => {
    const text = '{ "meta": {"points": [1, 2], "note": "]}"}, "count": 2, "points" : [ ["x", 1, 2, "c", "n"] , ["y", 3, 4, "c", "m"] ], "after": [[]] }';
    expect(parseSlices(text, 10)).toEqual([
      [
        ['x', 1, 2, 'c', 'n'],
        ['y', 3, 4, 'c', 'm'],
      ],
    ]);
  });

  it('an empty array has no slices', () => {
    expect(parseSlices('{"points":[]}', 5)).toEqual([]);
    expect(parseSlices('{"points": [ ] }', 5)).toEqual([]);
  });

  it('malformed files are errors, not silently fewer points', () => {
    for (const bad of ['[]', '{"other": []}', '{"points": 3}', '{"points": [[1, 2]', '{"points": [["unterminated]]}', 'null'])
      expect(() => parseSlices(bad, 5), bad).toThrow(CompactJsonError);
    // A broken row is left for JSON.parse of its slice to refuse.
    expect(() => parseSlices('{"points": [[1, 2,], [3]]}', 5)).toThrow(SyntaxError);
  });
});
