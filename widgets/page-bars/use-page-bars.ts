// The bars of one container (§2.8, §4.6). Closing a bar removes it and stores its id in local
// storage under "closedBars", and a container left without bars goes too; on later pages the
// loader's scan removes the stored bars before the first paint (src/loader/early-chrome.ts). From
// view type 3 the container sticks to the window's edge (styles.css: position sticky, so no scroll
// polling and no jump, §9.2).
import { CLOSED_BARS_KEY, withClosedBar } from '../../src/domain/closed-bars.ts';
import { useInPlace } from '../../src/ui/use-in-place.ts';
import { useViewType } from '../../src/ui/use-view-type.ts';
import type { PageBarsProps } from './props.ts';

const BAR = '[data-bar-id]';
const CLOSE = '[data-bar-close]';
const BOTTOM_BARS = '--sf-bottom-bars';
const TOP_BARS = '--sf-top-bars';

/** §4.6: a container without a bar left goes; true when it went. */
function removeIfEmpty(container: HTMLElement): boolean {
  if (container.querySelector(BAR)) return false;
  container.remove();
  return true;
}

export function usePageBars({ position = 'top', fixed = true }: PageBarsProps): void {
  const view = useViewType();
  useInPlace((container, { local }) => {
    const onClick = (e: MouseEvent) => {
      const bar = (e.target as Element).closest(CLOSE)?.closest<HTMLElement>(BAR);
      if (!bar || !container.contains(bar)) return;
      local.setJSON(CLOSED_BARS_KEY, withClosedBar(local.getJSON(CLOSED_BARS_KEY), bar.dataset.barId!));
      // Keyboard users keep their place: focus moves to the next bar's close button, if one is left.
      const bars = [...container.querySelectorAll<HTMLElement>(BAR)];
      const next = bars[bars.indexOf(bar) + 1] ?? bars[bars.indexOf(bar) - 1];
      bar.remove();
      if (!removeIfEmpty(container)) next?.querySelector<HTMLElement>(CLOSE)?.focus();
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  });
  const sticks = fixed && view >= 3;
  // The bottom bars' height, for what the theme and the kit place above them (back-to-top):
  // `--sf-bottom-bars` on the root; the top bars' height while they stick, for what scrolls a
  // section into view below them (scroll-margin-top, §9.6): `--sf-top-bars`. Kept by a ResizeObserver.
  const property = position === 'bottom' ? BOTTOM_BARS : sticks ? TOP_BARS : null;
  useInPlace(
    (container) => {
      const root = container.ownerDocument.documentElement;
      if (!property || typeof ResizeObserver !== 'function') return;
      // The height comes with the observer's entry: reading `offsetHeight` here would force a style
      // and layout pass when another observer has just written the property (every element inherits it).
      // An unchanged height writes nothing, so the page's styles are not recalculated for it.
      const observer = new ResizeObserver(([entry]) => {
        const height = Math.round(entry!.borderBoxSize[0]!.blockSize) + 'px';
        if (root.style.getPropertyValue(property) !== height) root.style.setProperty(property, height);
      });
      observer.observe(container);
      return () => {
        observer.disconnect();
        root.style.removeProperty(property);
      };
    },
    [property],
  );
  useInPlace(
    (container) => {
      if (!sticks) return;
      container.dataset.barsFixed = position;
      return () => delete container.dataset.barsFixed;
    },
    [sticks, position],
  );
}
