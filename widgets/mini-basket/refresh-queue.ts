// One refresh serves several near-simultaneous `basket:changed` events: requests made in the
// same task start one refresh, and requests made while it runs start exactly one more after it
// (so the last change is always fetched). `announce` sticks if any merged request asked for it.
export interface RefreshQueue {
  request(announce: boolean): void;
  stop(): void;
}

export function createRefreshQueue<T>(run: () => Promise<T>, done: (result: T, announce: boolean) => void): RefreshQueue {
  let running = false;
  let scheduled = false;
  let again = false;
  let announceNext = false;
  let stopped = false;

  const start = () => {
    scheduled = false;
    if (stopped) return;
    running = true;
    again = false;
    const announce = announceNext;
    announceNext = false;
    run()
      .then(
        (result) => !stopped && done(result, announce),
        () => {
          // A failed refresh keeps the basket on screen; the next change tries again.
        },
      )
      .finally(() => {
        running = false;
        if (again) start();
      });
  };

  return {
    request(announce) {
      announceNext ||= announce;
      if (running) again = true;
      else if (!scheduled) {
        scheduled = true;
        queueMicrotask(start);
      }
    },
    stop() {
      stopped = true;
    },
  };
}
