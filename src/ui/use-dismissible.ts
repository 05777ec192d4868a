// A banner the shopper closes for a while (§4.6, §9.7): its close control (`data-banner-close`,
// inside the marker) sets the banner's cookie for `days` and removes the banner, the marker with
// it; while the cookie exists, the loader's scan removes the banner before the first paint
// (src/loader/early-chrome.ts). The cookie helpers never throw: cookies that are blocked leave the
// banner closable for this page.
import { setCookie } from '../core/cookies.ts';
import { useInPlace } from './use-in-place.ts';

export const BANNER_CLOSE = '[data-banner-close]';

export function useDismissible(cookie: string, days: number): void {
  useInPlace(
    (marker) => {
      const onClick = (e: MouseEvent) => {
        if (!(e.target as Element).closest(BANNER_CLOSE)) return;
        setCookie(cookie, '1', { days }, marker.ownerDocument);
        marker.remove();
      };
      marker.addEventListener('click', onClick);
      return () => marker.removeEventListener('click', onClick);
    },
    [cookie, days],
  );
}
