// The `Wishlist` and `Comparers` sections of the bulk page data (§3.4, §7.2). The spec lists no
// fields: these are the ones the widgets read, as the development shop sends them
// (`{products: [{id, size, name, link}], count}`). Loose objects: shops send more.
import * as z from 'zod/mini';

export const ListProduct = z.looseObject({
  id: z.union([z.number(), z.string()]),
  size: z.optional(z.nullable(z.string())),
});

export const ProductListSection = z.looseObject({
  products: z.array(ListProduct),
  count: z.optional(z.nullable(z.number())),
});
export type ProductListSection = z.infer<typeof ProductListSection>;
