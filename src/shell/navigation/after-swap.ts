// After a partial page load (§2.1), the way routed web apps do it: the new page's title is
// announced in a polite live region, focus moves to the swapped content's heading (so that the
// keyboard and the screen reader continue from there), and the view scrolls to it — or, going back
// or forward, to where the shopper was on that page.
import type { Translate } from '../../core/i18n.ts';

let announcer: HTMLElement | null = null;

/** The live region exists before it speaks: screen readers ignore a region created with its text. */
export function prepareAnnouncer(): void {
  if (announcer?.isConnected) return;
  announcer = document.createElement('div');
  announcer.className = 'sf-visually-hidden';
  announcer.setAttribute('role', 'status');
  announcer.setAttribute('data-storefront-announcer', '');
  document.body.append(announcer);
}

function headingOf(regions: readonly Element[]): HTMLElement | undefined {
  for (const selector of ['h1', 'h2, h3']) {
    for (const region of regions) {
      const h = region.querySelector<HTMLElement>(selector);
      if (h) return h;
    }
  }
  return regions[0] as HTMLElement | undefined;
}

export function followNewContent(regions: readonly Element[], t: Translate, scrollTo: number | undefined): void {
  const target = headingOf(regions);
  if (target) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
  if (scrollTo !== undefined) window.scrollTo(0, scrollTo);
  else if (target && target.getBoundingClientRect().top < 0) target.scrollIntoView({ block: 'start' });
  prepareAnnouncer();
  announcer!.textContent = t('shell.pageLoaded', { title: document.title });
}
