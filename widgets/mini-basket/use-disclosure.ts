// WAI-ARIA disclosure state for the basket panel: the button toggles it; Escape, a pointer
// press outside and focus moving elsewhere close it. Focus stays on the button when it opens
// (the disclosure pattern) and goes back to it when Escape closes the panel from inside.
// If the whole disclosure goes away while focused (the basket became empty or too big, §2.4),
// focus moves to the basket link that replaces it instead of falling back to the page.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';

export function useDisclosure(marker: HTMLElement) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const doc = root.ownerDocument;
    const onPointer = (e: Event) => {
      if (!root.contains(e.target as Node | null)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const inside = root.contains(doc.activeElement);
      setOpen(false);
      if (inside) buttonRef.current?.focus();
    };
    doc.addEventListener('pointerdown', onPointer, true);
    doc.addEventListener('keydown', onKey);
    return () => {
      doc.removeEventListener('pointerdown', onPointer, true);
      doc.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useLayoutEffect(() => {
    const root = rootRef.current;
    return () => {
      if (root?.contains(root.ownerDocument.activeElement)) queueMicrotask(() => marker.querySelector<HTMLElement>('a[href]')?.focus());
    };
  }, [marker]);

  const toggle = useCallback(() => setOpen((o) => !o), []);
  /** Tabbing out of the widget closes the panel; losing focus to nothing (a window switch) does not. */
  const onBlur = useCallback((e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  }, []);

  return {
    /** Whether the panel is open. */
    open,
    /** The button: opens or closes the panel. */
    toggle,
    /** The widget's blur: closes the panel when focus moves out of it. */
    onBlur,
    /** The disclosure's root: the button and the panel. */
    rootRef,
    /** The button that toggles the panel; focus returns to it on Escape. */
    buttonRef,
  };
}
