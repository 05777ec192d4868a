// The list of mounted widgets the host root renders. Many markers mounting in the same task
// become one render: listeners hear about a burst of changes once (in a microtask), and the
// snapshot is rebuilt once per burst — not once per marker, which was quadratic.
import type { WidgetDefinition } from '../core/define-widget.ts';
import type { WidgetContextValue } from '../core/widget-context.tsx';
import type { ServerMarkup } from '../core/server-markup.ts';

export interface Slot {
  id: number;
  el: HTMLElement;
  def: WidgetDefinition;
  props: unknown;
  markup: ServerMarkup;
  context: WidgetContextValue;
  /** Put the server markup back when the slot unmounts (the marker is still on the page). */
  restoreOnUnmount: boolean;
  /** performance.now() when its code had arrived and it began to mount, and when it had (the inspector shows them). */
  started: number;
  mounted: number | undefined;
  onMounted(): void;
  onError(error: unknown): void;
}

export interface SlotStore {
  add(slot: Slot): void;
  remove(el: HTMLElement): Slot | undefined;
  get(el: HTMLElement): Slot | undefined;
  subscribe(fn: () => void): () => void;
  snapshot(): readonly Slot[];
}

export function createSlotStore(): SlotStore {
  const slots = new Map<HTMLElement, Slot>();
  const listeners = new Set<() => void>();
  let snapshot: readonly Slot[] = [];
  let dirty = false;
  let notifying = false;
  const changed = () => {
    dirty = true;
    if (notifying) return;
    notifying = true;
    queueMicrotask(() => {
      notifying = false;
      for (const fn of [...listeners]) fn();
    });
  };
  return {
    add(slot) {
      slots.set(slot.el, slot);
      changed();
    },
    remove(el) {
      const slot = slots.get(el);
      if (slot) {
        slots.delete(el);
        changed();
      }
      return slot;
    },
    get: (el) => slots.get(el),
    subscribe(fn) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
    snapshot() {
      if (dirty) {
        snapshot = [...slots.values()];
        dirty = false;
      }
      return snapshot;
    },
  };
}
