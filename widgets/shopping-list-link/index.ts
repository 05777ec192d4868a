import { defineWidget } from '../../src/core/define-widget.ts';
import { ShoppingListLink } from './ShoppingListLink.tsx';
import { ShoppingListLinkProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'shopping-list-link',
  description: 'A shopping-list link marked empty (§2.5): a click first creates the default list, then the link is followed, also when that fails.',
  props: ShoppingListLinkProps,
  Component: ShoppingListLink,
  inPlace: true,
  texts,
});
