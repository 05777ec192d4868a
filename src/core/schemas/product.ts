// Product and size shapes of the Projector section (spec §3.8, §3.9).
// Loose objects: the server sends more than a widget reads, and later widgets extend these.
import * as z from 'zod/mini';
import { SizePrice } from './price.ts';

export const Unit = z.looseObject({
  name: z.optional(z.string()),
  singular: z.optional(z.string()),
  plural: z.optional(z.string()),
  sellBy: z.optional(z.number()),
  precision: z.optional(z.number()),
});
export type Unit = z.infer<typeof Unit>;

export const Size = z.looseObject({
  id: z.string(),
  product_id: z.optional(z.union([z.string(), z.number()])),
  name: z.optional(z.string()),
  amount: z.optional(z.number()),
  selected: z.optional(z.boolean()),
  phone_price: z.optional(z.boolean()),
  price: z.optional(SizePrice),
});
export type Size = z.infer<typeof Size>;

export const Product = z.looseObject({
  id: z.union([z.string(), z.number()]),
  type: z.optional(z.string()),
  name: z.optional(z.string()),
  selected_size_list: z.optional(z.array(z.string())),
  sizes: z.array(Size),
  unit: z.optional(Unit),
});
export type Product = z.infer<typeof Product>;

/** `Projector` section of `/ajax/get.php` (spec §3.4, §7.2). */
export const ProjectorSection = z.looseObject({
  product: Product,
});
export type ProjectorSection = z.infer<typeof ProjectorSection>;
