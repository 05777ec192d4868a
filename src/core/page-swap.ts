// Partial page navigation (spec §2.1, §7.2, §9.2): fetch a page as HTML with a render suffix, swap
// the marked regions (`data-swap-region="content"`, `"breadcrumbs"`…) with the same regions of the
// fetched page, push the URL into history and run the scripts marked for ajax loading. Any failure,
// or no answer within 16 s, navigates to the URL in full instead.
//
// A partial load never runs more than a full load of the same answer would. Only a same-origin
// `text/html` answer is swapped in; it is parsed by `parseOwnPage` (src/core/trusted.ts) into an
// inert document and defused there (src/core/fetched-markup.ts: <noscript>, <base>, handlers,
// javascript: addresses) before any node enters the page. Its executable scripts never move in:
// one marked `data-ajax-load` runs again, through the `storefront` policy and with this page's
// nonce, only when the answer's own policy would have run it (its nonce, same origin, a JavaScript
// type: src/domain/csp-scripts.ts). Data blocks stay data, copied so that Trusted Types accept them.
// New widget markers in the swapped regions mount through the loader's MutationObserver.
//
// Used by the variant swap (projector-form) and the page shell's navigation (src/shell/navigation/);
// the history entries both push and restore are kept by src/core/page-history.ts.
import type { Bus } from './bus.ts';
import { parseOwnPage, runServerScript, scriptURL } from './trusted.ts';
import { copyDataScript, defuse } from './fetched-markup.ts';
import { policiesAllow, splitPolicies } from '../domain/csp-scripts.ts';
import { httpUrl, ownOriginUrl } from '../domain/safe-url.ts';
import { scriptKind } from '../domain/script-kind.ts';
import { markShown, pushEntry } from './page-history.ts';

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
  /** Called with the fetched page's nodes just before the regions are replaced. */
  beforeSwap?(incoming: ParentNode): void;
  /** Called with the regions swapped in, after the scripts ran and before `page:loaded`. */
  afterSwap?(regions: Element[]): void;
  /** Announces the new URL (`page:loaded`) once swapped. */
  bus?: Bus;
  /** 'push' (default) a history entry; 'none' when restoring one (back / forward). */
  history?: 'push' | 'none';
  /** The page swapped in shows a product (the variant swap): back / forward to another path reloads it (§2.10). */
  product?: boolean;
  /** A newer navigation took over: stop, and navigate nowhere. */
  signal?: AbortSignal;
  /** The fetched page's answer headers (the tracking-events rule of §7.1 reads them). */
  onHeaders?(headers: Headers): void;
}

/** `cancelled`: a newer navigation took over (SwapOptions.signal). */
export type SwapResult = 'swapped' | 'navigated' | 'cancelled';

/** The URL as fetched: `set_render` added to its query. */
export function renderUrl(url: string, render: string | undefined, base: string = location.href): string {
  const u = new URL(url, base);
  if (render) u.searchParams.set('set_render', render);
  return u.pathname + u.search;
}

/** A fetched page: its inert nodes and the content security policies it came with. */
export interface FetchedPage {
  doc: DocumentFragment;
  /** Its enforced policies: the answer's header(s), then its <meta http-equiv> ones. */
  policies: string[];
  /** The address it was fetched from (its scripts' relative addresses resolve against it). */
  url: string;
}

const isHtml = (type: string | null) => /^\s*text\/html\s*(;|$)/i.test(type ?? '');

/** GET as an inert document; rejects on a non-2xx, foreign or non-HTML answer, an error, the time-out or `signal`. */
export async function loadDocument(url: string, timeoutMs: number, signal?: AbortSignal, onHeaders?: (headers: Headers) => void): Promise<FetchedPage> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const stop = () => abort.abort();
  signal?.addEventListener('abort', stop);
  try {
    const res = await fetch(url, { headers: { accept: 'text/html' }, signal: abort.signal });
    if (!res.ok) throw new Error(url + ': the server answered ' + res.status);
    const at = new URL(res.url || url, location.href);
    if (at.origin !== location.origin) throw new Error(url + ': redirected to another origin');
    onHeaders?.(res.headers);
    // A text/plain or JSON answer is not a page, whatever it holds: a full load would not render it.
    if (!isHtml(res.headers.get('content-type'))) throw new Error(url + ': not an HTML page');
    const doc = parseOwnPage(await res.text());
    // A <meta> policy enforces in the <head> only; one in the body could only add refusals here.
    const metas = [...doc.querySelectorAll('meta[http-equiv="content-security-policy" i]')].map((m) => m.getAttribute('content') ?? '');
    return { doc, policies: [...splitPolicies(res.headers.get('content-security-policy')), ...metas.flatMap(splitPolicies)], url: at.href };
  } finally {
    clearTimeout(timer); // the time-out covers the body too
    signal?.removeEventListener('abort', stop);
  }
}

