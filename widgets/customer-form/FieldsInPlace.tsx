// Keeps the server form's fields on the page while the widget is mounted. The runtime would hide
// the marker's server markup on the first commit; here the same nodes (never copies) move once
// into a `display: contents` holder inside the form, so typed values, listeners and layout stay.
// Focus and caret are carried over the move, so a shopper typing while the widget mounts
// (it mounts at idle) loses nothing.
import { useCallback } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';

export function FieldsInPlace() {
  const { markup } = useWidget();
  const ref = useCallback(
    (holder: HTMLDivElement | null) => {
      if (!holder) return;
      const active = holder.ownerDocument.activeElement;
      const caret = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? readCaret(active) : null;
      markup.holdIn(holder);
      if (active instanceof HTMLElement && active !== holder.ownerDocument.activeElement && holder.contains(active)) {
        active.focus({ preventScroll: true });
        if (caret) caret();
      }
      return () => markup.release(holder);
    },
    [markup],
  );
  return <div ref={ref} className="sf-customer-form__fields" style={{ display: 'contents' }} />;
}

function readCaret(el: HTMLInputElement | HTMLTextAreaElement): (() => void) | null {
  try {
    const { selectionStart: start, selectionEnd: end, selectionDirection: dir } = el;
    if (start === null || end === null) return null;
    return () => el.setSelectionRange(start, end, dir ?? undefined);
  } catch {
    return null; // types without a caret (email in some browsers, number)
  }
}
