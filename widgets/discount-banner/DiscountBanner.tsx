// Renders nothing of its own: the server's banner stays, and closes for a day (§4.6).
import { BANNER_COOKIES, BANNER_COOKIE_DAYS } from '../../src/domain/banner-cookies.ts';
import { useDismissible } from '../../src/ui/use-dismissible.ts';

export function DiscountBanner() {
  useDismissible(BANNER_COOKIES.discount, BANNER_COOKIE_DAYS);
  return null;
}
