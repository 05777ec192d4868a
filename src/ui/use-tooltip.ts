// Tooltip state and positioning (@floating-ui/react, imported only here and in Tooltip.tsx so
// widgets without tooltips do not download it). Shows on hover, on keyboard focus and on a tap
// (touch); hides 500 ms after the pointer leaves (§9.2), at once on blur, Escape or a tap elsewhere.
import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState } from 'react';

/** §9.2 "Tooltip hide delay: 500 ms". */
export const TOOLTIP_HIDE_DELAY_MS = 500;

export function useTooltip(placement: Placement = 'top') {
  const [open, setOpen] = useState(false);
  const floating = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 4 })],
  });
  const { context } = floating;
  const interactions = useInteractions([
    useHover(context, { mouseOnly: true, delay: { open: 0, close: TOOLTIP_HIDE_DELAY_MS } }),
    useFocus(context),
    // Touch has no hover: a tap toggles (mouse and keyboard have their own paths above).
    useClick(context, { ignoreMouse: true, keyboardHandlers: false }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  return { open, refs: floating.refs, floatingStyles: floating.floatingStyles, ...interactions };
}
