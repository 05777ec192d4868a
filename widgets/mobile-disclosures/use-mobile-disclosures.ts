// Which sections are open, and whether the sections are disclosures at this view type (§2.2). Each
// section starts closed (but the one holding the focus); what the shopper opened stays open across
// view changes.
import { useId, useRef } from 'react';
import { useInPlace, useMarkerEvents } from '../../src/ui/use-in-place.ts';
import { useViewType } from '../../src/ui/use-view-type.ts';
import { makeDisclosure, readDisclosures, showOpen, toggleOf, undoDisclosure, type Disclosure } from './disclosures.ts';
import type { MobileDisclosuresProps } from './props.ts';

const CLICK = ['click'] as const;

export function useMobileDisclosures({ views = [1], single = false }: MobileDisclosuresProps): void {
  const view = useViewType();
  const active = views.includes(view);
  const id = useId();
  const state = useRef<{ list: Disclosure[]; open: Set<HTMLElement> }>({ list: [], open: new Set() }).current;
  useInPlace(
    (marker, { name }) => {
      state.list = readDisclosures(marker, name);
      if (!active) return;
      // A panel holding the focus (a field the shopper is in as the window narrows) starts open.
      const focused = marker.ownerDocument.activeElement;
      for (const d of state.list) if (focused && d.panel.contains(focused)) state.open.add(d.panel);
      state.list.forEach((d, i) => makeDisclosure(d, `${id}-${i}`, state.open.has(d.panel)));
      return () => state.list.forEach(undoDisclosure);
    },
    [active],
  );
  useMarkerEvents(CLICK, (e) => {
    const button = toggleOf(e.target);
    const d = button && state.list.find((x) => x.heading.contains(button));
    if (!d) return;
    const open = !state.open.has(d.panel);
    if (single && open)
      for (const other of state.list)
        if (other !== d) {
          state.open.delete(other.panel);
          showOpen(other, false);
        }
    if (open) state.open.add(d.panel);
    else state.open.delete(d.panel);
    showOpen(d, open);
  });
}
