// View types (spec §2.2): 1 = mobile, 2 = tablet, 3 and 4 = desktop, read from the width of
// the page's `#viewType` marker element (the theme's CSS sets it per breakpoint), else from
// the window width with the same breakpoints. Re-evaluated on resize after 100 ms (§9.2),
// announcing changes as `view:changed` on the bus.
import type { Bus } from './bus.ts';
import type { ViewType } from './events.ts';

export const RESIZE_DEBOUNCE_MS = 100;
const BREAKPOINTS: ReadonlyArray<[number, ViewType]> = [
  [1200, 4],
  [979, 3],
  [757, 2],
];

export function viewFromWidth(windowWidth: number): ViewType {
  for (const [min, view] of BREAKPOINTS) if (windowWidth >= min) return view;
  return 1;
}

export function readViewType(doc: Document, win: Window): ViewType {
  const w = Math.round(doc.getElementById('viewType')?.getBoundingClientRect().width ?? 0);
  return w >= 1 && w <= 4 ? (w as ViewType) : viewFromWidth(win.innerWidth);
}

export interface ViewTypeWatcher {
  get(): ViewType;
  stop(): void;
}

export function watchViewType(bus: Bus, doc: Document = document, win: Window = window): ViewTypeWatcher {
  let view = readViewType(doc, win);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const next = readViewType(doc, win);
      if (next === view) return;
      const previous = view;
      view = next;
      bus.emit('view:changed', { view, previous });
    }, RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener('resize', onResize, { passive: true });
  return {
    get: () => view,
    stop() {
      clearTimeout(timer);
      win.removeEventListener('resize', onResize);
    },
  };
}
