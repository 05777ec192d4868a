// Supercluster over a flat [lng, lat, lng, lat, …] array: shared by the worker and the
// main-thread fallback, so both give the same clusters.
import Supercluster from 'supercluster';
import type { ClusterItem } from './cluster-protocol.ts';

export interface ClusterCore {
  clusters(bbox: [number, number, number, number], zoom: number): ClusterItem[];
  expansionZoom(id: number): number;
}

/** Leaflet's tiles are 256 px wide at every zoom: the world is 256 × 2^zoom screen pixels. */
const LEAFLET_TILE_PX = 256;

export function buildClusters(coords: Float64Array, radius: number, maxZoom: number): ClusterCore {
  // Supercluster measures `radius` against tiles of `extent` pixels (512 by default). Telling it
  // Leaflet's 256 makes the radius what §9.10 documents: screen pixels on the map as drawn.
  const index = new Supercluster<{ i: number }, Record<string, unknown>>({ radius, extent: LEAFLET_TILE_PX, maxZoom, minZoom: 0 });
  const features = new Array(coords.length / 2);
  for (let i = 0; i < features.length; i++) {
    features[i] = { type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [coords[2 * i], coords[2 * i + 1]] } };
  }
  index.load(features);
  return {
    clusters(bbox, zoom) {
      return index.getClusters(bbox, zoom).map((f) => {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const p = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
        return p.cluster ? { lng, lat, id: p.cluster_id!, n: p.point_count! } : { lng, lat, id: -1, n: p.i! };
      });
    },
    expansionZoom: (id) => index.getClusterExpansionZoom(id),
  };
}
