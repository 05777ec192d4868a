// Request sequencing of the header search (§4.5, §5.6, §7.3, §9.2): debounce, no search below
// the minimum length or for unchanged text, cache, silent failure, and — as a fast-check
// scheduler property — a stale answer never replaces a newer one.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchController, type SearchControllerOptions, type SearchState, type Timers } from '../../src/domain/search-controller.ts';
import { canSearch, normaliseQuery } from '../../src/domain/search-query.ts';

interface R {
  query: string;
  rows: number;
}

function setup(over: Partial<SearchControllerOptions<R>> = {}) {
  const states: SearchState<R>[] = [];
  const calls: Array<{ query: string; signal: AbortSignal }> = [];
  const c = createSearchController<R>({
    minLength: 2,
    debounceMs: 500,
    isEmpty: (r) => r.rows === 0,
    onChange: (s) => states.push(s),
    fetch: async (query, signal) => {
      calls.push({ query, signal });
      return { query, rows: query.includes('none') ? 0 : 3 };
    },
    ...over,
  });
  return { c, states, calls };
}

describe('search controller (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces typing by 500 ms: one request for the last text', async () => {
    const { c, calls, states } = setup();
    for (const t of ['su', 'suk', 'suki', 'sukienka']) {
      c.input(t);
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(calls).toEqual([]);
    expect(c.state()).toEqual({ status: 'loading', query: 'sukienka' });
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((x) => x.query)).toEqual(['sukienka']);
    expect(c.state()).toEqual({ status: 'open', query: 'sukienka', result: { query: 'sukienka', rows: 3 } });
    expect(states.at(-2)?.status).toBe('loading');
  });

  it('sends nothing below the minimum length (§5.6)', async () => {
    const { c, calls } = setup({ minLength: 4 });
    c.input('abc');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([]);
    expect(c.state().status).toBe('idle');
    c.input('abcd');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((x) => x.query)).toEqual(['abcd']);
  });

  it('unchanged text (arrow keys, Shift, a trailing space) never searches again', async () => {
    const { c, calls } = setup();
    c.input('kurtka');
    await vi.advanceTimersByTimeAsync(500);
    c.input('kurtka');
    c.input('kurtka ');
    c.input(' kurtka');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(c.state().status).toBe('open');
  });

  it('an answer without rows closes the list; a failure closes it silently (§4.5, §7.3)', async () => {
    const { c } = setup();
    c.input('none here');
    await vi.advanceTimersByTimeAsync(500);
    expect(c.state()).toEqual({ status: 'closed', query: 'none here', reason: 'empty' });
    const failing = setup({ fetch: () => Promise.reject(new Error('offline')) });
    failing.c.input('kurtka');
    await vi.advanceTimersByTimeAsync(500);
    expect(failing.c.state()).toEqual({ status: 'closed', query: 'kurtka', reason: 'failed' });
    const throwing = setup({
      fetch: () => {
        throw new Error('sync');
      },
    });
    throwing.c.input('kurtka');
    await vi.advanceTimersByTimeAsync(500);
    expect(throwing.c.state()).toMatchObject({ status: 'closed', reason: 'failed' });
  });

  it('uses the cache without a request and stores new answers in it', async () => {
    const store = new Map<string, R>([['sweter', { query: 'sweter', rows: 2 }]]);
    const { c, calls } = setup({ cache: { get: (q) => store.get(q), set: (q, r) => store.set(q, r) } });
    c.input('sweter');
    expect(c.state()).toEqual({ status: 'open', query: 'sweter', result: { query: 'sweter', rows: 2 } });
    c.input('kawa');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((x) => x.query)).toEqual(['kawa']);
    expect(store.get('kawa')).toEqual({ query: 'kawa', rows: 3 });
  });

  it('a newer text aborts the request in flight and its late answer is ignored', async () => {
    let release!: (r: R) => void;
    const { c, calls } = setup({
      fetch: (query, signal) => {
        calls.push({ query, signal });
        return query === 'kurtka' ? new Promise<R>((r) => (release = r)) : Promise.resolve({ query, rows: 1 });
      },
    });
    c.input('kurtka');
    await vi.advanceTimersByTimeAsync(500);
    c.input('kurtka zimowa');
    expect(calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(c.state()).toMatchObject({ status: 'open', query: 'kurtka zimowa' });
    release({ query: 'kurtka', rows: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(c.state()).toMatchObject({ status: 'open', query: 'kurtka zimowa', result: { rows: 1 } });
  });

  it('dismiss closes (Escape, click outside) and reopen shows the same answer without a request', async () => {
    const { c, calls } = setup();
    c.input('kurtka');
    await vi.advanceTimersByTimeAsync(500);
    c.dismiss();
    expect(c.state()).toEqual({ status: 'closed', query: 'kurtka', reason: 'dismissed' });
    c.reopen();
    expect(c.state().status).toBe('open');
    expect(calls).toHaveLength(1);
    // dismissing while loading cancels the pending search; reopening searches again
    c.input('kawa');
    c.dismiss();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    c.reopen();
    await vi.advanceTimersByTimeAsync(500);
    expect(c.state()).toMatchObject({ status: 'open', query: 'kawa' });
  });

  it('nothing is reported after dispose', async () => {
    const { c, states } = setup();
    c.input('kurtka');
    c.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(states.map((s) => s.status)).toEqual(['loading']);
  });
});

// ------------------------------------------------------------------------------------------
// Property: random keystrokes, random debounce firing and random answer order.

const keystroke = fc.oneof(
  fc.constantFrom('a', 'b', 'k', ' ', 'ż').map((ch) => ({ kind: 'type' as const, ch })),
  fc.constant({ kind: 'backspace' as const }),
  fc.constant({ kind: 'arrow' as const }),
);

describe('search controller races (fc.scheduler)', () => {
  it('what is shown always belongs to the current text, and the last text is answered', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(keystroke, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 4 }), async (s, keys, minLength) => {
        let text = '';
        const problems: string[] = [];
        const searched: string[] = [];
        // Debounce timers fire whenever the scheduler decides (but never after being cleared).
        const timers: Timers = {
          set(fn) {
            const handle = { cancelled: false };
            void s.schedule(Promise.resolve(), 'debounce').then(() => !handle.cancelled && fn());
            return handle;
          },
          clear: (h) => void ((h as { cancelled: boolean }).cancelled = true),
        };
        // The server ignores aborts: stale answers do arrive, in any order.
        const fetch = s.scheduleFunction(async (query: string) => ({ query, rows: query.includes('k') ? 0 : 2 }));
        const c = createSearchController<R>({
          minLength,
          debounceMs: 500,
          timers,
          isEmpty: (r) => r.rows === 0,
          fetch: (q) => {
            if (!canSearch(q, minLength)) problems.push('searched below the minimum: ' + JSON.stringify(q));
            searched.push(q);
            return fetch(q);
          },
          onChange: (st) => {
            const current = normaliseQuery(text);
            if (st.query !== current) problems.push(`state for ${JSON.stringify(st.query)} while the text is ${JSON.stringify(current)}`);
            if (st.status === 'open' && st.result.query !== current)
              problems.push(`shown answer for ${JSON.stringify(st.result.query)} while the text is ${JSON.stringify(current)}`);
          },
        });
        const typing = s.scheduleSequence(
          keys.map((k) => ({
            label: k.kind === 'type' ? 'type ' + k.ch : k.kind,
            builder: async () => {
              if (k.kind === 'type') text += k.ch;
              else if (k.kind === 'backspace') text = text.slice(0, -1);
              c.input(text);
            },
          })),
        );
        await s.waitAll();
        expect(typing.done).toBe(true);
        expect(problems).toEqual([]);
        const final = normaliseQuery(text);
        const st = c.state();
        expect(st.query).toBe(final);
        if (canSearch(final, minLength)) {
          expect(st.status === 'open' || st.status === 'closed').toBe(true);
          if (st.status === 'open') expect(st.result.query).toBe(final);
          // Answered by a request for it (now, or earlier and remembered), never by another text's.
          expect(searched).toContain(final);
        } else expect(st.status).toBe('idle');
      }),
      { numRuns: 300 },
    );
  });
});
