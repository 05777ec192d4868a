// Props of `omnibus-price`. On a product page: `{"source": "projector"}` (reads the Projector
// section and follows the chosen size). On listings the server puts each tile's §3.10 price
// data inline: `{"priceType": "gross", "sizes": [{"id": "M"}], "unit": {"sellBy": 1}, "price": {…}}`.
import * as z from 'zod/mini';
import { PriceType, SizePrice } from '../../src/core/schemas/price.ts';

export const OmnibusProps = z
  .object({
    source: z.optional(
      z
        .enum(['projector', 'inline'])
        .check(z.describe('"projector": read the product page\'s Projector section and follow the chosen size; "inline" (default): use `price`.')),
    ),
    priceType: z.optional(PriceType.check(z.describe("Show net or gross prices; defaults to the shop's priceType."))),
    sizes: z.optional(z.array(z.looseObject({ id: z.string() })).check(z.describe("The product's size ids (§3.10)."))),
    unit: z.optional(z.looseObject({ sellBy: z.optional(z.number()) }).check(z.describe('The product unit (§3.10): sellBy.'))),
    price: z.optional(
      SizePrice.check(
        z.describe('The size\'s price block (§3.9 / §3.10), each price keyed by gross / net as {value, formatted}. Required unless source is "projector".'),
      ),
    ),
  })
  .check(
    z.refine((p) => p.source === 'projector' || p.price !== undefined, {
      message: 'expected object (inline price data is required unless source is "projector")',
      path: ['price'],
    }),
  );
export type OmnibusProps = z.infer<typeof OmnibusProps>;
