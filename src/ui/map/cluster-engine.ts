// Where the clustering runs. In a Web Worker when the page lets us start one (the chunk
// `chunks/store-map-worker-<hash>.js`, found through the bundle's manifest.json, and a Trusted
// Types policy that can make a script URL); otherwise on the main thread, which blocks for the
// duration of Supercluster's load (bench/store-map.ts: ~50 ms for 1,000 points, ~1.2 s for 100,000 at 1× CPU).
import * as z from 'zod/mini';
import { trustedWorkerURL } from '../../core/trusted.ts';
import type { ClusterItem, FromWorker, ToWorker } from './cluster-protocol.ts';
import type { ClusterCore } from './cluster-core.ts';

export interface ClusterEngine {
  readonly kind: 'worker' | 'main';
  load(coords: Float64Array, radius: number, maxZoom: number): Promise<void>;
  clusters(bbox: [number, number, number, number], zoom: number): Promise<ClusterItem[]>;
  expansionZoom(id: number): Promise<number>;
  destroy(): void;
}

export function mainThreadEngine(): ClusterEngine {
  let core: ClusterCore | null = null;
  return {
    kind: 'main',
    async load(coords, radius, maxZoom) {
      // Supercluster is a chunk of its own: with a worker the page never needs it.
      const { buildClusters } = await import('./cluster-core.ts');
      core = buildClusters(coords, radius, maxZoom);
    },
    async clusters(bbox, zoom) {
      return core ? core.clusters(bbox, zoom) : [];
    },
    async expansionZoom(id) {
      return core ? core.expansionZoom(id) : 0;
    },
    destroy() {
      core = null;
    },
  };
}

export function workerEngine(worker: Worker): ClusterEngine {
  let seq = 0;
  const waiting = new Map<number, (m: FromWorker) => void>();
  worker.addEventListener('message', (e: MessageEvent<FromWorker>) => {
    const done = waiting.get(e.data.seq);
    waiting.delete(e.data.seq);
    done?.(e.data);
  });
  const ask = (m: Omit<ToWorker, 'seq'>, transfer: Transferable[] = []) =>
    new Promise<FromWorker>((resolve) => {
      const s = ++seq;
      waiting.set(s, resolve);
      worker.postMessage({ ...m, seq: s }, transfer);
    });
  return {
    kind: 'worker',
    async load(coords, radius, maxZoom) {
      await ask({ type: 'load', coords, radius, maxZoom } as Omit<ToWorker, 'seq'>, [coords.buffer]);
    },
    async clusters(bbox, zoom) {
      const r = await ask({ type: 'clusters', bbox, zoom } as Omit<ToWorker, 'seq'>);
      return r.type === 'clusters' ? r.items : [];
    },
    async expansionZoom(id) {
      const r = await ask({ type: 'expansion', id } as Omit<ToWorker, 'seq'>);
      return r.type === 'expansion' ? r.zoom : 0;
    },
    destroy() {
      worker.terminate();
      waiting.clear();
    },
  };
}

const Manifest = z.object({ files: z.record(z.string(), z.unknown()) });

/** Turns a same-origin URL into what `new Worker()` accepts on this page, or null when it cannot. */
export type ScriptUrlTrust = (url: string) => string | object | null;

/**
 * Without Trusted Types in the browser a plain URL will do. With them, only a policy can make a
 * TrustedScriptURL, and the pages allow just `storefront` (src/core/trusted.ts, which has no
 * createScriptURL yet) and `default`: so null, the main thread, unless the page has a `default`
 * policy, or until the shared policy can vouch.
 */
export function defaultScriptUrlTrust(): ScriptUrlTrust | null {
  // The worker path is built (chunks/store-map-worker-*.js) and the `storefront` policy can vouch
  // for it (`trustedWorkerURL`), but it stays off by default for now: with it on, the e2e cluster
  // test (test/e2e/store-map.test.ts) does not see a visible cluster. Until that is understood,
  // clustering runs on the main thread unless the page lets plain URLs through.
  const tt = (globalThis as { trustedTypes?: { defaultPolicy?: unknown } }).trustedTypes;
  return !tt || tt.defaultPolicy ? (url) => url : null;
}

/** Opt-in worker trust through the `storefront` Trusted Types policy (see defaultScriptUrlTrust). */
export const storefrontWorkerTrust: ScriptUrlTrust = (url) => trustedWorkerURL(url);

/**
 * A worker engine when `trust` can vouch for the worker chunk's URL and the worker answers;
 * otherwise the main-thread engine. Never throws.
 */
export async function startEngine(trust: ScriptUrlTrust | null, chunkBase: URL): Promise<ClusterEngine> {
  if (!trust || typeof Worker === 'undefined') return mainThreadEngine();
  try {
    const res = await fetch(new URL('../manifest.json', chunkBase));
    const manifest = Manifest.parse(await res.json());
    const file = Object.keys(manifest.files).find((f) => /^chunks\/store-map-worker-[A-Z0-9]+\.js$/.test(f));
    if (!file) return mainThreadEngine();
    const url = new URL('../' + file, chunkBase);
    if (url.origin !== location.origin) return mainThreadEngine();
    const trusted = trust(url.href);
    if (trusted === null) return mainThreadEngine();
    const worker = new Worker(trusted as string, { type: 'module' });
    const engine = workerEngine(worker);
    // The worker must answer a ping (an empty load) within 3 s, or we cluster here.
    const ok = await Promise.race([engine.load(new Float64Array(0), 1, 0).then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 3000))]);
    if (ok) return engine;
    engine.destroy();
  } catch {
    // no manifest, a CSP without workers, or no Trusted Types policy: cluster on the main thread
  }
  return mainThreadEngine();
}
