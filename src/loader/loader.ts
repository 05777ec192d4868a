// The loader: scans for `[data-widget]` markers, applies the admin's switches and each
// marker's load condition, loads the runtime and the widget's chunk, and keeps
// `data-widget-state` true. It watches the DOM so that markers added later mount and
// markers removed unmount. Everything here ships in the entry chunk, so it stays small.
import type { Bus } from '../core/bus.ts';
import type { WidgetDefinition } from '../core/define-widget.ts';
import type { SectionName } from '../core/events.ts';
import type { FirstBulk } from '../core/page-data.ts';
import { nearViewport, parseWhen, waitFor } from './conditions.ts';
import { isEnabled } from './read-config.ts';
import { mayPrefetch, type ConnectionHints } from '../domain/prefetch-connection.ts';
import type { ShellModule } from '../core/services.ts';
import type { PageType } from '../core/config.ts';
import type {
  InspectorModule,
  Marker,
  NetModule,
  ReadyDetail,
  Registry,
  RegistryEntry,
  Reporter,
  Runtime,
  RuntimeModule,
  StorefrontApi,
  When,
  WidgetState,
} from './types.ts';

export interface LoaderOptions {
  doc: Document;
  registry: Registry;
  bus: Bus;
  rawConfig: Record<string, unknown>;
  reporter: Reporter;
  importRuntime: () => Promise<RuntimeModule>;
  importNet: () => Promise<NetModule>;
  importShell: () => Promise<ShellModule>;
  /** Loads the inspector's chunk (src/inspector/), only when asked for. */
  importInspector: () => Promise<InspectorModule>;
  version: string;
  /**
   * Starts the downloads of the shared chunks a widget's chunk imports (the entry knows them from the
   * build), so that they do not wait a round trip for the widget's chunk to name them.
   */
  preloadChunks?(name: string): void;
  /** Sends the page's first bulk request for these sections (the entry: src/loader/first-bulk.ts). */
  sendFirstBulk?(rawConfig: Record<string, unknown>, sections: Set<SectionName>): FirstBulk | undefined;
}

const STATE = 'data-widget-state';

