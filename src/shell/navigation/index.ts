// Partial page navigation (spec §2.1, §7.2, §9.2), the shell part that a page with links or forms
// marked `data-partial` loads (or a theme's `StorefrontWidgets.navigate()`). A click on such a link,
// or the submit of such a GET form, fetches the target page as HTML (src/core/page-swap.ts): the
// page's `data-swap-region` regions are replaced with the fetched page's, the URL is pushed, the
// scripts marked for ajax loading run with the nonce, the loader unmounts the old markers and
// mounts the new ones, `page:loaded` is emitted, and focus and the announcement follow the new
// content. Any failure, or no answer in 16 s, navigates to the URL in full.
import { SWAP_REGION_ATTR, swapPage, type SwapResult } from '../../core/page-swap.ts';
import { returnToShown, setHistoryRestorer, type SwapState } from '../../core/page-history.ts';
import type { NavigateResult } from '../../core/shell-api.ts';
import { showLoadingOverlay } from '../../ui/loading-overlay.ts';
import { httpUrl } from '../../domain/safe-url.ts';
import { mayLeave, type ShellContext } from '../context.ts';
import { clickTarget, submitTarget, type PartialTarget } from './partial-target.ts';
import { followNewContent, prepareAnnouncer } from './after-swap.ts';

/**
 * §9.2 minDelayTime: how long a load must have lasted before the loading overlay shows, so that a
 * quick swap never flashes it (docs/decisions.md). The swapped regions are aria-busy from the start.
 */
export const LOADING_DELAY_MS = 700;

export interface Navigation {
  navigate(url: string, o?: { render?: string }): Promise<NavigateResult>;
  /** Takes its listeners off (tests: a page keeps its shell). */
  stop(): void;
}

export function startNavigation(ctx: ShellContext): Navigation {
  const { services, t } = ctx;
  let current: { url: string; abort: AbortController; result: Promise<NavigateResult> } | null = null;

  function load(target: PartialTarget, restoring?: SwapState): Promise<NavigateResult> {
    if (current?.url === target.url && !restoring) return current.result; // a double click loads once
    current?.abort.abort();
    const abort = new AbortController();
    const regions = [...document.querySelectorAll(`[${SWAP_REGION_ATTR}]`)];
    const run = async (): Promise<SwapResult> => {
      if (!(await mayLeave(ctx.guards, regions))) {
        if (restoring) returnToShown();
        return 'cancelled';
      }
      if (abort.signal.aborted) return 'cancelled';
      for (const r of regions) r.setAttribute('aria-busy', 'true');
      let overlay: { hide(): void } | undefined;
      const timer = setTimeout(() => (overlay = showLoadingOverlay(t('shell.loading'))), LOADING_DELAY_MS);
      try {
        return await swapPage(target.url, {
          render: target.render,
          nonce: services.config.nonce,
          bus: services.bus,
          signal: abort.signal,
          history: restoring ? 'none' : 'push',
          afterSwap: (swapped) => followNewContent(swapped, t, restoring?.scrollY),
          // §7.1 tracking keeps working across partial loads: the page's answer may announce events too.
          onHeaders: (headers) =>
            void services.net().then(
              (n) => n.graphql.track(headers),
              () => {},
            ),
        });
      } finally {
        clearTimeout(timer);
        overlay?.hide();
        for (const r of regions) r.removeAttribute('aria-busy');
      }
    };
    const result = run().then((r) => (r === 'cancelled' ? 'stayed' : r));
    const entry = { url: target.url, abort, result };
    current = entry;
    void result.finally(() => current === entry && (current = null));
    return result;
  }

  prepareAnnouncer();
  setHistoryRestorer((url, state) => void load({ url }, state ?? { product: false }));

  const onClick = (e: MouseEvent) => {
    const target = clickTarget(e);
    if (!target) return;
    e.preventDefault();
    void load(target);
  };
  const onSubmit = (e: SubmitEvent) => {
    const target = submitTarget(e);
    if (!target) return;
    e.preventDefault();
    void load(target);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);

  return {
    // Only http(s) addresses (a javascript: one would run in the page): anything else rejects.
    navigate: (url, o) => {
      const target = httpUrl(url, location.href);
      return target ? load({ url: target.href, ...o }) : Promise.reject(new TypeError('StorefrontWidgets.navigate: not an http(s) address: ' + url));
    },
    stop() {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
    },
  };
}
