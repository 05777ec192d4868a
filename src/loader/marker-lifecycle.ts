// A marker's life cycle in the entry: its `data-widget-state`, the click and hover held while a
// widget loaded on interaction downloads, and the first scan's `storefront:ready`.
import type { Marker, ReadyDetail, Runtime, WidgetState } from './types.ts';

export const STATE = 'data-widget-state';

export function setState(el: HTMLElement, marker: Marker, state: WidgetState) {
  marker.state = state;
  el.setAttribute(STATE, state);
}

/**
 * While a widget loaded on interaction downloads, a click on its server markup waits for it, and
 * where a mouse or pen rests on it is remembered (until it leaves the marker).
 */
export function hold(el: HTMLElement, marker: Marker) {
  const listeners: Array<[string, (e: never) => void]> = [
    [
      'click',
      (e: Event) => {
        e.preventDefault();
        e.stopPropagation();
        marker.held = e.target as Element;
      },
    ],
    // A press in progress: if the widget mounts before it ends, its click would have no target.
    ['pointerdown', (e: Event) => (marker.pressed = e.target as Element)],
    ['pointerup', () => (marker.pressed = undefined)],
    ['pointerover', (e: PointerEvent) => (marker.over = e.pointerType === 'touch' ? undefined : e)],
    ['pointerout', (e: PointerEvent) => el.contains(e.relatedTarget as Node | null) || (marker.over = undefined)],
  ];
  for (const [type, fn] of listeners) el.addEventListener(type, fn as EventListener, true);
  marker.unhold = () => {
    for (const [type, fn] of listeners) el.removeEventListener(type, fn as EventListener, true);
  };
}

/** The shopper's first click is never lost: replayed on the widget, or on the server markup if it failed. */
export function release(el: HTMLElement, marker: Marker, rt?: Runtime) {
  const held = marker.held as HTMLElement | undefined;
  const over = marker.over;
  const pressed = marker.pressed;
  marker.unhold?.();
  marker.held = marker.over = marker.unhold = marker.pressed = undefined;
  if (held) rt ? rt.replay(el, held) : held.click();
  // A hover that began the load is not lost either: a submenu opens without the mouse moving again.
  else if (over && rt) rt.hover(el, over);
  // A press that began on the server markup and ends on the widget: the browser clicks nothing, as the
  // element it began on is gone, so its end clicks the widget's control of the same name.
  if (pressed && rt)
    el.ownerDocument.addEventListener('pointerup', () => pressed.isConnected || setTimeout(() => rt.replay(el, pressed)), { once: true, capture: true });
}

/**
 * The first scan's bookkeeping, as a tuple ([0] add, [1] settle, [2] after, [3] run): method names
 * would not be minified, and the entry is at its size budget (bench/budgets.json).
 */
export type FirstScan = [
  /** During the first scan: a marker the page's `storefront:ready` waits for. */
  add: (el: HTMLElement) => void,
  /** The marker settled (mounted, failed, or waiting for a condition the first scan does not meet). */
  settle: (el: HTMLElement, outcome?: keyof ReadyDetail) => void,
  /** Runs `fn` once the first scan's widgets are ready (now if they are). */
  after: (fn: () => void) => void,
  /** Runs the first scan: `storefront:ready` waits for its end, even if its markers settle while it runs. */
  run: (scan: () => void) => void,
];

export function firstScanOf(doc: Document, markers: Map<HTMLElement, Marker>): FirstScan {
  // Markers of the first scan that have not settled yet; null once `storefront:ready` fired.
  let pending: Set<HTMLElement> | null = new Set();
  let scanning = false;
  const ready: ReadyDetail = { mounted: [], failed: [] };

  function check() {
    if (!pending || scanning || pending.size) return;
    pending = null;
    // On the Performance timeline for theme developers (and the bench): start → ready.
    performance.measure?.('storefront:mount', 'storefront:start');
    doc.dispatchEvent(new CustomEvent('storefront:ready', { detail: ready }));
  }

  return [
    (el) => pending?.add(el),
    (el, outcome) => {
      if (!pending?.delete(el)) return;
      if (outcome) ready[outcome].push(markers.get(el)?.name ?? '');
      check();
    },
    (fn) => {
      if (pending) doc.addEventListener('storefront:ready', fn, { once: true });
      else fn();
    },
    (scan) => {
      scanning = true;
      scan();
      scanning = false;
      check();
    },
  ];
}
