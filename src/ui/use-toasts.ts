// The list of toasts and their timers: shown for `durationMs`, then `leaving` for the 0.5 s fade
// (§9.2), then removed. Hovering or focusing a toast pauses its clock; leaving resumes it with
// the time that was left.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ToastKind } from '../core/events.ts';
import { TOAST_FADE_MS, toastDuration } from './toast-timing.ts';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
  /** True during the fade-out. */
  leaving: boolean;
}

export interface ToastsApi {
  toasts: readonly ToastItem[];
  show(toast: { kind: ToastKind; text: string; durationMs?: number }): number;
  dismiss(id: number): void;
  pause(id: number): void;
  resume(id: number): void;
}

interface Clock {
  timer: ReturnType<typeof setTimeout> | undefined;
  startedAt: number;
  remaining: number;
}

let nextId = 1;

export function useToasts(fadeMs = TOAST_FADE_MS): ToastsApi {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const clocks = useRef(new Map<number, Clock>());

  const remove = useCallback((id: number) => {
    clocks.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      const clock = clocks.current.get(id);
      if (!clock) return;
      clearTimeout(clock.timer);
      clock.remaining = -1; // leaving: pause/resume no longer apply
      clock.timer = setTimeout(() => remove(id), fadeMs);
      setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    },
    [fadeMs, remove],
  );

  const run = useCallback(
    (id: number, ms: number) => {
      const clock = clocks.current.get(id);
      if (!clock) return;
      clock.startedAt = Date.now();
      clock.remaining = ms;
      clock.timer = setTimeout(() => dismiss(id), ms);
    },
    [dismiss],
  );

  const show = useCallback<ToastsApi['show']>(
    ({ kind, text, durationMs }) => {
      const id = nextId++;
      const ms = toastDuration(kind, durationMs);
      clocks.current.set(id, { timer: undefined, startedAt: 0, remaining: ms });
      setToasts((list) => [...list, { id, kind, text, durationMs: ms, leaving: false }]);
      run(id, ms);
      return id;
    },
    [run],
  );

  const pause = useCallback((id: number) => {
    const clock = clocks.current.get(id);
    if (!clock || clock.remaining < 0 || clock.timer === undefined) return;
    clearTimeout(clock.timer);
    clock.timer = undefined;
    clock.remaining = Math.max(0, clock.remaining - (Date.now() - clock.startedAt));
  }, []);

  const resume = useCallback(
    (id: number) => {
      const clock = clocks.current.get(id);
      if (clock && clock.remaining >= 0 && clock.timer === undefined) run(id, clock.remaining);
    },
    [run],
  );

  useEffect(() => {
    const map = clocks.current;
    return () => {
      for (const c of map.values()) clearTimeout(c.timer);
      map.clear();
    };
  }, []);

  return useMemo(() => ({ toasts, show, dismiss, pause, resume }), [toasts, show, dismiss, pause, resume]);
}
