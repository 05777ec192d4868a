// Supercluster over a flat [lng, lat, lng, lat, …] array: shared by the worker and the
// main-thread fallback, so both give the same clusters.
import Supercluster from 'supercluster';
import type { ClusterItem } from './cluster-protocol.ts';

export interface ClusterCore {
  clusters(bbox: [number, number, number, number], zoom: number): ClusterItem[];
  expansionZoom(id: number): number;
}

export function buildClusters(coords: Float64Array, radius: number, maxZoom: number): ClusterCore {
  const index = new Supercluster<{ i: number }, Record<string, unknown>>({ radius, maxZoom, minZoom: 0 });
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
