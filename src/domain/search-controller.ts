// The header search's request sequencing (spec §4.5, §5.6, §7.3, §9.2), without DOM or React so
// that property tests can drive every interleaving. Rules:
// - a search runs only when the normalised text changes and reaches the minimum length, after
//   the debounce (so arrow keys and other non-editing keys never search);
// - a newer text aborts the request in flight, and an answer that still arrives for an older
//   text (a server that ignores the abort) is dropped: what is shown always belongs to the
//   current text;
// - a failure closes the suggestions silently (§7.3); an answer with no rows closes them (§4.5).
import { canSearch, normaliseQuery } from './search-query.ts';

export type SearchState<R> =
  | { status: 'idle'; query: string }
  | { status: 'loading'; query: string }
  | { status: 'open'; query: string; result: R }
  | { status: 'closed'; query: string; reason: 'empty' | 'failed' | 'dismissed' };

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SearchCache<R> {
  get(query: string): R | undefined;
  set(query: string, result: R): void;
}

export interface SearchControllerOptions<R> {
  minLength: number;
  debounceMs: number;
  fetch(query: string, signal: AbortSignal): Promise<R>;
  isEmpty(result: R): boolean;
  /** `answered`: the change comes from an answer (a promise callback), not from a call of ours. */
  onChange(state: SearchState<R>, answered: boolean): void;
  cache?: SearchCache<R>;
  timers?: Timers;
}

export interface SearchController<R> {
  /** The input's value now (call on every input event; unchanged text does nothing). */
  input(text: string): void;
  /** Escape, a click outside: close without forgetting the answer. */
  dismiss(): void;
  /** Focus / arrow down again: show the current text's answer if there is one. */
  reopen(): void;
  state(): SearchState<R>;
  dispose(): void;
}

const defaultTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export function createSearchController<R>(o: SearchControllerOptions<R>): SearchController<R> {
  const timers = o.timers ?? defaultTimers;
  let state: SearchState<R> = { status: 'idle', query: '' };
  let last: { query: string; result: R } | null = null;
  let timer: unknown = null;
  let inFlight: AbortController | null = null;
  let seq = 0;
  let disposed = false;

  const set = (next: SearchState<R>, answered = false) => {
    state = next;
    if (!disposed) o.onChange(next, answered);
  };

  const settle = (query: string, result: R, answered = false) => {
    last = { query, result };
    set(o.isEmpty(result) ? { status: 'closed', query, reason: 'empty' } : { status: 'open', query, result }, answered);
  };

  const cancel = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
    seq++;
  };

  const run = (query: string) => {
    timer = null;
    const id = ++seq;
    const ctrl = new AbortController();
    inFlight = ctrl;
    let pending: Promise<R>;
    try {
      pending = o.fetch(query, ctrl.signal);
    } catch (e) {
      pending = Promise.reject(e);
    }
    pending.then(
      (result) => {
        // Only the latest request for the current text may change what is shown.
        if (id !== seq || disposed || state.query !== query) return;
        inFlight = null;
        o.cache?.set(query, result);
        settle(query, result, true);
      },
      () => {
        if (id !== seq || disposed || state.query !== query) return;
        inFlight = null;
        set({ status: 'closed', query, reason: 'failed' }, true);
      },
    );
  };

  return {
    input(text) {
      const query = normaliseQuery(text);
      if (query === state.query && state.status !== 'idle') return;
      if (query === state.query && state.status === 'idle' && !canSearch(query, o.minLength)) return;
      cancel();
      if (!canSearch(query, o.minLength)) return set({ status: 'idle', query });
      const cached = last?.query === query ? last.result : o.cache?.get(query);
      if (cached !== undefined) return settle(query, cached);
      set({ status: 'loading', query });
      timer = timers.set(() => run(query), o.debounceMs);
    },
    dismiss() {
      if (state.status === 'open' || state.status === 'loading') {
        if (state.status === 'loading') cancel();
        set({ status: 'closed', query: state.query, reason: 'dismissed' });
      }
    },
    reopen() {
      if (state.status === 'closed' && state.reason === 'dismissed') {
        if (last?.query === state.query) settle(state.query, last.result);
        else {
          const query = state.query;
          set({ status: 'idle', query: '' });
          this.input(query);
        }
      }
    },
    state: () => state,
    dispose() {
      cancel();
      disposed = true;
    },
  };
}
