// Messages between the map and the clustering worker (cluster-worker.ts), and the one shape of
// clustering results both engines return.
export interface ClusterItem {
  lng: number;
  lat: number;
  /** Cluster id, or -1 for a single point. */
  id: number;
  /** Points in the cluster, or the point's index in the loaded array. */
  n: number;
}

export type ToWorker =
  | { type: 'load'; seq: number; coords: Float64Array; radius: number; maxZoom: number }
  | { type: 'clusters'; seq: number; bbox: [number, number, number, number]; zoom: number }
  | { type: 'expansion'; seq: number; id: number };

export type FromWorker =
  | { type: 'loaded'; seq: number }
  | { type: 'clusters'; seq: number; items: ClusterItem[] }
  | { type: 'expansion'; seq: number; zoom: number }
  /** The request threw (e.g. a cluster id the current index does not know): every request gets an answer. */
  | { type: 'failed'; seq: number };
