// Keeps keyboard focus inside a container, in plain DOM (spec §2.9: Tab and the left / right arrows
// cycle focus inside a modal), for React (use-focus-trap.ts) and for markup the server sends (the
// page shell's dialog top layers, src/shell/snippets). It focuses `initialFocus`, else the first
// tabbable element, else the container; the returned release gives focus back to whatever had it
// before (the opener), if that is still in the page; a dialog that opened by itself (focus was on
// <body>) gives it to the main content instead.
import { mainContent, tabbables, usesArrowKeys } from './focusables.ts';

export interface TrapFocusOptions {
  initialFocus?: HTMLElement | null | undefined;
  /** Where focus goes back to; default: the element focused when the trap started. */
  returnFocus?: HTMLElement | null | undefined;
}

export function trapFocus(box: HTMLElement, { initialFocus, returnFocus }: TrapFocusOptions = {}): () => void {
  const before = document.activeElement as HTMLElement | null;
  const opener = returnFocus ?? (before && before !== document.body ? before : null);
  (initialFocus ?? tabbables(box)[0] ?? box).focus();

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    let step: 1 | -1;
    if (e.key === 'Tab') step = e.shiftKey ? -1 : 1;
    else if ((e.key === 'ArrowRight' || e.key === 'ArrowLeft') && !usesArrowKeys(e.target)) step = e.key === 'ArrowRight' ? 1 : -1;
    else return;
    e.preventDefault();
    const list = tabbables(box);
    if (list.length === 0) return box.focus();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = at < 0 ? (step === 1 ? 0 : list.length - 1) : (at + step + list.length) % list.length;
    list[next]!.focus();
  };
  // Native listener, not a React prop: React events bubble through portals, so a nested
  // modal's keys would otherwise reach this one too.
  box.addEventListener('keydown', onKeyDown);
  return () => {
    box.removeEventListener('keydown', onKeyDown);
    if (document.activeElement && document.activeElement !== document.body && !box.contains(document.activeElement)) return;
    if (opener?.isConnected) opener.focus();
    else mainContent()?.focus({ preventScroll: true });
  };
}
