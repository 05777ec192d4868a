// A tiny typed event bus (docs/design.md §6). `on` returns its `off`; handlers are copied
// before emitting so that a handler removing itself never skips its neighbour, and a
// throwing handler never stops the others (it is reported instead).
import type { BusEvents } from './events.ts';

type Handler<T> = (payload: T) => void;

export interface Bus {
  on<K extends keyof BusEvents>(event: K, fn: Handler<BusEvents[K]>): () => void;
  emit<K extends keyof BusEvents>(event: K, payload: BusEvents[K]): void;
}

export function createBus(onHandlerError: (error: unknown, event: string) => void = reportAsync): Bus {
  const handlers = new Map<string, Set<Handler<never>>>();
  return {
    on(event, fn) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(fn as Handler<never>);
      return () => {
        set.delete(fn as Handler<never>);
      };
    },
    emit(event, payload) {
      for (const fn of [...(handlers.get(event) ?? [])]) {
        try {
          (fn as Handler<typeof payload>)(payload);
        } catch (error) {
          onHandlerError(error, event);
        }
      }
    },
  };
}

function reportAsync(error: unknown): void {
  // Re-throw outside the emitter so the page's error handling sees it.
  setTimeout(() => {
    throw error;
  });
}
