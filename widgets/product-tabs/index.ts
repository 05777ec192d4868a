import { defineWidget } from '../../src/core/define-widget.ts';
import { ProductTabs } from './ProductTabs.tsx';
import { ProductTabsProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'product-tabs',
  description:
    'Product page tabs over the server sections: accordions below view 3, sticky anchor-scroll tabs from view 3 (offset: fixed header + tab bar + 50 px), the rating link opening opinions, traits "show all".',
  props: ProductTabsProps,
  Component: ProductTabs,
  texts,
});
