// The multi-variant display's data (spec §2.10): the variants in the product form's props
// (`variants`), checked when the part's chunk loads; an error names the path, e.g.
// `data-props.variants.items.0.sizes: expected array`.
// Example: `{"items": [{"product": 1020, "name": "czarny, skóra", "url": "/product/1020", "icon":
// "/gfx/1020.svg", "sizes": [{"id": "38", "name": "38", "amount": 4, "price": 259}]}]}`.
import * as z from 'zod/mini';

const Id = z.union([z.string(), z.number()]);

const Variant = z.object({
  product: Id.check(z.describe("The variant's product id.")),
  name: z.string().check(z.minLength(1), z.describe('What tells it apart, e.g. "czarny, skóra".')),
  url: z.optional(z.string().check(z.describe('Its page.'))),
  icon: z.optional(z.string().check(z.describe('Picture URL.'))),
  sizes: z
    .array(
      z.object({
        id: Id,
        name: z.string(),
        amount: z.number().check(z.describe('Stock: 0 sold out, -1 unlimited.')),
        price: z.optional(z.number().check(z.describe("Unit price in the shop's price type."))),
      }),
    )
    .check(z.minLength(1)),
  size: z.optional(Id.check(z.describe('The size chosen at first.'))),
});

export const VariantsDefinition = z.object({ items: z.array(Variant).check(z.minLength(1)) });
export type VariantProps = z.infer<typeof VariantsDefinition>['items'][number];
