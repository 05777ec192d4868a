// The clustering engines of the store map (src/ui/map/cluster-engine.ts): the last load
// wins whatever order overlapping loads finish in (the cause of the flaky e2e cluster test), a
// worker request always gets an answer, and the main-thread fallback whenever a worker cannot start.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildClusters } from '../../src/ui/map/cluster-core.ts';
import { mainThreadEngine, startEngine, workerEngine, type WorkerLike } from '../../src/ui/map/cluster-engine.ts';
import type { FromWorker, ToWorker } from '../../src/ui/map/cluster-protocol.ts';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** n points around (lng, lat), flat [lng, lat, …]. */
function coordsAround(lng: number, lat: number, n: number): Float64Array {
  const c = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) {
    c[2 * i] = lng + (i % 10) * 0.001;
    c[2 * i + 1] = lat + Math.floor(i / 10) * 0.001;
  }
  return c;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('main-thread engine', () => {
  it('the last load wins when an older load finishes after it', async () => {
    // The cluster-core import of the first load comes back last, as Chromium sometimes does with
    // two pending imports of one chunk: the first (empty) load must not replace the 1,000 points.
    const first = deferred<{ buildClusters: typeof buildClusters }>();
    const imports = [first.promise, Promise.resolve({ buildClusters })];
    const engine = mainThreadEngine(() => imports.shift()!);
    const older = engine.load(new Float64Array(0), 60, 16);
    const newer = engine.load(coordsAround(19, 52, 1000), 60, 16);
    expect(await newer).toBe(true);
    first.resolve({ buildClusters });
    expect(await older).toBe(false);
    const items = await engine.clusters(WORLD, 3);
    expect(items.reduce((n, c) => n + (c.id >= 0 ? c.n : 1), 0)).toBe(1000);
    const cluster = items.find((c) => c.id >= 0)!;
    expect(await engine.expansionZoom(cluster.id)).toBeGreaterThan(3);
  });

  it('an unknown cluster id has no expansion zoom (null), instead of a rejected promise', async () => {
    const engine = mainThreadEngine(async () => ({ buildClusters }));
    expect(await engine.expansionZoom(1)).toBeNull();
    await engine.load(coordsAround(19, 52, 50), 60, 16);
    // Supercluster ids carry their zoom in the low 5 bits: zoom 31 has no tree, so it throws.
    expect(await engine.expansionZoom(31)).toBeNull();
  });
});

/** A worker stand-in running the same clustering core in-process; `answer: false` keeps it silent. */
class FakeWorker implements WorkerLike {
  static made: FakeWorker[] = [];
  static behaviour: 'answer' | 'silent' | 'error' = 'answer';
  private readonly listeners: Record<string, ((e: unknown) => void)[]> = {};
  private core: ReturnType<typeof buildClusters> | null = null;
  terminated = false;
  constructor(
    readonly url: string,
    readonly options?: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
    if (FakeWorker.behaviour === 'error') setTimeout(() => this.emit('error', new Event('error')), 1);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    (this.listeners[type] ??= []).push(fn as (e: unknown) => void);
  }
  emit(type: string, e: unknown) {
    for (const fn of this.listeners[type] ?? []) fn(e);
  }
  postMessage(m: ToWorker) {
    if (FakeWorker.behaviour !== 'answer') return;
    let out: FromWorker;
    try {
      if (m.type === 'load') {
        this.core = buildClusters(m.coords, m.radius, m.maxZoom);
        out = { type: 'loaded', seq: m.seq };
      } else if (m.type === 'clusters') out = { type: 'clusters', seq: m.seq, items: this.core?.clusters(m.bbox, m.zoom) ?? [] };
      else out = { type: 'expansion', seq: m.seq, zoom: this.core!.expansionZoom(m.id) };
    } catch {
      out = { type: 'failed', seq: m.seq };
    }
    setTimeout(() => this.emit('message', { data: out }), 0);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('worker engine', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    FakeWorker.behaviour = 'answer';
  });

  it('a request the worker could not serve answers null, and a worker that dies settles what waits', async () => {
    const w = new FakeWorker('x');
    const engine = workerEngine(w);
    expect(await engine.load(coordsAround(19, 52, 100), 60, 16)).toBe(true);
    expect(await engine.expansionZoom(31)).toBeNull();
    FakeWorker.behaviour = 'silent';
    const pending = engine.clusters(WORLD, 3);
    const loading = engine.load(new Float64Array(2), 60, 16);
    w.emit('error', new Event('error'));
    expect(await pending).toEqual([]);
    expect(await loading).toBe(false);
  });
});

