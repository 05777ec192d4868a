// The README's worked examples are real: the listing tile's omnibus-price props parse with the
// widget's schema and show the lowest price (§4.7), so a theme copying them gets a working tile.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OmnibusProps } from '../../widgets/omnibus-price/props.ts';
import { OMNIBUS_DEFAULTS, omnibusView } from '../../src/domain/omnibus.ts';

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');

describe('README examples', () => {
  it('the omnibus-price listing-tile props are complete: they parse, and the lowest price shows', () => {
    const row = readme.split('\n').find((l) => l.startsWith('| `omnibus-price` | the server'))!;
    const json = /Listing tile: the §3\.10 price data, `(\{.*?\})` \(/.exec(row)?.[1];
    expect(json, 'the row gives the tile example').toBeDefined();
    expect(json).not.toContain('…');
    const props = OmnibusProps.parse(JSON.parse(json!));
    const view = omnibusView(props.price!, props.priceType ?? 'gross', OMNIBUS_DEFAULTS);
    expect(view.visible).toBe(true);
  });
});
