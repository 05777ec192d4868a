// Code the shopper reaches for (the product page actions: the product form's dialogs and actions): its own chunk,
// loaded with import() on intent (hover, focus) or on use, never before. `loadOnce` starts a load
// once and shares it; a failed load is forgotten, so the next attempt asks again (a browser may
// still answer from its own record of the failure: Chromium keeps a failed import() failed).
import { useEffect, useState } from 'react';

const loads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

export function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  let p = loads.get(load) as Promise<T> | undefined;
  if (!p) {
    p = load();
    loads.set(load, p);
    p.catch(() => loads.delete(load));
  }
  return p;
}

export type OnDemand<T> = { status: 'idle' | 'loading' | 'failed'; module: null } | { status: 'ready'; module: T };

/** The module of `load` once it is in; `attempt` (e.g. each opening) retries a failed load. */
export function useOnDemand<T>(load: (() => Promise<T>) | null, attempt?: unknown): OnDemand<T> {
  const [state, setState] = useState<{ load: () => Promise<T>; attempt: unknown; result: OnDemand<T> } | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    const settle = (result: OnDemand<T>) => live && setState({ load, attempt, result });
    loadOnce(load).then(
      (module) => settle({ status: 'ready', module }),
      () => settle({ status: 'failed', module: null }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  if (!load) return { status: 'idle', module: null };
  // A result for another load (or an earlier, failed attempt) is not this one's.
  if (state?.load !== load || (state.result.status === 'failed' && state.attempt !== attempt)) return { status: 'loading', module: null };
  return state.result;
}