/** A script of a swapped region to run: its code, or the URL of its file. */
export type AjaxScript = { code: string } | { src: string; module: boolean };

/**
 * A script of the fetched page as a full load of it would treat it: its file's address (relative
 * to the page fetched, a <base> ignored; only this shop's), or its code; null when the answer's
 * own policy would block it.
 */
export function asFullLoadRuns(s: HTMLScriptElement, page: Pick<FetchedPage, 'policies' | 'url'>, nonce: string | undefined): AjaxScript | null {
  const src = s.getAttribute('src');
  const url = src === null ? null : ownOriginUrl(src, page.url);
  if (src !== null && !url) return null;
  const allowed = policiesAllow(page.policies, { nonce: s.getAttribute('nonce') || s.nonce || '', src: url && url.href }, location.origin, Boolean(nonce));
  if (!allowed) return null;
  return url ? { src: url.href, module: scriptKind(s.getAttribute('type')) === 'module' } : { code: s.text };
}

/** Takes the scripts the browser would act on out of `region`; returns those marked for ajax loading that may run. */
export function takeScripts(region: Element, page: Pick<FetchedPage, 'policies' | 'url'>, nonce: string | undefined): AjaxScript[] {
  const run: AjaxScript[] = [];
  for (const s of region.querySelectorAll('script')) {
    const kind = scriptKind(s.getAttribute('type'));
    if (kind === 'data') continue;
    if ((kind === 'classic' || kind === 'module') && s.hasAttribute(AJAX_SCRIPT_ATTR)) {
      const script = asFullLoadRuns(s, page, nonce);
      if (script) run.push(script);
      else console.warn('storefront: a script of ' + page.url + ' was not run: a full load of that page would not run it: ' + s.outerHTML.slice(0, 120));
    }
    s.remove();
  }
  return run;
}

/** Runs a script of a swapped region with this page's nonce (§2.1), in order for inline ones. */
function runAjaxScript(script: AjaxScript, nonce: string | undefined): void {
  if ('code' in script) {
    runServerScript(script.code, nonce);
    return;
  }
  const el = document.createElement('script');
  if (nonce) el.nonce = nonce;
  if (script.module) el.type = 'module';
  (el as { src: unknown }).src = scriptURL(script.src); // same-origin, allowed by the answer's own policy
  document.body.append(el);
}

/** The region as this page's node: imported, its data blocks copied so that Trusted Types accept them. */
function importRegion(next: Element): Element {
  const region = document.importNode(next, true);
  for (const data of region.querySelectorAll('script')) data.replaceWith(copyDataScript(data));
  return region;
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

/** Swaps the page's regions for those of `url`, or navigates there in full. Only http(s) addresses: anything else rejects. */
export async function swapPage(url: string, o: SwapOptions = {}): Promise<SwapResult> {
  const target = httpUrl(url, location.href);
  if (!target) throw new TypeError('storefront: not an http(s) address: ' + url);
  try {
    if (target.origin !== location.origin) throw new Error('not same-origin');
    const page = await loadDocument(renderUrl(target.href, o.render), o.timeoutMs ?? PAGE_SWAP_TIMEOUT_MS, o.signal, o.onHeaders);
    if (o.signal?.aborted) return 'cancelled';
    const pairs = matchRegions(document, page.doc);
    if (!pairs) throw new Error('the page has no matching regions');
    o.beforeSwap?.(page.doc);
    const scripts: AjaxScript[] = [];
    const regions: Element[] = [];
    // §2.1 back: the entry being left keeps where the shopper was, before a shorter page clamps it.
    const leftAt = scrollY;
    for (const [current, next] of pairs) {
      defuse(next);
      scripts.push(...takeScripts(next, page, o.nonce));
      const region = importRegion(next);
      current.replaceWith(region);
      regions.push(region);
    }
    const title = page.doc.querySelector('title')?.textContent?.trim();
    if (title) document.title = title;
    if (o.history !== 'none') pushEntry(target, o.product ?? false, leftAt);
    markShown(o.product ?? false);
    for (const script of scripts) runAjaxScript(script, o.nonce);
    o.afterSwap?.(regions);
    o.bus?.emit('page:loaded', { url: target.href });
    return 'swapped';
  } catch {
    if (o.signal?.aborted) return 'cancelled';
    // Restoring an entry (back / forward): the address bar already shows it, so no new entry.
    if (o.history === 'none') location.replace(target.href);
    else location.assign(target.href);
    return 'navigated';
  }
}
