// Props of `product-lists`: the wishlist and the comparers (§1, §3.4). One widget, two markers:
// - without `productId`, the header's counter: the marker around the server's link to the list,
//   `<div data-widget="product-lists" data-props='{"list":"wishlist"}'><a href="/basketedit.php?mode=2">Ulubione (0)</a></div>`;
// - with `productId`, a product's add / remove button (product page, listing tile): the marker
//   around the server's own form or link that works without JavaScript,
//   `<div data-widget="product-lists" data-props='{"list":"comparers","productId":1001}'><a href="/settings.php?comparers=add&product=1001">Dodaj do porównania</a></div>`.
import * as z from 'zod/mini';

export const ProductListsProps = z.object({
  list: z.enum(['wishlist', 'comparers']).check(z.describe('Which list: "wishlist" (the Wishlist section) or "comparers" (the Comparers section).')),
  productId: z
    .optional(z.union([z.number(), z.string().check(z.minLength(1))]))
    .check(z.describe('The product the button adds or removes; without it the marker is the header counter.')),
  size: z.optional(
    z.string().check(z.describe('The wishlist button: the size sent with the product (default none); on the product page the size the shopper picks wins.')),
  ),
  name: z.optional(
    z.string().check(z.describe("The product's name, added to the button's accessible name where several buttons share a page (listing tiles).")),
  ),
  url: z.optional(
    z.string().check(z.describe('The counter: the list page it links to; default "/basketedit.php?mode=2" (wishlist) or "/product-compare.php" (comparers).')),
  ),
});
export type ProductListsProps = z.infer<typeof ProductListsProps>;
