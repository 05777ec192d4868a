// Renders nothing of its own: the server's shopping-list link stays where it is (the hook makes a
// click on it create the default list first, §2.5).
import { useShoppingListLink } from './use-shopping-list-link.ts';

export function ShoppingListLink() {
  useShoppingListLink();
  return null;
}