describe('startEngine: the worker when it can start, else the main thread', () => {
  const base = new URL('http://shop.test/storefront/chunks/');

  beforeEach(() => {
    FakeWorker.made = [];
    FakeWorker.behaviour = 'answer';
    vi.stubGlobal('location', new URL('http://shop.test/pickup-points'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts the worker chunk beside the map's chunks, as a module, with the trusted URL", async () => {
    const trust = vi.fn((u: string) => ({ trusted: u }));
    const engine = await startEngine(trust, base, { Worker: FakeWorker as never });
    expect(engine.kind).toBe('worker');
    expect(trust).toHaveBeenCalledWith('http://shop.test/storefront/chunks/store-map-worker.js');
    expect(FakeWorker.made[0]!.url).toEqual({ trusted: 'http://shop.test/storefront/chunks/store-map-worker.js' });
    expect(FakeWorker.made[0]!.options).toEqual({ type: 'module' });
  });

  it('no trust (Trusted Types without a usable policy): main thread, no worker made', async () => {
    expect((await startEngine(null, base, { Worker: FakeWorker as never })).kind).toBe('main');
    expect((await startEngine(() => null, base, { Worker: FakeWorker as never })).kind).toBe('main');
    expect(FakeWorker.made).toEqual([]);
  });

  it('a worker script that fails to load: main thread at once, not after the start timeout', async () => {
    FakeWorker.behaviour = 'error';
    // A fake clock: the engine has to settle when the error arrives (1 ms), long before the
    // 60 s start timeout could fire. vi.waitFor moves the fake clock 10 ms per check, so its
    // 5 s (at most 500 checks) move it 5 s at most.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled: { kind: string } | undefined;
      void startEngine((u) => u, base, { Worker: FakeWorker as never, startTimeoutMs: 60_000 }).then((e) => (settled = e));
      await vi.waitFor(() => expect(settled?.kind).toBe('main'), { timeout: 5000, interval: 10 });
      expect(FakeWorker.made[0]!.terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a worker that never answers: main thread after the start timeout, the worker terminated', async () => {
    FakeWorker.behaviour = 'silent';
    const engine = await startEngine((u) => u, base, { Worker: FakeWorker as never, startTimeoutMs: 30 });
    expect(engine.kind).toBe('main');
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('a worker on another origin than the page, or a constructor that throws: main thread', async () => {
    expect((await startEngine((u) => u, new URL('https://cdn.test/chunks/'), { Worker: FakeWorker as never })).kind).toBe('main');
    expect(FakeWorker.made).toEqual([]);
    const Throws = class {
      constructor() {
        throw new TypeError('refused by CSP');
      }
    };
    expect((await startEngine((u) => u, base, { Worker: Throws as never })).kind).toBe('main');
  });
});

describe('defaultScriptUrlTrust: which pages get the worker', () => {
  const url = 'http://shop.test/storefront/chunks/pl-1A2B3C4D/store-map-worker.js';
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('location', new URL('http://shop.test/pickup-points'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const load = async () => (await import('../../src/ui/map/cluster-engine.ts')).defaultScriptUrlTrust();

  /** A Trusted Types stand-in: `allowed` = the page's CSP lists `storefront`. */
  function trustedTypes(allowed: boolean, defaultPolicy: object | null) {
    class TrustedScriptURL {
      constructor(readonly url: string) {}
    }
    return {
      defaultPolicy,
      isScriptURL: (v: unknown) => v instanceof TrustedScriptURL,
      createPolicy(name: string, rules: { createScriptURL(u: string): string }) {
        if (!allowed) throw new TypeError(`policy ${name} disallowed`);
        return { createScript: (s: string) => s, createScriptURL: (u: string) => new TrustedScriptURL(rules.createScriptURL(u)) };
      },
    };
  }

  it('no Trusted Types in the browser: the plain URL', async () => {
    vi.stubGlobal('trustedTypes', undefined);
    expect((await load())(url)).toBe(url);
  });

  it('Trusted Types with the storefront policy allowed (the shop CSP): a TrustedScriptURL for our worker chunk only', async () => {
    vi.stubGlobal('trustedTypes', trustedTypes(true, null));
    const trust = await load();
    expect(trust(url)).toMatchObject({ url });
    expect(trust('http://evil.test/storefront/chunks/pl-1A2B3C4D/store-map-worker.js')).toBeNull();
    expect(trust('http://shop.test/storefront/chunks/pl-1A2B3C4D/runtime.js')).toBeNull();
    expect(trust('http://shop.test/storefront/chunks/store-map-worker.js')).toBeNull();
  });

  it('our policy not allowed: the plain URL only when the page has a default policy, else the main thread', async () => {
    vi.stubGlobal('trustedTypes', trustedTypes(false, null));
    expect((await load())(url)).toBeNull();
    vi.resetModules();
    vi.stubGlobal('trustedTypes', trustedTypes(false, {}));
    expect((await load())(url)).toBe(url);
  });
});

describe('cluster radius in screen pixels (§9.10)', () => {
  // Leaflet's Web Mercator at zoom z: the world is 256 × 2^z pixels wide.
  const ZOOM = 10;
  const worldPx = 256 * 2 ** ZOOM;
  const lngAt = (x: number) => (x / worldPx) * 360 - 180;
  const x0 = worldPx / 2 + 1000;
  /** Two points on one row of the screen, `apart` screen pixels from each other. */
  const pair = (apart: number) => new Float64Array([lngAt(x0), 0, lngAt(x0 + apart), 0]);
  const clustersOf = (coords: Float64Array) => buildClusters(coords, 60, 16).clusters(WORLD, ZOOM);

  it.each([10, 45, 55])('two points %i px apart on screen merge into one cluster (radius 60)', (apart) => {
    const items = clustersOf(pair(apart));
    expect(items).toHaveLength(1);
    expect(items[0]!.n).toBe(2);
  });

  it.each([65, 90, 150])('two points %i px apart on screen stay apart (radius 60)', (apart) => {
    expect(clustersOf(pair(apart))).toHaveLength(2);
  });
});
