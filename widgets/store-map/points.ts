// Points of the map from each source: inline props, the compact JSON file, the pickup-point search.
import * as z from 'zod/mini';
import type { MapPoint } from '../../src/domain/stores.ts';
import type { OpeningWeek } from '../../src/domain/opening-hours.ts';
import type { Http } from '../../src/core/http.ts';
import type { InlinePoint } from './props.ts';
import { CompactRow, type PickupPoint } from './schemas.ts';

export interface StorePoint extends MapPoint {
  openingDays?: OpeningWeek | null;
  location?: string | null;
  link?: string | null;
}

export function fromInline(p: InlinePoint): StorePoint {
  return { id: String(p.id), lat: p.lat, lng: p.lng, title: p.title, city: p.city, address: p.address, openingDays: p.openingDays, link: p.link };
}

export function fromPickupPoint(p: PickupPoint): StorePoint {
  const a = p.address;
  const street = a ? [a.street, a.buildingAndHouseNumber].filter(Boolean).join(' ') : '';
  const address = a ? [street, [a.postcode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : undefined;
  return {
    id: String(p.id),
    lat: p.coordinates.latitude,
    lng: p.coordinates.longitude,
    title: p.name ?? String(p.id),
    city: a?.city ?? '',
    address,
    distance: p.coordinates.distance ?? null,
    openingDays: p.openingDays,
    location: p.location,
    link: p.link,
  };
}

const Envelope = z.object({ points: z.array(z.unknown()) });
const Rows = z.array(CompactRow);
const SLICE = 5000;

/**
 * Loads `{points: [[id, lat, lng, city, name], …]}`. Rows are checked against their schema in
 * slices of 5,000 with a yield between, so 100,000 points never make one long main-thread task.
 */
export async function loadCompactPoints(http: Http, url: string, signal: AbortSignal): Promise<StorePoint[]> {
  const { data } = await http.request(url, { method: 'GET', signal }, Envelope, url);
  const out: StorePoint[] = [];
  for (let start = 0; start < data.points.length; start += SLICE) {
    if (start) await new Promise((r) => setTimeout(r, 0));
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    const rows = Rows.parse(data.points.slice(start, start + SLICE));
    for (const [id, lat, lng, city, name] of rows) out.push({ id: String(id), lat, lng, city, title: name });
  }
  return out;
}
