import { defineWidget } from '../../src/core/define-widget.ts';
import { DiscountBanner } from './DiscountBanner.tsx';
import { DiscountBannerProps } from './props.ts';

export default defineWidget({
  name: 'discount-banner',
  description:
    'The discount-code banner (§2.8, §4.6): its close control sets the cookie rabateCode_clicked for 1 day, and while that cookie exists the banner is removed.',
  props: DiscountBannerProps,
  Component: DiscountBanner,
  inPlace: true,
});
