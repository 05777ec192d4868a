// Where the clustering runs. In a Web Worker by default (the chunk `store-map-worker.js` beside the
// map's own chunks, in the page language's chunk directory; on pages that enforce Trusted Types the
// `storefront` policy vouches for that one URL). On the main thread when no worker can start (no
// Worker, a CSP or Trusted Types policy that refuses it, a worker that fails or does not answer),
// which blocks for the duration of Supercluster's load (bench/store-map.ts).
//
// Both engines answer loads in the order they were asked for: the last `load` is the index every
// later request reads, whatever order the work behind two overlapping loads finishes in.
import { trustedWorkerURL } from '../../core/trusted.ts';
import type { ClusterItem, FromWorker, ToWorker } from './cluster-protocol.ts';
import type { ClusterCore } from './cluster-core.ts';

export interface ClusterEngine {
  readonly kind: 'worker' | 'main';
  /** Builds the index; false when a newer load superseded it or the worker failed. */
  load(coords: Float64Array, radius: number, maxZoom: number): Promise<boolean>;
  clusters(bbox: [number, number, number, number], zoom: number): Promise<ClusterItem[]>;
  /** The zoom at which the cluster splits; null when the current index has no such cluster. */
  expansionZoom(id: number): Promise<number | null>;
  destroy(): void;
}

type CoreModule = { buildClusters(coords: Float64Array, radius: number, maxZoom: number): ClusterCore };

/**
 * Supercluster on the main thread. Its code is a chunk of its own (with a worker the page never
 * needs it), so every load awaits a dynamic import first; two overlapping loads can come back from
 * that await in either order, and the older one must not replace the newer index (the flaky
 * e2e cluster test: an empty load finishing last left the map with clusters whose ids no longer existed).
 */
export function mainThreadEngine(loadCore: () => Promise<CoreModule> = () => import('./cluster-core.ts')): ClusterEngine {
  let core: ClusterCore | null = null;
  let latest = 0;
  return {
    kind: 'main',
    async load(coords, radius, maxZoom) {
      const mine = ++latest;
      const { buildClusters } = await loadCore();
      if (mine !== latest) return false;
      core = buildClusters(coords, radius, maxZoom);
      return true;
    },
    async clusters(bbox, zoom) {
      return core ? core.clusters(bbox, zoom) : [];
    },
    async expansionZoom(id) {
      try {
        return core ? core.expansionZoom(id) : null;
      } catch {
        return null;
      }
    },
    destroy() {
      core = null;
    },
  };
}

/** The part of `Worker` the engine uses (tests pass a fake). */
export interface WorkerLike {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: 'message' | 'error', listener: (e: MessageEvent) => void): void;
  terminate(): void;
}

export function workerEngine(worker: WorkerLike): ClusterEngine {
  let seq = 0;
  const waiting = new Map<number, (m: FromWorker | null) => void>();
  worker.addEventListener('message', (e: MessageEvent<FromWorker>) => {
    const done = waiting.get(e.data.seq);
    waiting.delete(e.data.seq);
    done?.(e.data);
  });
  // A worker that dies answers nothing more: settle what waits, as failed.
  const fail = () => {
    for (const done of waiting.values()) done(null);
    waiting.clear();
  };
  worker.addEventListener('error', fail);
  const ask = (m: Omit<ToWorker, 'seq'>, transfer: Transferable[] = []) =>
    new Promise<FromWorker | null>((resolve) => {
      const s = ++seq;
      waiting.set(s, resolve);
      worker.postMessage({ ...m, seq: s }, transfer);
    });
  return {
    kind: 'worker',
    async load(coords, radius, maxZoom) {
      // The coordinates are moved, not copied, into the worker.
      const r = await ask({ type: 'load', coords, radius, maxZoom } as Omit<ToWorker, 'seq'>, [coords.buffer]);
      return r?.type === 'loaded';
    },
    async clusters(bbox, zoom) {
      const r = await ask({ type: 'clusters', bbox, zoom } as Omit<ToWorker, 'seq'>);
      return r?.type === 'clusters' ? r.items : [];
    },
    async expansionZoom(id) {
      const r = await ask({ type: 'expansion', id } as Omit<ToWorker, 'seq'>);
      return r?.type === 'expansion' ? r.zoom : null;
    },
    destroy() {
      fail();
      worker.terminate();
    },
  };
}

/** The worker's chunk, in the same directory as the chunk that starts it (build.mjs). */
export const WORKER_FILE = 'store-map-worker.js';

/** Turns a same-origin URL into what `new Worker()` accepts on this page, or null when it cannot. */
export type ScriptUrlTrust = (url: string) => string | object | null;

interface TrustedTypesLike {
  defaultPolicy?: unknown;
  isScriptURL?(v: unknown): boolean;
}

/**
 * The worker is on wherever it can start. Without Trusted Types in the browser a plain URL will
 * do. With them, the `storefront` policy (src/core/trusted.ts) vouches for our own worker chunks;
 * when the page does not allow that policy name, only the page's own `default` policy could still
 * let the plain URL through. Without one, `new Worker(url)` would be refused with a CSP violation
 * report, so the clustering stays on the main thread without trying.
 */
export function defaultScriptUrlTrust(): ScriptUrlTrust {
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!tt) return (url) => url;
  return (url) => {
    const v = trustedWorkerURL(url);
    if (v === null || typeof v !== 'string' || tt.isScriptURL?.(v)) return v;
    return tt.defaultPolicy ? v : null;
  };
}

/** How long a new worker may take to load and answer its first message before we cluster here. */
const WORKER_START_MS = 3000;

export interface StartOptions {
  /** For tests: the Worker constructor (default the global one). */
  Worker?: new (url: string, o: WorkerOptions) => WorkerLike;
  startTimeoutMs?: number;
}

/**
 * A worker engine when `trust` can vouch for the worker chunk's URL and the worker answers;
 * otherwise the main-thread engine. Never throws.
 */
export async function startEngine(trust: ScriptUrlTrust | null, chunkBase: URL, o: StartOptions = {}): Promise<ClusterEngine> {
  const W = o.Worker ?? (typeof Worker === 'undefined' ? undefined : Worker);
  if (!trust || !W) return mainThreadEngine();
  try {
    const url = new URL(WORKER_FILE, chunkBase);
    if (url.origin !== location.origin) return mainThreadEngine();
    const trusted = trust(url.href);
    if (trusted === null) return mainThreadEngine();
    const worker = new W(trusted as string, { type: 'module' });
    const engine = workerEngine(worker);
    // The worker must load and answer a ping (an empty load): a script that fails to load or
    // run fires `error`, which fails the ping at once; a stuck one hits the timeout.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ping = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), o.startTimeoutMs ?? WORKER_START_MS);
      void engine.load(new Float64Array(0), 1, 0).then(resolve);
    });
    const ok = await ping;
    clearTimeout(timer);
    if (ok) return engine;
    engine.destroy();
  } catch {
    // a CSP without workers, or a Trusted Types policy that refuses the URL
  }
  return mainThreadEngine();
}
