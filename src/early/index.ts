// The optional inline head script (`dist/storefront-early.js`, README "A first paint without a jump"):
// what the widgets of the page chrome would change right after the first paint, done before it. The
// loader is a deferred module script, which can run after the browser's first paint; then the page
// under what it changes moves (next-load CLS up to 0.09 from closed bars, 0.01–0.03 on a phone's listing).
//   - It hides the bars and banners the shopper closed on an earlier page (the loader removes them too).
//   - On pages marked <html data-section-slots="…">, it puts the responsive sections in the slot of
//     the view type as the parser writes them (§2.2).
//   - It closes the phone's disclosures until the loader has scanned.
// A theme pastes this file's text into a <script nonce> in its <head>, before the body. It never
// throws: blocked storage or junk stored hide nothing.
import { CLOSED_BARS_KEY, closedBarIds } from '../domain/closed-bars.ts';
import { closedChromeCss } from '../domain/closed-chrome-css.ts';
import { readCookies } from '../core/cookies.ts';
import { closeDisclosuresUntilScan } from './closed-disclosures.ts';
import { placeSectionsWhileParsing } from './place-sections.ts';

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

try {
  placeSectionsWhileParsing(document, window);
  closeDisclosuresUntilScan(document);
} catch {
  // The widgets do it after the first paint, as without this script.
}
