// A tiny typed event bus (docs/design.md §6). `on` returns its `off`; handlers are copied
// before emitting so that a handler removing itself never skips its neighbour, and a
// throwing handler never stops the others (it is reported instead).
// A toast requested while nothing listens for toasts (§2.9: the toasts widget loads when the page is
// idle) is kept, the last KEPT of them, and handed to the first handler that starts listening.
import type { BusEvents } from './events.ts';

type Handler<T> = (payload: T) => void;

export interface Bus {
  on<K extends keyof BusEvents>(event: K, fn: Handler<BusEvents[K]>): () => void;
  emit<K extends keyof BusEvents>(event: K, payload: BusEvents[K]): void;
}

const KEPT_EVENT = 'toast:requested';
const KEPT = 10;

export function createBus(onHandlerError: (error: unknown, event: string) => void = reportAsync): Bus {
  const handlers = new Map<string, Set<Handler<never>>>();
  const kept: unknown[] = [];
  const call = (fn: Handler<never>, payload: unknown, event: string) => {
    try {
      (fn as Handler<unknown>)(payload);
    } catch (error) {
      onHandlerError(error, event);
    }
  };
  return {
    on(event, fn) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(fn as Handler<never>);
      if (event === KEPT_EVENT) for (const payload of kept.splice(0)) call(fn as Handler<never>, payload, event);
      return () => {
        set.delete(fn as Handler<never>);
      };
    },
    emit(event, payload) {
      const set = handlers.get(event);
      if (event === KEPT_EVENT && !set?.size && kept.push(payload) > KEPT) kept.shift();
      for (const fn of [...(set ?? [])]) call(fn, payload, event);
    },
  };
}

function reportAsync(error: unknown): void {
  // Re-throw outside the emitter so the page's error handling sees it.
  setTimeout(() => {
    throw error;
  });
}
