// <Tooltip content="…"><button …/></Tooltip>: the child is the trigger (it must take a ref and
// be focusable); the tip gets role=tooltip and the trigger aria-describedby while it shows.
import type { Placement } from '@floating-ui/react';
import { cloneElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { useTooltip } from './use-tooltip.ts';

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement<Record<string, unknown> & { ref?: Ref<Element> }>;
  placement?: Placement;
}

export function Tooltip({ content, children, placement }: TooltipProps) {
  const tip = useTooltip(placement);
  return (
    <>
      {cloneElement(children, tip.getReferenceProps({ ...children.props, ref: tip.refs.setReference }))}
      {/* Next to its trigger, not in a portal at the end of <body>: there it would sit outside every
          landmark (axe "region"), and a screen reader's reading order would lose it. */}
      {tip.open && (
        <div ref={tip.refs.setFloating} className="sf-tooltip" style={tip.floatingStyles} {...tip.getFloatingProps()}>
          {content}
        </div>
      )}
    </>
  );
}
