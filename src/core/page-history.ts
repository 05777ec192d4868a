// The history entries of partial page loads (spec §2.1, §2.10), one module for the two that push
// them: the page shell's navigation and the product form's variant swap (both through
// src/core/page-swap.ts). Each entry remembers whether it shows a product and where the shopper was
// scrolled when leaving it. Back / forward: the shell restores the entry by swapping it in again;
// without the shell, or where a product is shown and the path is another, the page reloads.

/** What the page shows now, as history entries remember it. */
interface Shown {
  path: string;
  url: string;
  product: boolean;
}
/** Kept in each history entry this code pushes (and in the first page's, once it leaves it). */
export interface SwapState {
  product: boolean;
  /** The scroll position when the shopper left the entry. */
  scrollY?: number;
}

let shown: Shown | null = null;
let restorer: ((url: string, state: SwapState | undefined) => void) | null = null;

const here = () => location.pathname + location.search;
const stateOf = (state: unknown): SwapState | undefined => (state as { storefront?: SwapState } | null)?.storefront;

/**
 * Back / forward (§2.1): the page shell restores the entry by swapping it in again; without the
 * shell, or where a product is shown and the path is another (§2.10), the page reloads.
 */
export function setHistoryRestorer(fn: (url: string, state: SwapState | undefined) => void): void {
  restorer = fn;
  watchHistory();
}

function onPopState(e: PopStateEvent) {
  if (!shown || here() === shown.url) return; // a change of the hash only
  const state = stateOf(e.state);
  const otherPath = location.pathname !== shown.path;
  if ((shown.product || state?.product) && otherPath) location.reload();
  else if (restorer) restorer(location.href, state);
  else if (otherPath) location.reload();
}

function watchHistory() {
  if (!shown) addEventListener('popstate', onPopState);
  shown ??= { path: location.pathname, url: here(), product: false };
}

/** The address of the page shown (back / forward may already show another in the address bar). */
export const shownUrl = (): string => shown?.url ?? here();

/** Back / forward changed the address, but the shopper stays (unsaved changes): the address goes back to the page still shown. */
export function returnToShown(): void {
  history.pushState(history.state, '', shownUrl());
}

/** Marks the page as shown (after a swap, or a restore). */
export function markShown(product: boolean): void {
  watchHistory();
  shown = { path: location.pathname, url: here(), product };
}

/** Remembers where the shopper was on the entry being left (read before the swap), then pushes the new one. */
export function pushEntry(target: URL, product: boolean, leftAt: number): void {
  const current = stateOf(history.state) ?? { product: shown?.product ?? false };
  history.replaceState({ ...history.state, storefront: { ...current, scrollY: leftAt } }, '');
  history.pushState({ storefront: { product } satisfies SwapState }, '', target.pathname + target.search + target.hash);
}
