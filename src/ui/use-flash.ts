// "Show this for N ms" (alerts, §9.2): a value that hides itself after a while. Showing again
// restarts the count, clear() hides it at once, and unmounting drops the pending timer.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Flash<T> {
  /** What shows now; null when nothing does. */
  value: T | null;
  /** Shows `value` for `ms` (default: the hook's), counting from now. */
  show(value: T, ms?: number): void;
  /** Hides it now. */
  clear(): void;
}

/** `T` defaults to `true`, for a flag: `show(true)`, shown while `value` is not null. */
export function useFlash<T = true>(ms: number): Flash<T> {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: T, forMs = ms) => {
      clearTimeout(timer.current);
      setValue(() => next); // the updater form, so that a function value is stored, not called
      timer.current = setTimeout(() => setValue(null), forMs);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setValue(null);
  }, []);
  return { value, show, clear };
}
