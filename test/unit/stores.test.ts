import { describe, expect, it } from 'vitest';
import { citiesOf, distanceText, filterPoints, isInStock, quantityText, type MapPoint } from '../../src/domain/stores.ts';

const unit = { singular: 'para', plural: 'pary' };

describe('store stock quantity (§3.17)', () => {
  it('strictQuantity -1 shows ∞ with the plural unit', () => {
    expect(quantityText({ quantity: 0, strictQuantity: -1, unit })).toBe('∞ pary');
    expect(isInStock({ quantity: 0, strictQuantity: -1 })).toBe(true);
  });
  it('1 takes the singular unit, other counts the plural', () => {
    expect(quantityText({ quantity: 1, strictQuantity: 1, unit })).toBe('1 para');
    expect(quantityText({ quantity: 3, strictQuantity: 3, unit })).toBe('3 pary');
    expect(quantityText({ quantity: 0, strictQuantity: 0, unit })).toBe('0 pary');
  });
  it('a zero quantity is out of stock', () => {
    expect(isInStock({ quantity: 0, strictQuantity: 0 })).toBe(false);
    expect(isInStock({ quantity: 2, strictQuantity: 2 })).toBe(true);
  });
  it('a missing plural falls back to the singular', () => {
    expect(quantityText({ quantity: 5, unit: { singular: 'szt.' } })).toBe('5 szt.');
  });
});

const pts: MapPoint[] = [
  { id: '1', lat: 52.23, lng: 21.01, title: 'A', city: 'Warszawa' },
  { id: '2', lat: 50.06, lng: 19.94, title: 'B', city: 'Kraków' },
  { id: '3', lat: 51.76, lng: 19.46, title: 'C', city: 'Łódź' },
  { id: '4', lat: 51.25, lng: 22.57, title: 'D', city: 'Lublin' },
  { id: '5', lat: 52.25, lng: 21.05, title: 'E', city: 'Warszawa' },
];

describe('the list beside the map', () => {
  it('cities are sorted the Polish way', () => {
    expect(citiesOf(pts)).toEqual(['Kraków', 'Lublin', 'Łódź', 'Warszawa']);
  });
  it('filters by city', () => {
    expect(filterPoints(pts, { city: 'Warszawa' }).items.map((p) => p.id)).toEqual(['1', '5']);
    expect(filterPoints(pts, { city: '' }).total).toBe(5);
  });
  it('filters by the viewport', () => {
    const r = filterPoints(pts, { bounds: { south: 51, west: 19, north: 52, east: 20 } });
    expect(r.items.map((p) => p.id)).toEqual(['3']);
  });
  it('combines city and viewport, and caps the list but counts everything', () => {
    const r = filterPoints(pts, { city: 'Warszawa', bounds: { south: 52, west: 21, north: 53, east: 22 }, limit: 1 });
    expect(r.items.map((p) => p.id)).toEqual(['1']);
    expect(r.total).toBe(2);
  });
  it('sorts by distance when the server gave distances', () => {
    const withDist = pts.map((p, i) => ({ ...p, distance: 5000 - i * 1000 }));
    expect(filterPoints(withDist, {}).items[0]!.id).toBe('5');
  });
  it('distance texts', () => {
    expect(distanceText(349.6)).toBe('350 m');
    expect(distanceText(2400)).toBe('2,4 km');
    expect(distanceText(12600)).toBe('13 km');
    expect(distanceText(2400, '.')).toBe('2.4 km');
  });
});