export function createLoader(o: LoaderOptions): Omit<StorefrontApi, 'adapters' | 'register'> & { start(): void; stop(): void } {
  const markers = new Map<HTMLElement, Marker>();
  const warnedUnknown = new Set<string>();
  let runtimePromise: Promise<Runtime> | undefined;
  let observer: MutationObserver | undefined;
  // Markers of the first scan that have not settled yet; null once `storefront:ready` fired.
  let firstScan: Set<HTMLElement> | null = new Set();
  let scanning = false;
  const ready: ReadyDetail = { mounted: [], failed: [] };
  let firstBulk: FirstBulk | undefined;
  const pageType = (o.rawConfig.page as { type?: PageType } | undefined)?.type;

  const runtime = () =>
    (runtimePromise ??= o.importRuntime().then((m) =>
      m.startRuntime({
        bus: o.bus,
        rawConfig: o.rawConfig,
        reporter: o.reporter,
        onCrash: (el, error) => {
          const marker = markers.get(el);
          if (marker) fail(el, marker, error);
        },
        firstBulk: () => firstBulk,
        importNet: o.importNet,
        importShell: o.importShell,
      }),
    ));
  /** A call of the page shell's, forwarded: the shell loads with the runtime, on first use (src/core/shell-api.ts). */
  const shellCall =
    (name: 'navigate' | 'loadScript' | 'showLoading' | 'hideLoading') =>
    (...args: [string?]) =>
      runtime()
        .then((rt) => rt.shell())
        .then((shell) => (shell[name] as (...a: [string?]) => never)(...args));

  /** Once per name and place: a typo in a marker or in the admin's switches is never silent. */
  function warnUnknown(name: unknown, where: string) {
    if (Object.hasOwn(o.registry, name as string) || warnedUnknown.has(where + name)) return;
    warnedUnknown.add(where + name);
    console.warn('storefront: unknown widget "' + name + '" in ' + where + '. Known widgets: ' + Object.keys(o.registry).join(', '));
  }

  function setState(el: HTMLElement, marker: Marker, state: WidgetState) {
    marker.state = state;
    el.setAttribute(STATE, state);
  }

  function settleFirst(el: HTMLElement, outcome?: keyof ReadyDetail) {
    if (!firstScan?.delete(el)) return;
    if (outcome) ready[outcome].push(markers.get(el)?.name ?? '');
    checkReady();
  }

  function checkReady() {
    if (!firstScan || scanning || firstScan.size) return;
    firstScan = null;
    // On the Performance timeline for theme developers (and the bench): start → ready.
    performance.measure?.('storefront:mount', 'storefront:start');
    o.doc.dispatchEvent(new CustomEvent('storefront:ready', { detail: ready }));
  }

  /** The shopper's first click is never lost: replayed on the widget, or on the server markup if it failed. */
  function release(el: HTMLElement, marker: Marker, rt?: Runtime) {
    const held = marker.held as HTMLElement | undefined;
    const over = marker.over;
    marker.unhold?.();
    marker.held = marker.over = marker.unhold = undefined;
    if (held) rt ? rt.replay(el, held) : held.click();
    // A hover that began the load is not lost either: a submenu opens without the mouse moving again.
    else if (over && rt) rt.hover(el, over);
  }

  function fail(el: HTMLElement, marker: Marker, error: unknown) {
    release(el, marker);
    setState(el, marker, 'error');
    marker.error = error;
    console.error(marker.name + ': ' + ((error as Error)?.message ?? String(error)));
    o.reporter.report(error, marker.name);
    settleFirst(el, 'failed');
  }

  function loadCode(name: string, entry: RegistryEntry) {
    o.preloadChunks?.(name);
    return entry.load();
  }

  // Markers whose condition fired in the same task load together: one wait for the runtime
  // and each chunk per burst instead of a promise chain per marker (1000-tile listings).
  let queue: Array<[HTMLElement, Marker, RegistryEntry]> = [];

  function load(el: HTMLElement, marker: Marker, entry: RegistryEntry) {
    if (!queue.length) queueMicrotask(flushQueue);
    queue.push([el, marker, entry]);
  }

  function flushQueue() {
    const batch = queue;
    queue = [];
    const chunks = new Map<RegistryEntry, Promise<{ default: WidgetDefinition }>>();
    for (const [, marker, entry] of batch) {
      if (chunks.has(entry)) continue;
      const chunk = loadCode(marker.name, entry).catch((e: Error) => {
        throw new Error('its code failed to load (' + e.message + ')');
      });
      // Handled per marker once the runtime is there; until then, no "unhandled rejection".
      chunk.catch(() => {});
      chunks.set(entry, chunk);
    }
    runtime().then(
      (rt) => {
        for (const [el, marker, entry] of batch) {
          chunks.get(entry)!.then(
            (mod) => mountOne(rt, el, marker, mod.default),
            (error: unknown) => markers.get(el) === marker && fail(el, marker, error),
          );
        }
      },
      (error: unknown) => {
        for (const [el, marker] of batch) if (markers.get(el) === marker) fail(el, marker, error);
      },
    );
  }

  function mountOne(rt: Runtime, el: HTMLElement, marker: Marker, def: WidgetDefinition) {
    if (markers.get(el) !== marker) return;
    rt.mount(el, marker.name, def).then(
      () => {
        if (markers.get(el) !== marker || marker.state === 'error') return;
        setState(el, marker, 'mounted');
        release(el, marker, rt);
        settleFirst(el, 'mounted');
      },
      (error: unknown) => markers.get(el) === marker && fail(el, marker, error),
    );
  }

  /**
   * While a widget loaded on interaction downloads, a click on its server markup waits for it, and
   * where a mouse or pen rests on it is remembered (until it leaves the marker).
   */
  function hold(el: HTMLElement, marker: Marker) {
    const listeners: Array<[string, (e: never) => void]> = [
      [
        'click',
        (e: Event) => {
          e.preventDefault();
          e.stopPropagation();
          marker.held = e.target as Element;
        },
      ],
      ['pointerover', (e: PointerEvent) => (marker.over = e.pointerType === 'touch' ? undefined : e)],
      ['pointerout', (e: PointerEvent) => el.contains(e.relatedTarget as Node | null) || (marker.over = undefined)],
    ];
    for (const [type, fn] of listeners) el.addEventListener(type, fn as EventListener, true);
    marker.unhold = () => {
      for (const [type, fn] of listeners) el.removeEventListener(type, fn as EventListener, true);
    };
  }

  /** Never before the first scan's widgets are ready: on a slow network it would compete with them. */
  function afterFirstScan(fn: () => void) {
    if (firstScan) o.doc.addEventListener('storefront:ready', fn, { once: true });
    else fn();
  }

  /** A marker inside another live widget belongs to that widget's markup. */
  function insideLiveWidget(el: Element): boolean {
    // Markers are met parents first, so an outer marker of the same scan already has its state.
    const outer = el.parentElement?.closest<HTMLElement>('[data-widget]');
    const state = outer && markers.get(outer)?.state;
    return state === 'loading' || state === 'mounted';
  }

  function scan(root: ParentNode) {
    const found: HTMLElement[] = [];
    if (root instanceof HTMLElement && root.hasAttribute('data-widget')) found.push(root);
    found.push(...root.querySelectorAll<HTMLElement>('[data-widget]'));
    // Reads first, writes after: the viewport checks below must not alternate with attribute
    // writes, or every marker would force its own style and layout pass.
    const accepted: Array<[HTMLElement, Marker, RegistryEntry, When]> = [];
    for (const el of found) {
      if (markers.has(el) || insideLiveWidget(el)) continue;
      const name = el.getAttribute('data-widget') ?? '';
      const entry = Object.hasOwn(o.registry, name) ? o.registry[name] : undefined;
      // §2: a page type the spec keeps the widget off (its registry `skipOn`).
      const skipped = entry?.skipOn?.includes(pageType!);
      const enabled = entry !== undefined && !skipped && isEnabled(o.rawConfig, name);
      let when: When | undefined;
      let error: unknown;
      // One marker's early step or condition throwing stops no other marker.
      try {
        if (enabled && entry.early) {
          entry.early(el);
          if (!el.isConnected) continue;
        }
        if (enabled) when = parseWhen(el.dataset.when, typeof entry.when === 'function' ? entry.when(el) : entry.when);
      } catch (e) {
        error = e;
      }
      const marker: Marker = { name, state: 'loading' };
      markers.set(el, marker);
      if (!entry) {
        marker.state = 'unknown';
        warnUnknown(name, 'data-widget');
      } else if (skipped) marker.state = 'skipped';
      else if (!enabled) marker.state = 'disabled';
      else if (!when) fail(el, marker, error);
      // A marker already in view loads now instead of waiting a frame for the observer.
      else accepted.push([el, marker, entry, when === 'visible' && nearViewport(el) ? 'load' : when]);
    }
    const sections = new Set<SectionName>();
    // The shop's snippets and top layers (§3.4) travel in the page's first bulk request.
    if (o.rawConfig.snippets === true && !runtimePromise) sections.add('Snippets').add('ToplayersAndWidgets');
    for (const el of found) {
      const marker = markers.get(el);
      if (marker && marker.state !== 'loading') setState(el, marker, marker.state);
    }
    for (const [el, marker, entry, when] of accepted) {
      setState(el, marker, 'loading');
      firstScan?.add(el);
      if (when === 'load' || when === 'visible') for (const s of entry.sections ?? []) sections.add(s);
      marker.cancel = waitFor(el, when, {
        trigger: () => {
          if (when === 'interaction') hold(el, marker);
          // An idle widget of the first scan waits for its widgets too: on a slow network its chunk
          // took one of the browser's 6 connections while theirs queued.
          if (when === 'idle') afterFirstScan(() => markers.get(el) === marker && load(el, marker, entry));
          else load(el, marker, entry);
        },
        defer: () => settleFirst(el),
        // Read when idle, not at the scan: the connection may have changed. Without the prefetch the code
        // loads when the shopper reaches for the widget.
        prefetch: () =>
          mayPrefetch((navigator as { connection?: ConnectionHints }).connection) && afterFirstScan(() => loadCode(marker.name, entry).catch(() => {})),
      });
    }
    // One bulk request for every section the page's widgets will read (docs/design.md §5), sent now
    // for the first scan rather than after the runtime and the network code have arrived.
    // Only before the runtime exists: page-data (created after it) is sure to take it as its first.
    if (sections.size) {
      if (!runtimePromise) firstBulk = o.sendFirstBulk?.(o.rawConfig, sections);
      runtime().then(
        (rt) => rt.prefetch([...sections]),
        () => {},
      );
    }
  }

  function drop(el: HTMLElement, marker: Marker, restore: boolean) {
    marker.cancel?.();
    marker.unhold?.();
    markers.delete(el);
    settleFirst(el);
    if (restore) el.removeAttribute(STATE);
    if (marker.state === 'loading' || marker.state === 'mounted' || marker.state === 'error') {
      runtimePromise?.then(
        (rt) => rt.unmount(el, restore),
        () => {},
      );
    }
  }

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

  const inspect = () => o.importInspector().then((m) => m.startInspector(markers, o.registry, o.rawConfig, () => runtimePromise));

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
      scanning = true;
      scan(o.doc);
      scanning = false;
      checkReady();
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
