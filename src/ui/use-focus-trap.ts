// Keeps keyboard focus inside `ref` while active (spec §2.9), the React face of trapFocus
// (focus-trap.ts): focus moves in on activation and goes back to the opener on deactivation.
import { useLayoutEffect, type RefObject } from 'react';
import { trapFocus } from './focus-trap.ts';

export interface FocusTrapOptions {
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Where focus goes back to; default: the element focused when the trap started. */
  returnFocus?: HTMLElement | null | undefined;
}

export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  const { initialFocus, returnFocus } = options;
  useLayoutEffect(() => {
    const box = ref.current;
    if (!active || !box) return;
    return trapFocus(box, { initialFocus: initialFocus?.current, returnFocus });
  }, [ref, active, initialFocus, returnFocus]);
}
