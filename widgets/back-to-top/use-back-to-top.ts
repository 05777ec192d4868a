// Back-to-top (§2.8, §9.6). Whether the page has been scrolled more than 2 viewport heights is told
// by an IntersectionObserver, not by a scroll listener: a 1 px sentinel at the top of the document (absolutely placed, appended to the body),
// observed with the viewport stretched upwards by 200 %, leaves that area exactly when the scroll
// passes 2 heights. No work runs while scrolling, and nothing reads layout.
import { BACK_TO_TOP_VIEWPORTS } from '../../src/domain/back-to-top.ts';
import { scrollBehavior } from '../../src/ui/motion.ts';
import { useInPlace } from '../../src/ui/use-in-place.ts';

export function useBackToTop(): void {
  useInPlace((marker) => {
    const doc = marker.ownerDocument;
    const win = doc.defaultView!;
    const link = marker.querySelector<HTMLAnchorElement>('a[href]');
    if (!link) throw new Error('back-to-top: the marker holds no link to the top of the page (<a href="#top">)');
    const show = (shown: boolean) => marker.toggleAttribute('data-shown', shown);
    const sentinel = doc.createElement('div');
    sentinel.className = 'sf-top-sentinel';
    sentinel.setAttribute('aria-hidden', 'true');
    doc.body.append(sentinel);
    let observer: IntersectionObserver | undefined;
    if (typeof win.IntersectionObserver === 'function') {
      observer = new win.IntersectionObserver(([entry]) => entry && show(!entry.isIntersecting && entry.boundingClientRect.top < 0), {
        rootMargin: `${BACK_TO_TOP_VIEWPORTS * 100}% 0px 0px 0px`,
      });
      observer.observe(sentinel);
    } else show(true);
    const onClick = (e: MouseEvent) => {
      if (!(e.target as Element).closest('a[href]')) return;
      e.preventDefault();
      win.scrollTo({ top: 0, behavior: scrollBehavior(win) });
      const target = (link.hash && doc.getElementById(link.hash.slice(1))) || doc.body;
      if (target !== doc.body && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    marker.addEventListener('click', onClick);
    return () => {
      observer?.disconnect();
      sentinel.remove();
      marker.removeEventListener('click', onClick);
      marker.removeAttribute('data-shown');
    };
  });
}
