// Bars the shopper closed (§4.6), kept in local storage. Plain functions, no DOM.

/** §4.6: the local-storage key that lists the ids of the bars a shopper closed. */
export const CLOSED_BARS_KEY = 'closedBars';

/** The stored ids, whatever was stored: anything but a list of strings reads as none. */
export function closedBarIds(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}

/** The list after closing `id`: once each, in the order closed. */
export function withClosedBar(stored: unknown, id: string): string[] {
  const ids = closedBarIds(stored);
  return ids.includes(id) ? ids : [...ids, id];
}
