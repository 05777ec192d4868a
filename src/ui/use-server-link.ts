// For a widget that adds behaviour to the server's own link and renders nothing (§2.5: the logout
// link, the shopping-list links). The link stays where it is, the same element, so focus and the
// theme's look are kept, and a click replayed by the loader (README, load condition `interaction`)
// lands on it. `onEvent` hears each event of `types` (a constant) that reaches a link inside the
// marker; the browser then follows the link unless the handler prevents it.
import { useMarkerEvents } from './use-in-place.ts';

export type LinkHandler = (e: MouseEvent, link: HTMLAnchorElement) => void;

export function useServerLink(types: readonly ('click' | 'auxclick')[], onEvent: LinkHandler): void {
  useMarkerEvents(types, (e) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (link) onEvent(e, link);
  });
}
