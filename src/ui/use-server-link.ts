// For a widget that adds behaviour to the server's own link and renders nothing (§2.5: the logout
// link, the shopping-list links). The link stays where it is, the same element, so focus and the
// theme's look are kept, and a click replayed by the loader (README, load condition `interaction`)
// lands on it. `onEvent` hears each event of `types` (a constant) that reaches a link inside the
// marker; the browser then follows the link unless the handler prevents it.
import { useLayoutEffect, useRef } from 'react';
import { useWidget } from '../core/widget-context.tsx';

export type LinkHandler = (e: MouseEvent, link: HTMLAnchorElement) => void;

export function useServerLink(types: readonly ('click' | 'auxclick')[], onEvent: LinkHandler): void {
  const { element, markup } = useWidget();
  const latest = useRef(onEvent);
  latest.current = onEvent;
  // A layout effect runs before the runtime would hide the server markup on the first commit.
  useLayoutEffect(() => {
    markup.holdIn(element);
    const listener = (e: Event) => {
      const link = (e.target as Element).closest<HTMLAnchorElement>('a[href]');
      if (link) latest.current(e as MouseEvent, link);
    };
    for (const type of types) element.addEventListener(type, listener);
    return () => {
      for (const type of types) element.removeEventListener(type, listener);
      markup.release(element);
    };
  }, [element, markup, types]);
}
