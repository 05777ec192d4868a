// Where the calendar goes (§2.12): under the field from its left edge, moved left (shift) or
// flipped above where the screen has no room, and never wider than the viewport (size): a field
// beside its label on a phone would otherwise push the calendar's Sunday and "next month" off the
// screen. The positioning core of @floating-ui/react (computePosition and autoUpdate, which it
// re-exports), written straight to the dialog's style: the React package's own entry would add
// 14 KB to this chunk instead of 7.
import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
import { useLayoutEffect, type RefObject } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';

const EDGE = 8;

/** Keeps the open dialog (`dialogRef`) below the marker (the field) and on screen. */
export function usePlacement(dialogRef: RefObject<HTMLDivElement | null>): void {
  const { element } = useWidget();
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const place = () =>
      computePosition(element, dialog, {
        placement: 'bottom-start',
        middleware: [
          offset(4),
          flip({ padding: EDGE }),
          shift({ padding: EDGE }),
          size({
            padding: EDGE,
            apply({ availableWidth }) {
              dialog.style.maxWidth = `${availableWidth}px`;
            },
          }),
        ],
      }).then(({ x, y }) => Object.assign(dialog.style, { left: `${x}px`, top: `${y}px` }));
    return autoUpdate(element, dialog, place);
  }, [element, dialogRef]);
}
