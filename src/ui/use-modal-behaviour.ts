// Everything a <Modal> does while it is open (spec §2.9, WAI-ARIA dialog pattern): a portal
// container of its own at the end of <body>, the rest of the page inert, background scroll
// locked, focus trapped and returned, and Escape / outside click closing only the top modal.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { inertOutside } from './inert-outside.ts';
import { pushModal } from './modal-stack.ts';
import { lockScroll } from './scroll-lock.ts';
import { trapFocus } from './focus-trap.ts';

export interface ModalBehaviourOptions {
  open: boolean;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  returnFocus?: HTMLElement | null | undefined;
}

export function useModalBehaviour({ open, onClose, initialFocus, returnFocus }: ModalBehaviourOptions) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const top = useRef<ReturnType<typeof pushModal> | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const el = document.createElement('div');
    el.className = 'sf-modal-root';
    document.body.append(el);
    setContainer(el);
    const entry = pushModal();
    top.current = entry;
    const unlock = lockScroll();
    const restoreInert = inertOutside(el);
    return () => {
      restoreInert();
      unlock();
      entry.remove();
      el.remove();
      setContainer(null);
    };
  }, [open]);

  // Focus moves in and, on close, back to the opener (focus-trap.ts).
  useLayoutEffect(() => {
    const box = dialogRef.current;
    if (open && container && box) return trapFocus(box, { initialFocus: initialFocus?.current, returnFocus });
  }, [open, container, initialFocus, returnFocus]);

  useEffect(() => {
    if (!open || !container) return;
    const onKeyDown = (e: KeyboardEvent) => {
      // A listbox or tooltip inside the modal that handled Escape marks it handled.
      if (e.key === 'Escape' && !e.defaultPrevented && top.current?.isTop()) {
        e.preventDefault();
        latestClose.current();
      }
    };
    // Outside click: pressed and released on the backdrop itself (a drag that starts inside
    // the dialog and ends outside does not close it).
    let downOnBackdrop = false;
    const overlay = overlayRef.current!;
    const onDown = (e: PointerEvent | MouseEvent) => (downOnBackdrop = e.target === overlay);
    const onClick = (e: MouseEvent) => {
      if (downOnBackdrop && e.target === overlay && top.current?.isTop()) latestClose.current();
      downOnBackdrop = false;
    };
    document.addEventListener('keydown', onKeyDown);
    overlay.addEventListener('mousedown', onDown);
    overlay.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      overlay.removeEventListener('mousedown', onDown);
      overlay.removeEventListener('click', onClick);
    };
  }, [open, container]);

  return { container, overlayRef, dialogRef };
}
