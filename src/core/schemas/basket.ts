// The `Basket` section of the bulk page data (spec §3.6): the header summary of the basket.
// Loose objects: shops send more fields than the ones read here. `version` is the
// development shop's per-session change counter (absent on shops that send none).
import * as z from 'zod/mini';

const Count = z.union([z.number(), z.string()]);

export const BasketProduct = z.looseObject({
  link: z.optional(z.nullable(z.string())),
  icon: z.optional(z.nullable(z.string())),
  icon_second: z.optional(z.nullable(z.string())),
  name: z.nullable(z.string()),
  /** "uniw" = no size to show. */
  size: z.optional(z.nullable(z.string())),
  size_name: z.optional(z.nullable(z.string())),
  product_version_name: z.optional(z.nullable(z.string())),
  count: Count,
  /** The quantity's unit (§2.4 "quantity with unit"). */
  worth_unit: z.optional(z.nullable(z.string())),
  prices: z.looseObject({
    worth_net_formatted: z.string(),
    worth_gros_formatted: z.string(),
  }),
  /** "0" = not a subscription. */
  subscription_period: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});
export type BasketProduct = z.infer<typeof BasketProduct>;

export const BasketSection = z.looseObject({
  products: z.array(BasketProduct),
  user: z.optional(z.unknown()),
  worth_formatted: z.string(),
  worth_net_formatted: z.string(),
  productsCounter: z.number(),
  shippingCost_formatted: z.string(),
  shippingCost_net_formatted: z.string(),
  toShippingFree: z.optional(z.unknown()),
  version: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
});
export type BasketSection = z.infer<typeof BasketSection>;
