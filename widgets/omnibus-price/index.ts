import { defineWidget } from '../../src/core/define-widget.ts';
import { OmnibusPrice } from './OmnibusPrice.tsx';
import { OmnibusProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'omnibus-price',
  description: 'The EU lowest price in the 30 days before a discount (Omnibus), with the bargain / promo / discount-code label.',
  props: OmnibusProps,
  Component: OmnibusPrice,
  texts,
});
