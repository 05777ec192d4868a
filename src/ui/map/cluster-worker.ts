// The clustering worker (the store map: 100,000 points stay smooth). Build entry `store-map-worker.js` in
// each language's chunk directory, beside the map's chunks (cluster-engine.ts). Messages are handled in the
// order they were posted, so the last `load` asked for is the index every later request reads.
import { buildClusters, type ClusterCore } from './cluster-core.ts';
import type { FromWorker, ToWorker } from './cluster-protocol.ts';

let core: ClusterCore | null = null;
const post = (m: FromWorker) => (self as unknown as { postMessage(m: FromWorker): void }).postMessage(m);

self.addEventListener('message', (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  try {
    if (m.type === 'load') {
      core = null; // a load that throws must not leave the previous index answering
      core = buildClusters(m.coords, m.radius, m.maxZoom);
      post({ type: 'loaded', seq: m.seq });
    } else if (m.type === 'clusters') post({ type: 'clusters', seq: m.seq, items: core ? core.clusters(m.bbox, m.zoom) : [] });
    else if (core) post({ type: 'expansion', seq: m.seq, zoom: core.expansionZoom(m.id) });
    else post({ type: 'failed', seq: m.seq });
  } catch {
    // Without an answer the map would wait forever for this request.
    post({ type: 'failed', seq: m.seq });
  }
});
