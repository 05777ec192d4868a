// Open/closed state of a modal plus the element that opened it (focus goes back there, §2.9).
import { useCallback, useMemo, useState } from 'react';

export interface ModalState {
  isOpen: boolean;
  /** Opens the modal; the opener defaults to the focused element. */
  open(opener?: HTMLElement | null): void;
  close(): void;
  /** Spread into <Modal>: `open`, `onClose`, `returnFocus`. */
  props: { open: boolean; onClose: () => void; returnFocus: HTMLElement | null };
}

export function useModal(initiallyOpen = false): ModalState {
  const [state, setState] = useState<{ open: boolean; opener: HTMLElement | null }>({ open: initiallyOpen, opener: null });
  const open = useCallback((opener?: HTMLElement | null) => {
    setState({ open: true, opener: opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null) });
  }, []);
  const close = useCallback(() => setState((s) => (s.open ? { ...s, open: false } : s)), []);
  return useMemo(() => ({ isOpen: state.open, open, close, props: { open: state.open, onClose: close, returnFocus: state.opener } }), [state, open, close]);
}
