// The loader: scans for `[data-widget]` markers, applies the admin's switches and each
// marker's load condition, loads the runtime and the widget's chunk, and keeps
// `data-widget-state` true. It watches the DOM so that markers added later mount and
// markers removed unmount. Everything here ships in the entry chunk, so it stays small.
// Its parts: scan.ts (markers found, states, conditions), load-queue.ts (chunks and mounting),
// marker-lifecycle.ts (states, held clicks, `storefront:ready`), public-api.ts (the calls).
import type { SectionName } from '../core/events.ts';
import type { FirstBulk } from '../core/page-data.ts';
import { loadQueue } from './load-queue.ts';
import { firstScanOf, release, setState, STATE } from './marker-lifecycle.ts';
import { loaderCalls, type LoaderApi } from './public-api.ts';
import { scanner, unknownWarner } from './scan.ts';
import type { LoaderOptions, Marker, RegistryEntry, Runtime } from './types.ts';

export type { LoaderOptions };

export function createLoader(o: LoaderOptions): LoaderApi {
  const markers = new Map<HTMLElement, Marker>();
  const firstScan = firstScanOf(o.doc, markers);
  let runtimePromise: Promise<Runtime> | undefined;
  let firstBulk: FirstBulk | undefined;

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
        afterReady: firstScan[2],
      }),
    ));

  /** A marker dropped or found again meanwhile is not the one that failed: nothing to do then. */
  function fail(el: HTMLElement, marker: Marker, error: unknown) {
    if (markers.get(el) !== marker) return;
    release(el, marker);
    setState(el, marker, 'error');
    marker.error = error;
    console.error(marker.name + ': ' + ((error as Error)?.message ?? String(error)));
    o.reporter.report(error, marker.name);
    firstScan[1](el, 'failed'); // settle
  }

  function drop(el: HTMLElement, marker: Marker, restore: boolean) {
    marker.cancel?.();
    marker.unhold?.();
    markers.delete(el);
    firstScan[1](el); // settle
    if (restore) el.removeAttribute(STATE);
    if (marker.state === 'loading' || marker.state === 'mounted' || marker.state === 'error') {
      runtimePromise?.then(
        (rt) => rt.unmount(el, restore),
        () => {},
      );
    }
  }

  /**
   * One bulk request for every section the page's widgets will read (docs/design.md §5), sent now
   * for the first scan rather than after the runtime and the network code have arrived.
   * Only before the runtime exists: page-data (created after it) is sure to take it as its first.
   */
  function askSections(sections: Set<SectionName>) {
    if (!runtimePromise) firstBulk = o.sendFirstBulk?.(o.rawConfig, sections);
    runtime().then(
      (rt) => rt.prefetch([...sections]),
      () => {},
    );
  }

  function loadCode(name: string, entry: RegistryEntry) {
    o.preloadChunks?.(name);
    return entry.load(name);
  }

  const warnUnknown = unknownWarner(o.registry);
  const load = loadQueue(markers, runtime, loadCode, fail, firstScan);
  const scan = scanner(o, markers, warnUnknown, fail, firstScan, load, loadCode, () => runtimePromise, askSections);
  return loaderCalls(o, markers, runtime, () => runtimePromise, firstScan, scan, drop, warnUnknown);
}
