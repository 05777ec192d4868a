// Markers whose condition fired in the same task load together: one wait for the runtime and each
// chunk per burst instead of a promise chain per marker (1000-tile listings).
import type { WidgetDefinition } from '../core/define-widget.ts';
import { release, setState, type FirstScan } from './marker-lifecycle.ts';
import type { Marker, RegistryEntry, Runtime } from './types.ts';

type Fail = (el: HTMLElement, marker: Marker, error: unknown) => void;

/** Returns `load(el, marker, entry)`, which queues the marker's chunk and mounts it when the runtime is there. */
export function loadQueue(
  markers: Map<HTMLElement, Marker>,
  runtime: () => Promise<Runtime>,
  loadCode: (name: string, entry: RegistryEntry) => Promise<{ default: WidgetDefinition }>,
  fail: Fail,
  firstScan: FirstScan,
) {
  let queue: Array<[HTMLElement, Marker, RegistryEntry]> = [];

  function flush() {
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
            (mod) => mount(rt, el, marker, mod.default),
            (error: unknown) => fail(el, marker, error),
          );
        }
      },
      (error: unknown) => {
        for (const [el, marker] of batch) fail(el, marker, error);
      },
    );
  }

  function mount(rt: Runtime, el: HTMLElement, marker: Marker, def: WidgetDefinition) {
    if (markers.get(el) !== marker) return;
    rt.mount(el, marker.name, def).then(
      () => {
        if (markers.get(el) !== marker || marker.state === 'error') return;
        setState(el, marker, 'mounted');
        release(el, marker, rt);
        firstScan[1](el, 'mounted'); // settle
      },
      (error: unknown) => fail(el, marker, error),
    );
  }

  return (el: HTMLElement, marker: Marker, entry: RegistryEntry) => {
    if (!queue.length) queueMicrotask(flush);
    queue.push([el, marker, entry]);
  };
}
