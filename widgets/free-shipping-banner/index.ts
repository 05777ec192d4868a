import { defineWidget } from '../../src/core/define-widget.ts';
import { FreeShippingBanner } from './FreeShippingBanner.tsx';
import { FreeShippingBannerProps } from './props.ts';

export default defineWidget({
  name: 'free-shipping-banner',
  description:
    "The free-shipping banner (§2.8, §4.6): active once the basket's toShippingFree is 0, showing the amount still missing as the basket changes; its close control sets the cookie freeeshipping_clicked for 1 day, and while that cookie exists the banner is removed.",
  props: FreeShippingBannerProps,
  Component: FreeShippingBanner,
  inPlace: true,
});
