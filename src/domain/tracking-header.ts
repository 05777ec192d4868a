// The tracking-events rule of §7.1: which answers ask the page to fetch and run the tracking events.

/** §7.1: a header whose name ends in `-tracking-events` with a value of 1 or more. */
export function hasTrackingEvents(headers: Headers): boolean {
  let found = false;
  headers.forEach((value, name) => {
    if (name.toLowerCase().endsWith('-tracking-events') && Number(value) >= 1) found = true;
  });
  return found;
}
