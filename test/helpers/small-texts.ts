// Texts inside widget markers drawn smaller than 12 px (no widget text under 12 px, whatever the
// theme's root font size): one line each, "widget tag.class size text".
import type { Page } from 'playwright-core';

export function smallTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const marker of document.querySelectorAll('[data-widget]')) {
      const walker = document.createTreeWalker(marker, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || !n.textContent?.trim() || !el.getClientRects().length) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < 12) out.push(`${marker.getAttribute('data-widget')} ${el.localName}.${el.className} ${size}px "${n.textContent.trim().slice(0, 24)}"`);
      }
    }
    return out;
  });
}
