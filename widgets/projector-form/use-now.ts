// A clock for rules that depend on the time (§4.12 countdown, §9.5 "Zamów do HH:MM"): re-renders
// every `periodMs` (null = stopped), aligned to the second so that displays flip on time.
import { useEffect, useState } from 'react';

export function useNow(periodMs: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (periodMs === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(new Date(at));
      timer = setTimeout(tick, periodMs - (at % 1000));
    };
    timer = setTimeout(tick, periodMs - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, [periodMs]);
  return now;
}
