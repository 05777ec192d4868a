// For widgets that enhance the server's markup in place and render nothing of their own (the page
// page chrome, the logout and shopping-list links): the marker's nodes stay where they are,
// the same elements, so focus, listeners, form state and the theme's look are kept. `enhance` runs
// in a layout effect (before the runtime would hide the server markup on the first commit) and
// returns its undo, which runs when the widget unmounts or `deps` change.
import { useLayoutEffect, useRef, type DependencyList } from 'react';
import { useWidget, type WidgetContextValue } from '../core/widget-context.tsx';

export type Enhance = (element: HTMLElement, widget: WidgetContextValue) => (() => void) | void;

export function useInPlace(enhance: Enhance, deps: DependencyList = []): void {
  const widget = useWidget();
  const latest = useRef(enhance);
  latest.current = enhance;
  const { element, markup } = widget;
  // The markup is held for the widget's whole life: letting go of it takes the marker's nodes out.
  useLayoutEffect(() => {
    markup.holdIn(element);
    return () => markup.release(element);
  }, [element, markup]);
  useLayoutEffect(
    () => latest.current(element, widget),
    // `deps` are the caller's: what `enhance` reads besides the marker (the latest `enhance` and the
    // widget are read when the effect runs).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [element, ...deps],
  );
}

/** Listens to `types` on the marker for the widget's lifetime; the latest handler is called. */
export function useMarkerEvents<K extends keyof HTMLElementEventMap>(
  types: readonly K[],
  handler: (e: HTMLElementEventMap[K], element: HTMLElement) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useInPlace(
    (element) => {
      const listener = (e: Event) => latest.current(e as HTMLElementEventMap[K], element);
      for (const type of types) element.addEventListener(type, listener);
      return () => {
        for (const type of types) element.removeEventListener(type, listener);
      };
    },
    [types],
  );
}
