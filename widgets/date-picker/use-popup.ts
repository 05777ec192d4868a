// The dialog's behaviour, the WAI-ARIA date picker dialog pattern: a modal popup under the field
// (not the kit's full-screen Modal, see docs/decisions.md). On open, focus goes to the focused day;
// Tab and Shift+Tab cycle through the dialog's controls and never leave it; Escape,
// Close, Done and choosing a single day close it and give focus back to the open button; a press
// outside the marker closes it without moving focus.
import { useEffect, useLayoutEffect } from 'react';
import { markOpened, type DatePickerState } from './use-date-picker.ts';

export function usePopup(dp: DatePickerState): void {
  const { refs, on } = dp;
  useLayoutEffect(() => {
    refs.initialFocus.current?.focus();
    // The grid is in the DOM and focused (bench/date-picker.ts).
    markOpened();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening (see above)
  }, []);
  useEffect(() => {
    const dialog = refs.dialogRef.current!;
    const marker = dialog.closest('[data-widget]')!;
    const outside = (t: EventTarget | null) => t instanceof Node && !marker.contains(t);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault();
        on.close();
      }
    };
    // Tab cycles inside the dialog; the roving cell (tabindex 0) is one stop of it. The dialog's
    // own controls only, so no general focusables helper (it would split a shared chunk: budget).
    const onTab = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
      const list = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]),input,select,[tabindex="0"]')];
      if (list.length === 0) return;
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next = e.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : at < 0 || at === list.length - 1 ? 0 : at + 1;
      e.preventDefault();
      list[next]!.focus();
    };
    const onDown = (e: PointerEvent) => outside(e.target) && on.close(false);
    document.addEventListener('keydown', onKey);
    dialog.addEventListener('keydown', onTab);
    document.addEventListener('pointerdown', onDown, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      dialog.removeEventListener('keydown', onTab);
      document.removeEventListener('pointerdown', onDown, true);
    };
    // Once per opening: on.close only flips the open state and focuses the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening (see above)
  }, []);
}
