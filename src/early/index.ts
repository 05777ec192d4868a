// The optional inline head script (`dist/storefront-early.js`, README "Closed bars without a jump"):
// hides the bars and banners the shopper closed on an earlier page before the body paints. The
// loader removes them too, at its first scan, but a deferred module script can run after the
// browser's first paint, and then the page under them moves (the page chrome: next-load CLS up to 0.09).
// A theme pastes this file's text into a <script nonce> in its <head>, before the body. It never
// throws: blocked storage or junk stored hide nothing.
import { CLOSED_BARS_KEY, closedBarIds } from '../domain/closed-bars.ts';
import { closedChromeCss } from '../domain/closed-chrome-css.ts';
import { readCookies } from '../core/cookies.ts';

function storedIds(): string[] {
  try {
    return closedBarIds(JSON.parse(localStorage.getItem(CLOSED_BARS_KEY)!));
  } catch {
    return [];
  }
}

try {
  const css = closedChromeCss(storedIds(), readCookies());
  if (css) {
    // A constructed sheet is outside the CSP's style-src; where there is none, a <style> with the
    // script's own nonce.
    const adopted = (document as Partial<Pick<Document, 'adoptedStyleSheets'>>).adoptedStyleSheets;
    if (adopted) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...adopted, sheet];
    } else {
      const style = document.createElement('style');
      style.nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
      style.textContent = css;
      document.head.append(style);
    }
  }
} catch {
  // Nothing hidden: the loader's early step still removes what was closed.
}
