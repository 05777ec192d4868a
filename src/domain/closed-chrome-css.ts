// The stylesheet that hides, before the first paint, the bars and banners a shopper closed on an
// earlier page (§4.6): what the loader's early step removes as parsing ends, written as CSS so that
// the optional inline head script (src/early/) can apply it while the body is still being parsed.
// Plain strings, no DOM.
import { BANNER_COOKIES } from './banner-cookies.ts';

/** A CSS string literal for any text: quotes, backslashes and line breaks as hex escapes. */
function cssString(text: string): string {
  return '"' + text.replace(/["\\\n\r\f]/g, (c) => '\\' + c.charCodeAt(0).toString(16) + ' ') + '"';
}

/** Whether `cookies` (document.cookie) holds a cookie called `name`, whatever its value. */
export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().split('=')[0] === name);
}

const HIDE = '{display:none!important}';

/**
 * The rules for the closed bar ids and the banners' cookies, '' when nothing was closed. A container
 * whose every bar was closed goes too, as the loader removes it. That rule uses :has(), so it stands on
 * its own: a browser without :has() drops only it, and the bars themselves are hidden still.
 */
export function closedChromeCss(closedIds: readonly string[], cookies: string): string {
  const rules: string[] = [];
  const bars = closedIds.map((id) => `[data-bar-id=${cssString(id)}]`).join(',');
  if (bars) {
    rules.push(bars + HIDE);
    rules.push(`[data-widget="page-bars"]:not(:has([data-bar-id]:not(${bars})))${HIDE}`);
  }
  if (hasCookie(cookies, BANNER_COOKIES.discount)) rules.push('[data-widget="discount-banner"]' + HIDE);
  if (hasCookie(cookies, BANNER_COOKIES.freeShipping)) rules.push('[data-widget="free-shipping-banner"]' + HIDE);
  return rules.join('\n');
}
