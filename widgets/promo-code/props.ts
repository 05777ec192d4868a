// Props of `promo-code`. The marker wraps the shop's own promo-code form, which works without
// JavaScript (posted to the shop, which sets or clears the code and comes back to the page):
//   <div data-widget="promo-code" data-props='{"active":"RABAT10"}'>
//     <form action="/rebatecode.php" method="post">…label, input name="code", submit…</form>
//   </div>
// The development shop renders that form with the widget's own PromoCodeView (fixtures/pages/promo-code.ts),
// so mounting moves nothing. The Basket section's `rebateCode`, where the shop sends it, wins over `active`.
import * as z from 'zod/mini';

export const PromoCodeProps = z.object({
  active: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.describe(
            "The code active in the shopper's session when the page was drawn; null or absent: none. The Basket section's `rebateCode`, when the shop sends it, is newer and wins.",
          ),
        ),
    ),
  ),
  reload: z.optional(
    z
      .boolean()
      .check(
        z.describe(
          'After a change, load the page again: for a page whose server markup shows the prices (the basket page). Default: false, the Projector and Basket sections are refreshed and the widgets follow.',
        ),
      ),
  ),
});
export type PromoCodeProps = z.infer<typeof PromoCodeProps>;
