// One React root per page renders every widget as a portal into its own marker, each inside
// its own error boundary. Measured against one createRoot per marker (docs/decisions.md):
// the shared root keeps per-marker isolation (a crash restores only that marker) and scales
// far better with hundreds of markers.
import { Component, startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { WidgetProvider } from '../core/widget-context.tsx';
import type { Slot, SlotStore } from './slot-store.ts';

export function Host({ store }: { store: SlotStore }): ReactNode {
  const [slots, setSlots] = useState<readonly Slot[]>([]);
  useLayoutEffect(() => {
    let shown = new Set<Slot>();
    const update = () => {
      const next = store.snapshot();
      const added = next.some((slot) => !shown.has(slot));
      shown = new Set(next);
      // New widgets render as a transition: React renders them in slices of a few milliseconds and
      // lets the browser paint and answer input in between, so a page's first mount is not one long
      // task. Removals alone render at once: the server markup goes back without delay.
      if (added) startTransition(() => setSlots(next));
      else setSlots(next);
    };
    update();
    return store.subscribe(update);
  }, [store]);
  return slots.map((slot) => <SlotBoundary key={slot.id} slot={slot} />);
}

class SlotBoundary extends Component<{ slot: Slot }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // React has removed the widget's DOM by now; the server markup goes back in its place.
    const { slot } = this.props;
    slot.markup.restore();
    slot.onError(error);
  }

  override componentWillUnmount() {
    const { slot } = this.props;
    // After React has taken its own nodes out of the marker.
    if (slot.restoreOnUnmount) queueMicrotask(() => slot.markup.restore());
  }

  override render() {
    if (this.state.failed) return null;
    const { slot } = this.props;
    const widget = (
      <WidgetProvider value={slot.context}>
        <Mounted slot={slot} />
      </WidgetProvider>
    );
    // A portal makes React listen to every event type on its container; a widget that renders
    // nothing of its own (the page chrome's enhancers) needs none: it stays in the host's tree.
    return slot.def.inPlace ? widget : createPortal(widget, slot.el);
  }
}

function Mounted({ slot }: { slot: Slot }) {
  // Runs after the widget's first DOM is in the marker and before the browser paints, so the
  // swap from server markup to widget never shows an empty marker.
  useLayoutEffect(() => {
    slot.markup.hide();
    slot.onMounted();
  }, [slot]);
  const Widget = slot.def.Component;
  return <Widget {...(slot.props as object)} />;
}
