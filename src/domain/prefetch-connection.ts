// Whether the loader may fetch code ahead of need (the idle prefetch of `interaction` widgets) on
// the shopper's connection. Plain function, no DOM: the caller passes `navigator.connection`.

/** What is read of the Network Information API's `navigator.connection` (absent in some browsers). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * False when the shopper asked to save data or the connection is slow (effective type slow-2g, 2g or 3g:
 * the types with a 2 or 3 before the g; 4g is the fastest there is): code fetched ahead of need would
 * compete with what the page needs now, or cost data the shopper may never use. Unknown (no API, no
 * value) allows it. Written small: it is in the loader entry (bench/budgets.json).
 */
export const mayPrefetch = (c: ConnectionHints | undefined): boolean => !c?.saveData && !/[23]g/.test(c?.effectiveType ?? '');
