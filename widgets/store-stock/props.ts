// Props of `store-stock`: the product, and the map's tile service (§2.13).
import * as z from 'zod/mini';

export const StoreStockProps = z.object({
  productId: z.union([z.string(), z.number()]).check(z.describe('The product whose store stock the dialog shows (sizeAvailability).')),
  sizeId: z.optional(z.string().check(z.describe('The size chosen when the page rendered; later `product:size-selected` events win.'))),
  tileUrl: z.optional(z.string().check(z.describe('Tile URL template with {z}, {x}, {y}; default /tiles/{z}/{x}/{y}.png.'))),
  attribution: z.optional(z.string().check(z.describe('Tile attribution shown under the map (plain text).'))),
  markerBase: z.optional(z.string().check(z.describe('Folder of the marker images (§2.13: /gfx/standards/).'))),
  map: z.optional(z.boolean().check(z.describe('Show the map of the stores in the dialog (default true).'))),
});
export type StoreStockProps = z.infer<typeof StoreStockProps>;
