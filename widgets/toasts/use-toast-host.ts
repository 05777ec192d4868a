// One toast host per page: every mounted `toasts` marker registers here, and only the first one
// (in mount order) listens and renders. A second marker therefore never doubles a toast; if the
// active one is removed from the page, the next one takes over.
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

const hosts: object[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Returns whether this host is the active one, and a getter safe to call from event handlers. */
export function useToastHost(): {
  /** Whether this host listens and renders, as of this render. */
  active: boolean;
  /** Whether this host is the active one now (for event handlers, between renders). */
  isActive(): boolean;
} {
  const token = useRef<object>({}).current;
  useLayoutEffect(() => {
    hosts.push(token);
    notify();
    return () => {
      hosts.splice(hosts.indexOf(token), 1);
      notify();
    };
  }, [token]);
  // Before its layout effect has registered it, a host counts as active when no other host is
  // there yet, so the live regions are in the page from the first render (an insertion into an
  // existing live region is what screen readers announce).
  const active = useSyncExternalStore(subscribe, () => hosts[0] === token || hosts.length === 0);
  return { active, isActive: () => hosts[0] === token };
}
