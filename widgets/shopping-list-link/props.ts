// Props of `shopping-list-link`. The marker wraps a shopping-list link the shop marks empty (the
// shopper has no list yet, spec §2.5), and takes no props:
//   <span data-widget="shopping-list-link"><a href="/shoppinglist.php">Listy zakupowe</a></span>
// Wrap the link, do not put the marker on it: a click made while the widget loads (it loads when
// the shopper reaches for the link) is replayed on the link inside the marker. Once the shopper has
// a list, render the plain link without the marker.
import * as z from 'zod/mini';

export const ShoppingListLinkProps = z.object({});
export type ShoppingListLinkProps = z.infer<typeof ShoppingListLinkProps>;
