// `window.StorefrontWidgets` (README "JS API"): the loader's calls, plus the adapters a shop
// registers by name (express checkout and captcha providers, src/core/adapters.ts).
import type { Bus } from '../core/bus.ts';
import { STATE, type FirstScan } from './marker-lifecycle.ts';
import type { LoaderOptions, Marker, Runtime, StorefrontApi } from './types.ts';

export type LoaderApi = Omit<StorefrontApi, 'adapters' | 'register'> & { start(): void; stop(): void };

/** The loader's calls over its markers, and `start` (the first scan) and `stop` (tests only). */
export function loaderCalls(
  o: LoaderOptions,
  markers: Map<HTMLElement, Marker>,
  runtime: () => Promise<Runtime>,
  runtimeStarted: () => Promise<Runtime> | undefined,
  firstScan: FirstScan,
  scan: (root: ParentNode) => void,
  drop: (el: HTMLElement, marker: Marker, restore: boolean) => void,
  warnUnknown: (name: unknown, where: string) => void,
): LoaderApi {
  let observer: MutationObserver | undefined;
  /** A call of the page shell's, forwarded: the shell loads with the runtime, on first use (src/core/shell-api.ts). */
  const shellCall =
    (name: 'navigate' | 'loadScript' | 'showLoading' | 'hideLoading') =>
    (...args: [string?]) =>
      runtime()
        .then((rt) => rt.shell())
        .then((shell) => (shell[name] as (...a: [string?]) => never)(...args));
  /** Markers added later mount, markers removed unmount. */
  function onMutations(records: MutationRecord[]) {
    let removed = false;
    const added: Element[] = [];
    for (const r of records) {
      // Changes inside a widget (React rendering, server markup swapped) are the widget's own.
      const target = r.target as HTMLElement;
      if (markers.has(target) || target.closest?.('[' + STATE + ']')) continue;
      if (r.removedNodes.length) removed = true;
      for (const n of r.addedNodes) if (n.nodeType === 1) added.push(n as Element);
    }
    if (removed) for (const [el, marker] of markers) if (!el.isConnected) drop(el, marker, false);
    for (const el of added) if (el.isConnected) scan(el);
  }
  const inspect = () => o.importInspector().then((m) => m.startInspector(markers, o.registry, o.rawConfig, runtimeStarted));

  return {
    version: o.version,
    registered: Object.keys(o.registry),
    inspect,
    start() {
      performance.mark?.('storefront:start');
      // `?storefront-inspect` in the page's address opens the inspector (README "The inspector"): that
      // parameter, not any text containing it (`?q=storefront-inspector`). Its chunk failing to load goes
      // to the reporter (its message names the chunk's address); the browser's console has the failed
      // request. A console line of our own as well took the entry to within 1 B of its budget.
      if (new URLSearchParams(location.search).has('storefront-inspect')) inspect().catch((e: unknown) => o.reporter.report(e));
      const switches = o.rawConfig.widgets as Record<string, unknown> | undefined;
      for (const key of ['enabled', 'disabled']) {
        const names = switches?.[key];
        if (Array.isArray(names)) for (const name of names) warnUnknown(name, 'widgets.' + key);
      }
      firstScan[3](() => scan(o.doc)); // run
      observer = new MutationObserver(onMutations);
      observer.observe(o.doc.documentElement, { childList: true, subtree: true });
    },
    stop() {
      // An open inspector stays: closing it here (the chunk's stopInspector) would cost the entry about
      // 17 B gzip, more than is left under its budget, for a call only tests make (src/index.ts drops stop()).
      observer?.disconnect();
      for (const [el, marker] of markers) drop(el, marker, true);
    },
    mount(root = o.doc) {
      scan(root);
    },
    unmount(root = o.doc) {
      for (const [el, marker] of markers) if (root.contains(el)) drop(el, marker, true);
    },
    refresh: (sections) => runtime().then((rt) => rt.refresh(sections)),
    on: o.bus.on,
    emit: o.bus.emit,
    widgets: () => [...markers].map(([element, m]) => ({ name: m.name, element, state: m.state })),
    navigate: shellCall('navigate'),
    loadScript: shellCall('loadScript'),
    showLoading: shellCall('showLoading'),
    hideLoading: shellCall('hideLoading'),
  };
}

export function publicApi(loaderApi: Omit<StorefrontApi, 'adapters' | 'register'>, bus: Bus): StorefrontApi {
  const adapters: Record<string, unknown> = {};
  return {
    ...loaderApi,
    adapters,
    register(kind, name, adapter) {
      adapters[kind + ':' + name] = adapter;
      bus.emit('adapter:registered', { kind, name });
    },
  };
}
