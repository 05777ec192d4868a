// Props of `omnibus-price`. On a product page: `{"source": "projector"}` (reads the Projector
// section and follows the chosen size). On listings the server puts each tile's §3.10 price
// data inline: `{"priceType": "gross", "sizes": [{"id": "M"}], "unit": {"sellBy": 1}, "price": {…}}`.
import * as z from 'zod/mini';
import { PriceType, SizePrice } from '../../src/core/schemas/price.ts';

export const OmnibusProps = z
  .object({
    source: z.optional(z.enum(['projector', 'inline'])),
    /** Net or gross; defaults to the shop's priceType. */
    priceType: z.optional(PriceType),
    sizes: z.optional(z.array(z.looseObject({ id: z.string() }))),
    unit: z.optional(z.looseObject({ sellBy: z.optional(z.number()) })),
    /** The §3.10 price block (inline source only). */
    price: z.optional(SizePrice),
  })
  .check(
    z.refine((p) => p.source === 'projector' || p.price !== undefined, {
      message: 'expected object (inline price data is required unless source is "projector")',
      path: ['price'],
    }),
  );
export type OmnibusProps = z.infer<typeof OmnibusProps>;
