// Points of the map from each source: inline props, the compact JSON file, the pickup-point search.
import * as z from 'zod/mini';
import type { MapPoint } from '../../src/domain/stores.ts';
import type { OpeningWeek } from '../../src/domain/opening-hours.ts';
import type { InlinePoint } from './props.ts';
import { rowSlices } from './compact-json.ts';
import { CompactRow, type PickupPoint } from './schema.ts';

/** A point of the map and its list entry. */
export interface StorePoint extends MapPoint {
  /** Opening hours per weekday, shown when the point is selected. */
  openingDays?: OpeningWeek | null;
  /** The pickup point's location note (searchPickupPoints `location`), shown with its details. */
  location?: string | null;
  /** The point's details page. */
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

const Rows = z.array(CompactRow);
/** Rows per slice: a slice is parsed and checked in ~10 ms at 1× CPU. */
const SLICE = 2500;

/**
 * Loads `{points: [[id, lat, lng, city, name], …]}` (up to 100,000 rows, 7 MB). The text is cut
 * into slices of rows (compact-json.ts) that are parsed and checked against their schema with a
 * yield between, so no part of it is a long main-thread task. Not through the shared
 * http layer, which parses a whole answer at once; the same time-out applies.
 */
export async function loadCompactPoints(url: string, signal: AbortSignal, timeoutMs: number, onAnswer?: (headers: Headers) => void): Promise<StorePoint[]> {
  const ctrl = new AbortController();
  const abort = () => ctrl.abort();
  signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  let text: string;
  try {
    const res = await fetch(url, { signal: ctrl.signal, credentials: 'same-origin' });
    onAnswer?.(res.headers); // §7.1: any answer of the shop may ask for the tracking events
    if (!res.ok) throw new Error(`${url}: the server answered ${res.status}`);
    text = await res.text();
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
  const out: StorePoint[] = [];
  let first = true;
  for (const slice of rowSlices(text, 'points', SLICE)) {
    if (!first) await new Promise((r) => setTimeout(r, 0));
    first = false;
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    const rows = Rows.parse(JSON.parse(slice));
    for (const [id, lat, lng, city, name] of rows) out.push({ id: String(id), lat, lng, city, title: name });
  }
  return out;
}
