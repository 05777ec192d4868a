// Load conditions (`data-when`): load, idle, visible, interaction. Each returns a cancel
// function so that an unmounted marker leaves no listener or observer behind.
import type { When } from './types.ts';

const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

export interface ConditionCallbacks {
  /** The condition is met: load the widget now. */
  trigger(): void;
  /** The condition will not be met during the first scan (the page may be ready without it). */
  defer(): void;
  /** Downloads the widget's code without mounting it (an idle prefetch for `interaction`). */
  prefetch(): void;
}

const MARGIN = 200;

/** Within the viewport plus the observer's margin; false for boxes without layout (let the observer decide). */
export function nearViewport(el: Element): boolean {
  const r = el.getBoundingClientRect();
  if (!r.width && !r.height) return false;
  return r.bottom > -MARGIN && r.top < innerHeight + MARGIN && r.right > -MARGIN && r.left < innerWidth + MARGIN;
}

/** The element whose box stands for the marker: a `display: contents` marker has none, its first child has. */
function boxOf(el: HTMLElement): Element {
  return el.getClientRects().length === 0 && el.firstElementChild ? el.firstElementChild : el;
}

type VisibleCallback = (visible: boolean) => void;
let observer: IntersectionObserver | undefined;
const watched = new Map<Element, VisibleCallback>();

function observe(el: Element, cb: VisibleCallback): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watched.get(entry.target)?.(entry.isIntersecting);
    },
    // Start loading a little before the marker scrolls into view.
    { rootMargin: MARGIN + 'px' },
  );
  watched.set(el, cb);
  observer.observe(el);
  return () => {
    watched.delete(el);
    observer?.unobserve(el);
  };
}

export function waitFor(el: HTMLElement, when: When, cb: ConditionCallbacks): () => void {
  if (when === 'visible' && typeof IntersectionObserver === 'function') {
    let first = true;
    const stop = observe(el, (visible) => {
      if (visible) {
        stop();
        cb.trigger();
      } else if (first) cb.defer();
      first = false;
    });
    return stop;
  }
  if (when === 'idle') {
    cb.defer();
    return onIdle(cb.trigger);
  }
  if (when === 'interaction') {
    cb.defer();
    // The code is fetched when the page is idle, but only for a marker the shopper can reach: one on
    // screen (or within the observer's margin). A marker further down, or hidden at this view, has its
    // code fetched when it comes near; the widget mounts when the shopper reaches for it.
    let unseen = () => {};
    const idle = onIdle(() => {
      const box = boxOf(el);
      if (nearViewport(box) || typeof IntersectionObserver !== 'function') return cb.prefetch();
      unseen = observe(box, (near) => {
        if (!near) return;
        unseen();
        cb.prefetch();
      });
    });
    const stop = () => {
      idle();
      unseen();
      unwatch();
    };
    const unwatch = watchReach(el, () => {
      stop();
      cb.trigger();
    });
    return stop;
  }
  cb.trigger();
  return () => {};
}

// Markers waiting for the shopper to reach for them share one listener per event type on the
// document (capture, passive), instead of four listeners each: registering pointer and touch
// listeners costs the browser work per call (about 2 ms for four markers at 4× CPU), and a listing
// may have hundreds of markers.
const reaching = new Map<Element, () => void>();
function onReach(e: Event) {
  for (let n = e.target as Element | null; n; n = n.parentElement) reaching.get(n)?.();
}
function listen(add: boolean) {
  for (const type of INTERACTION_EVENTS) (add ? addEventListener : removeEventListener)(type, onReach, { capture: true, passive: true });
}
function watchReach(el: Element, fire: () => void): () => void {
  if (!reaching.size) listen(true);
  reaching.set(el, fire);
  return () => {
    if (reaching.delete(el) && !reaching.size) listen(false);
  };
}

/** Runs `fn` once the page is idle (at the latest after 3 s); returns the cancel. */
function onIdle(fn: () => void): () => void {
  const w = globalThis as { requestIdleCallback?: (fn: () => void, o?: object) => number; cancelIdleCallback?: (id: number) => void };
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(fn, { timeout: 3000 });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

export function parseWhen(value: string | undefined, fallback: When): When {
  return value === 'load' || value === 'idle' || value === 'visible' || value === 'interaction' ? value : fallback;
}
