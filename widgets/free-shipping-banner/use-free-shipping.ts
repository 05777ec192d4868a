// The free-shipping banner's state (§4.6): active once `toShippingFree` is 0, with the amount still
// missing; it follows the basket through the Basket section, which is asked again on every
// `basket:changed` (by its sender, or by the mini-basket). Closing is use-dismissible's.
import * as z from 'zod/mini';
import { useSection } from '../../src/core/widget-context.tsx';
import { BANNER_COOKIES, BANNER_COOKIE_DAYS, freeShippingReached } from '../../src/domain/banner-cookies.ts';
import { useDismissible } from '../../src/ui/use-dismissible.ts';
import { useInPlace } from '../../src/ui/use-in-place.ts';

const FreeShipping = z.looseObject({
  toShippingFree: z.optional(z.unknown()),
  toShippingFree_formatted: z.optional(z.nullable(z.string())),
});

export function useFreeShipping(): void {
  useDismissible(BANNER_COOKIES.freeShipping, BANNER_COOKIE_DAYS);
  const basket = useSection('Basket', FreeShipping);
  const data = basket.status === 'ready' ? basket.data : undefined;
  const active = data !== undefined && freeShippingReached(data.toShippingFree);
  const amount = data?.toShippingFree_formatted;
  useInPlace(
    (marker) => {
      if (!data) return;
      const target = marker.querySelector<HTMLElement>('[data-free-shipping]') ?? marker;
      target.toggleAttribute('data-active', active);
      const shown = marker.querySelector('[data-free-shipping-amount]');
      if (shown && amount) shown.textContent = amount;
    },
    [data, active, amount],
  );
}
