// Stores and pickup points as map points, the list beside the map, and store stock (§3.13, §3.17).
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  /** What the list and the marker's label show. */
  title: string;
  city: string;
  /** One line of address, when known. */
  address?: string;
  /** Metres from the searched address, when the server gave it. */
  distance?: number | null;
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export function inBounds(p: { lat: number; lng: number }, b: Bounds): boolean {
  return p.lat >= b.south && p.lat <= b.north && p.lng >= b.west && p.lng <= b.east;
}

/** Distinct cities in Polish alphabetical order (Łódź after Lublin). */
export function citiesOf(points: readonly { city: string }[]): string[] {
  const set = new Set<string>();
  for (const p of points) if (p.city) set.add(p.city);
  return [...set].sort((a, b) => a.localeCompare(b, 'pl'));
}

export interface ListFilter {
  /** '' or undefined: every city. */
  city?: string;
  /** Only points inside the map's viewport; undefined before the map knows its bounds. */
  bounds?: Bounds | null;
  /** The list shows at most this many (the map shows them all, clustered). */
  limit?: number;
}

/** The list beside the map: the points in view, of the chosen city, nearest first when known. */
export function filterPoints<P extends MapPoint>(points: readonly P[], f: ListFilter): { items: P[]; total: number } {
  const items: P[] = [];
  let total = 0;
  const limit = f.limit ?? Infinity;
  for (const p of points) {
    if (f.city && p.city !== f.city) continue;
    if (f.bounds && !inBounds(p, f.bounds)) continue;
    total++;
    if (items.length < limit) items.push(p);
  }
  if (items.some((p) => p.distance != null)) items.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
  return { items, total };
}

/** Distance text: "350 m", "2,4 km" (Polish decimal comma; `decimal` for other languages). */
export function distanceText(metres: number, decimal = ','): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = metres < 10000 ? (Math.round(metres / 100) / 10).toFixed(1) : String(Math.round(metres / 1000));
  return `${km.replace('.', decimal)} km`;
}

// ---------------------------------------------------------------- store stock (§3.17)

export interface StockQuantity {
  quantity?: number | null;
  /** -1 means unlimited (§3.17). */
  strictQuantity?: number | null;
  unit?: { singular?: string | null; plural?: string | null } | null;
}

export const UNLIMITED = -1;

export function isUnlimited(q: StockQuantity): boolean {
  return q.strictQuantity === UNLIMITED;
}

/** In stock: unlimited, or a positive quantity. */
export function isInStock(q: StockQuantity): boolean {
  return isUnlimited(q) || (q.quantity ?? 0) > 0;
}

/** "∞ szt.", "1 para", "3 pary": strictQuantity -1 shows ∞ (§3.17); 1 takes the singular unit. */
export function quantityText(q: StockQuantity): string {
  const singular = q.unit?.singular ?? '';
  const plural = q.unit?.plural || singular;
  if (isUnlimited(q)) return ('∞ ' + plural).trim();
  const n = q.quantity ?? 0;
  return (String(n) + ' ' + (n === 1 ? singular : plural)).trim();
}
