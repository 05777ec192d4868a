// The items' slider on the mobile view (spec §9.6: 2 per view, 16 px gap, view 1 only), after the
// WAI-ARIA carousel pattern: previous / next buttons, slides as labelled groups, and a polite live
// region saying which items show. Nothing rotates on its own. The slides out of view are hidden,
// so neither a screen reader nor the Tab key meets them. A horizontal swipe turns the page too.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useBusEvent, useWidget } from '../../../src/core/widget-context.tsx';

/** §9.6: items per view on the mobile view. */
export const PER_VIEW = 2;
const SWIPE_PX = 40;

export interface Carousel {
  /** The mobile view (§2.2 view 1): the items slide. */
  mobile: boolean;
  /** The first item on show. */
  first: number;
  count: number;
  canPrevious: boolean;
  canNext: boolean;
  previous(): void;
  next(): void;
  /** Shows the page holding item `index`. */
  reveal(index: number): void;
  onPointerDown(e: PointerEvent): void;
  onPointerUp(e: PointerEvent): void;
}

export function useCarousel(count: number): Carousel {
  // The view type as src/ui/use-view-type.ts follows it, read here: sharing that module with this
  // part would split it into a chunk of its own, one more request on every product page.
  const { view } = useWidget();
  const [mobile, setMobile] = useState(() => view().get() === 1);
  useBusEvent('view:changed', (p) => setMobile(p.view === 1));
  const [first, setFirst] = useState(0);
  const start = useRef<number | null>(null);
  const last = Math.max(0, count - PER_VIEW);
  const go = (to: number) => setFirst(Math.min(Math.max(0, to), last));
  useEffect(() => setFirst((f) => Math.min(f, last)), [last]);
  return {
    mobile,
    first,
    count,
    canPrevious: first > 0,
    canNext: first < last,
    previous: () => go(first - PER_VIEW),
    next: () => go(first + PER_VIEW),
    reveal: (index) => (index < first || index >= first + PER_VIEW) && go(index - (index % PER_VIEW)),
    onPointerDown: (e) => void (start.current = e.clientX),
    onPointerUp: (e) => {
      const dx = start.current === null ? 0 : e.clientX - start.current;
      start.current = null;
      if (Math.abs(dx) >= SWIPE_PX) go(first + (dx < 0 ? PER_VIEW : -PER_VIEW));
    },
  };
}
