import { defineWidget } from '../../src/core/define-widget.ts';
import { PromoCode } from './PromoCode.tsx';
import { PromoCodeProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'promo-code',
  description:
    'The promo-code field (§4.8): activates a discount code (activateRebateCode) or removes the active one (deactivateRebateCode); prices, the lowest-price label and the mini-basket follow without a page load.',
  props: PromoCodeProps,
  Component: PromoCode,
  texts,
});
