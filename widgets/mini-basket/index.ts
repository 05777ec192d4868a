import { defineWidget } from '../../src/core/define-widget.ts';
import { MiniBasket } from './MiniBasket.tsx';
import { MiniBasketProps } from './props.ts';
import { texts } from './texts.ts';
import { fillPlurals } from '../../src/core/plural-texts.ts';

export default defineWidget({
  name: 'mini-basket',
  description:
    'The header basket: a badge with the product count and value that opens the products, shipping cost and checkout links, kept fresh across widgets and tabs.',
  props: MiniBasketProps,
  Component: MiniBasket,
  texts,
  // The subscription period's days (basket.subscription).
  plurals: fillPlurals,
});
