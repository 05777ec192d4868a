import { defineWidget } from '../../src/core/define-widget.ts';
import { fillPlurals } from '../../src/core/plural-texts.ts';
import { ProductLists } from './ProductLists.tsx';
import { ProductListsProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'product-lists',
  description:
    "The wishlist and the comparers (§3.4): the header counters, and each product's add / remove button on the product page and the listing tiles, changed without a page load and followed by every counter.",
  props: ProductListsProps,
  Component: ProductLists,
  texts,
  plurals: fillPlurals,
});
