// Chrome the shopper closed on an earlier page is taken out at the loader's first scan, as the
// page's parsing ends, before the runtime arrives: a bar or banner removed after the first paint
// would move the page under it (the bench measured CLS 0.08 at 4× CPU and 0.11 on slow
// 4G on every later page when the widgets removed them). Here they go before the first paint
// whenever the browser has not painted before the module script runs (a race a deferred script
// cannot always win: docs/decisions.md). Registry `early` steps: tiny, they run in the entry for
// every marker of their widget. Written for bytes (the entry is on every page): a regular
// expression instead of the cookie helpers.
import { CLOSED_BARS_KEY } from '../domain/closed-bars.ts';
import { readCookies } from '../core/cookies.ts';

const BAR = '[data-bar-id]';

/** §4.6: bars stored as closed go, and a container left without bars (or served empty) goes too. */
export function removeClosedBars(container: HTMLElement): void {
  let closed: unknown = [];
  try {
    closed = JSON.parse(localStorage.getItem(CLOSED_BARS_KEY)!);
  } catch {
    // Storage blocked or junk stored: nothing reads as closed.
  }
  for (const bar of container.querySelectorAll<HTMLElement>(BAR)) if (Array.isArray(closed) && closed.includes(bar.dataset.barId)) bar.remove();
  if (!container.querySelector(BAR)) container.remove();
}

/** §4.6: while its cookie exists, the banner goes. */
export const removeWhileCookie =
  (cookie: string) =>
  (banner: HTMLElement): void => {
    if (new RegExp('(^|; *)' + cookie + '=').test(readCookies(banner.ownerDocument))) banner.remove();
  };
