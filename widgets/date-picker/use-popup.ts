// The dialog's behaviour: a non-modal popup under the field (WAI-ARIA date picker dialog keys, see
// docs/decisions.md for why not the kit's Modal). On open, focus goes to the focused day; Escape,
// Close, Done and choosing a single day close it and give focus back to the server input; a press
// outside the marker or Tab leaving it close it without moving focus.
import { useEffect, useLayoutEffect } from 'react';
import { markOpened, type DatePickerState } from './use-date-picker.ts';

export function usePopup(dp: DatePickerState): void {
  const { refs, on } = dp;
  useLayoutEffect(() => {
    refs.initialFocus.current?.focus();
    // The grid is in the DOM and focused (bench/date-picker.ts).
    markOpened();
  }, []);
  useEffect(() => {
    const marker = refs.dialogRef.current!.closest('[data-widget]')!;
    const outside = (t: EventTarget | null) => t instanceof Node && !marker.contains(t);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault();
        on.close();
      }
    };
    const onDown = (e: PointerEvent) => outside(e.target) && on.close(false);
    const onFocusOut = (e: FocusEvent) => outside(e.relatedTarget) && on.close(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown, true);
    marker.addEventListener('focusout', onFocusOut as EventListener);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown, true);
      marker.removeEventListener('focusout', onFocusOut as EventListener);
    };
    // Once per opening: on.close only flips the open state and focuses the input.
  }, []);
}
