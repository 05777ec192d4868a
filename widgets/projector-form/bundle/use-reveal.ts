// §5.7: after adding was refused, the item in question is brought into view (its slider page on
// the mobile view), scrolled to, and focus goes to the choice it needs.
import { useEffect, useRef, type RefObject } from 'react';
import type { BundleState } from './use-bundle.ts';

export function useReveal({ alert, items, reveal }: BundleState, root: RefObject<HTMLElement | null>, show: (index: number) => void): void {
  const pending = useRef<BundleState['alert']>(null);
  useEffect(() => {
    pending.current = alert;
    if (alert && alert.kind !== 'none') show(items.findIndex((i) => i.slot === alert.slot));
  }, [alert]); // eslint-disable-line react-hooks/exhaustive-deps -- once per refused add
  // After every render: the first one with the item on show scrolls and focuses.
  useEffect(() => {
    const a = pending.current;
    if (!a || a.kind === 'none') return;
    const card = root.current?.querySelector<HTMLElement>(`[data-slot="${CSS.escape(a.slot)}"]`);
    if (!card || card.closest('[hidden]')) return; // its slider page shows with the next render
    pending.current = null;
    reveal(card, `[data-need="${a.kind}"]`);
  });
}
