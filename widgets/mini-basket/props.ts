// Props of `mini-basket`. The marker needs none: `<div data-widget="mini-basket">` around the
// server's basket link. The links can be changed for shops with other addresses.
import * as z from 'zod/mini';

export const MiniBasketProps = z.object({
  basketUrl: z.optional(z.string().check(z.describe('The basket page the "go to basket" link opens; default "/basketedit.php".'))),
  checkoutUrl: z.optional(
    z.string().check(z.describe('The one-click checkout link (§2.4), hidden when a product has no name or is a subscription; default "/order1.php".')),
  ),
});
export type MiniBasketProps = z.infer<typeof MiniBasketProps>;

export const DEFAULT_BASKET_URL = '/basketedit.php';
export const DEFAULT_CHECKOUT_URL = '/order1.php';
