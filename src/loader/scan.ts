// The scan: finds `[data-widget]` markers under a root, gives each its state (unknown, skipped,
// disabled, error, loading), runs its `early` step and waits for its load condition.
import { mayPrefetch, type ConnectionHints } from '../domain/prefetch-connection.ts';
import type { SectionName } from '../core/events.ts';
import type { PageType } from '../core/config.ts';
import { nearViewport, parseWhen, waitFor } from './conditions.ts';
import { hold, setState, type FirstScan } from './marker-lifecycle.ts';
import { isEnabled } from './read-config.ts';
import type { LoaderOptions, Marker, RegistryEntry, When } from './types.ts';

type Markers = Map<HTMLElement, Marker>;

/** Warns once per name and place: a typo in a marker or in the admin's switches is never silent. */
export function unknownWarner(registry: LoaderOptions['registry']) {
  const warned = new Set<string>();
  return (name: unknown, where: string) => {
    if (Object.hasOwn(registry, name as string) || warned.has(where + name)) return;
    warned.add(where + name);
    console.warn('storefront: unknown widget "' + name + '" in ' + where + '. Known widgets: ' + Object.keys(registry).join(', '));
  };
}

/** A marker inside another live widget belongs to that widget's markup. */
function insideLiveWidget(markers: Markers, el: Element): boolean {
  // Markers are met parents first, so an outer marker of the same scan already has its state.
  const outer = el.parentElement?.closest<HTMLElement>('[data-widget]');
  const state = outer && markers.get(outer)?.state;
  return state === 'loading' || state === 'mounted';
}

/** Returns `scan(root)`. */
export function scanner(
  o: LoaderOptions,
  markers: Markers,
  warnUnknown: (name: unknown, where: string) => void,
  fail: (el: HTMLElement, marker: Marker, error: unknown) => void,
  firstScan: FirstScan,
  load: (el: HTMLElement, marker: Marker, entry: RegistryEntry) => void,
  loadCode: (name: string, entry: RegistryEntry) => Promise<unknown>,
  runtimeStarted: () => unknown,
  askSections: (sections: Set<SectionName>) => void,
) {
  const pageType = (o.rawConfig.page as { type?: PageType } | undefined)?.type;

  /** Gives each new marker its state; returns the ones to load, with their condition. */
  function accept(found: HTMLElement[]) {
    const accepted: Array<[HTMLElement, Marker, RegistryEntry, When]> = [];
    for (const el of found) {
      if (markers.has(el) || insideLiveWidget(markers, el)) continue;
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
    return accepted;
  }

  return (root: ParentNode) => {
    const found: HTMLElement[] = [];
    if (root instanceof HTMLElement && root.hasAttribute('data-widget')) found.push(root);
    found.push(...root.querySelectorAll<HTMLElement>('[data-widget]'));
    // Reads first, writes after: the viewport checks must not alternate with attribute
    // writes, or every marker would force its own style and layout pass.
    const accepted = accept(found);
    const sections = new Set<SectionName>();
    // The shop's snippets and top layers (§3.4) travel in the page's first bulk request.
    if (o.rawConfig.snippets === true && !runtimeStarted()) sections.add('Snippets').add('ToplayersAndWidgets');
    for (const el of found) {
      const marker = markers.get(el);
      if (marker && marker.state !== 'loading') setState(el, marker, marker.state);
    }
    for (const [el, marker, entry, when] of accepted) {
      setState(el, marker, 'loading');
      firstScan[0](el); // add
      if (when === 'load' || when === 'visible') for (const s of entry.sections ?? []) sections.add(s);
      marker.cancel = waitFor(el, when, {
        trigger: () => {
          if (when === 'interaction') hold(el, marker);
          // An idle widget of the first scan waits for its widgets too: on a slow network its chunk
          // took one of the browser's 6 connections while theirs queued ([2]: after the first scan).
          if (when === 'idle') firstScan[2](() => markers.get(el) === marker && load(el, marker, entry));
          else load(el, marker, entry);
        },
        defer: () => firstScan[1](el), // settle
        // Never before the first scan's widgets are ready ([2]): on a slow network it would compete with them.
        // Without the prefetch (save-data, a slow connection) the code loads when the shopper reaches for the widget.
        prefetch: () =>
          mayPrefetch((navigator as { connection?: ConnectionHints }).connection) && firstScan[2](() => loadCode(marker.name, entry).catch(() => {})),
      });
    }
    if (sections.size) askSections(sections);
  };
}
