// Partial page navigation (spec §2.1, §7.2, §9.2): fetch a page as HTML with a render suffix, swap
// the marked regions (`data-swap-region="content"`, `"breadcrumbs"`…) with the same regions of the
// fetched page, push the URL into history and run the scripts marked for ajax loading. Any failure,
// or no answer within 16 s, navigates to the URL in full instead.
//
// Trusted Types: the page is parsed by `parseOwnPage` (src/core/trusted.ts) into a detached
// document, only after checking that the answer really comes from this origin; its scripts never
// run. Executable scripts are taken out of the incoming regions before they are inserted (their
// nonce belongs to another response); those marked `data-ajax-load` are run again through the
// `storefront` policy with this page's nonce. New widget markers in the swapped regions mount
// through the loader's MutationObserver.
import type { Bus } from './bus.ts';
import { parseOwnPage, runServerScript } from './trusted.ts';

/** §9.2 partial page load time-out. */
export const PAGE_SWAP_TIMEOUT_MS = 16_000;
export const SWAP_REGION_ATTR = 'data-swap-region';
/** Scripts in a swapped region that run after the swap (§2.1 "marked for ajax loading"). */
export const AJAX_SCRIPT_ATTR = 'data-ajax-load';

export interface SwapOptions {
  /** The `set_render` value, e.g. "content,head". */
  render?: string;
  /** This page's CSP nonce, for the scripts marked for ajax loading. */
  nonce?: string;
  timeoutMs?: number;
  /** Called with the fetched document just before the regions are replaced. */
  beforeSwap?(incoming: Document): void;
  /** Announces the new URL (`page:loaded`) once swapped. */
  bus?: Bus;
}

export type SwapResult = 'swapped' | 'navigated';

/** The URL as fetched: `set_render` added to its query. */
export function renderUrl(url: string, render: string | undefined, base: string = location.href): string {
  const u = new URL(url, base);
  if (render) u.searchParams.set('set_render', render);
  return u.pathname + u.search;
}

/** GET as an inert document; rejects on a non-2xx or foreign answer, an error or the time-out. */
export async function loadDocument(url: string, timeoutMs: number): Promise<Document> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetch(url, { headers: { accept: 'text/html' }, signal: abort.signal });
    if (!res.ok) throw new Error(url + ': the server answered ' + res.status);
    if (res.url && new URL(res.url, location.href).origin !== location.origin) throw new Error(url + ': redirected to another origin');
    return parseOwnPage(await res.text());
  } finally {
    clearTimeout(timer); // the time-out covers the body too
  }
}

const isData = (s: HTMLScriptElement) => /json/i.test(s.type);

/** Takes the executable scripts out of `region`; returns the code of those marked for ajax loading. */
export function takeScripts(region: Element): string[] {
  const run: string[] = [];
  for (const s of region.querySelectorAll('script')) {
    if (isData(s)) continue;
    if (s.hasAttribute(AJAX_SCRIPT_ATTR) && !s.src) run.push(s.text);
    s.remove();
  }
  return run;
}

/** Pairs each region of `target` with the region of the same name in `incoming`; null if any is missing. */
export function matchRegions(target: ParentNode, incoming: ParentNode): Array<[Element, Element]> | null {
  const pairs: Array<[Element, Element]> = [];
  for (const current of target.querySelectorAll(`[${SWAP_REGION_ATTR}]`)) {
    const name = current.getAttribute(SWAP_REGION_ATTR)!;
    const next = incoming.querySelector(`[${SWAP_REGION_ATTR}="${CSS.escape(name)}"]`);
    if (!next) return null;
    pairs.push([current, next]);
  }
  return pairs.length ? pairs : null;
}

// The path the page shows: set by the first swap, which also starts watching history.
let shownPath: string | null = null;

function onPopState() {
  // §2.10: back / forward to another path than the product shown reloads the page in full.
  if (shownPath !== null && location.pathname !== shownPath) location.reload();
}

function watchHistory() {
  if (shownPath === null) addEventListener('popstate', onPopState);
  shownPath = location.pathname;
}

/** Swaps the page's regions for those of `url`, or navigates there in full. */
export async function swapPage(url: string, o: SwapOptions = {}): Promise<SwapResult> {
  const target = new URL(url, location.href);
  try {
    if (target.origin !== location.origin) throw new Error('not same-origin');
    const incoming = await loadDocument(renderUrl(target.href, o.render), o.timeoutMs ?? PAGE_SWAP_TIMEOUT_MS);
    const pairs = matchRegions(document, incoming);
    if (!pairs) throw new Error('the page has no matching regions');
    o.beforeSwap?.(incoming);
    const scripts: string[] = [];
    for (const [current, next] of pairs) {
      scripts.push(...takeScripts(next));
      current.replaceWith(document.importNode(next, true));
    }
    if (incoming.title) document.title = incoming.title;
    history.pushState({ swapped: true }, '', target.pathname + target.search + target.hash);
    watchHistory();
    for (const code of scripts) runServerScript(code, o.nonce);
    o.bus?.emit('page:loaded', { url: target.href });
    return 'swapped';
  } catch {
    location.assign(target.href);
    return 'navigated';
  }
}
