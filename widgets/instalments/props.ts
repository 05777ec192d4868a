// Props of `instalments` (spec §3.22). The provider parameters usually come in `data-props`;
// a shop may instead send them as `instalments` in the Projector / Basket section, and props win
// key by key. Product page: `{"link": "https://provider/calc?amount={calculate_price}",
// "minPrice": 300, "maxPrice": 20000, "instalmentName": "Raty Przykład"}`.
import * as z from 'zod/mini';

// Own small schemas rather than src/core/schemas/price.ts: that module's chunk would count in this
// widget's size budget for one enum.
const Money = z.number().check(z.nonnegative());

/** The §3.22 instalment parameters, as props or as a section's `instalments` block. */
export const InstalmentParams = z.object({
  link: z.optional(z.string().check(z.describe('Provider calculator link (http(s) or relative); {calculate_price} becomes the amount, e.g. 1234.50.'))),
  minPrice: z.optional(z.nullable(Money.check(z.describe('Minimum amount (inclusive); 0 = none.')))),
  maxPrice: z.optional(z.nullable(Money.check(z.describe('Maximum amount (inclusive); 0 = none.')))),
  totalPrice: z.optional(
    Money.check(
      z.describe(
        'Product page: the amount added to the product "including the basket"; basket page: the selected products\' total. Default: the Basket section.',
      ),
    ),
  ),
  instalmentName: z.optional(z.string().check(z.describe('Provider name, shown by the button.'))),
  priceType: z.optional(z.enum(['gross', 'net']).check(z.describe("Net or gross amounts; default: the shop's."))),
  maxProducts: z.optional(z.int().check(z.nonnegative(), z.describe('Basket page: most positions allowed; 0 = no limit.'))),
});
export type InstalmentParams = z.infer<typeof InstalmentParams>;

export const InstalmentsProps = z.extend(InstalmentParams, {
  mode: z.optional(z.enum(['product', 'basket']).check(z.describe('Default: product on a projector page, else basket.'))),
  price: z.optional(Money.check(z.describe('Gross unit price until product:price-changed; default: the Projector section.'))),
  priceNet: z.optional(Money.check(z.describe('Net unit price, as price.'))),
  basketCount: z.optional(z.int().check(z.nonnegative(), z.describe('Basket positions; default: the Basket section.'))),
  basketCost: z.optional(Money.check(z.describe('Gross basket cost; default: the Basket section.'))),
  basketCostNet: z.optional(Money.check(z.describe('Net basket cost; default: the Basket section.'))),
  quantityInput: z.optional(z.string().check(z.describe('Quantity field selector; default input[name="number"].'))),
});
export type InstalmentsProps = z.infer<typeof InstalmentsProps>;
