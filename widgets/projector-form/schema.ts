// The product form's fuller view of the Projector section (spec §3.8, §3.9), parsed at this
// widget's boundary. It extends the core shapes of src/core/schemas/product.ts here, not there:
// that module is in the network chunk every data widget loads, and these schemas would add about
// 1.2 KB gzip to it. Every field optional or nullable: a shop that sends less still gets a form.
import * as z from 'zod/mini';
import { SizePrice } from '../../src/core/schemas/price.ts';
import { Product, Size } from '../../src/core/schemas/product.ts';

const Num = z.optional(z.nullable(z.number()));
const Str = z.optional(z.nullable(z.string()));
const Bool = z.optional(z.nullable(z.boolean()));

/** §3.9 availability. */
export const SizeAvailability = z.looseObject({
  visible: Bool,
  description: Str,
  descriptionTel: Str,
  status: Str,
  icon: Str,
  iconTel: Str,
  delivery_days_undefined: Bool,
  delivery_date: Str,
});
export type SizeAvailability = z.infer<typeof SizeAvailability>;

/** §3.9 shippingTime; todayShipmentDeadline as "HH:MM:SS". */
export const ShippingTime = z.looseObject({
  time: z.optional(z.nullable(z.looseObject({ days: Num, hours: Num, minutes: Num }))),
  weekDay: Num,
  weekAmount: Num,
  today: Bool,
  unknownTime: Bool,
  todayShipmentDeadline: Str,
});
export type ShippingTime = z.infer<typeof ShippingTime>;

/** §3.9 rebateNumber: quantity thresholds; `items` may hold nulls. */
export const RebateNumber = z.looseObject({
  items: z.array(
    z.nullable(
      z.looseObject({
        left: z.number(),
        threshold: z.number(),
        price: z.number(),
        price_net: z.number(),
        price_formatted: z.string(),
        price_net_formatted: z.string(),
      }),
    ),
  ),
  nextleft: z.optional(z.number()),
  nextthreshold: z.optional(z.number()),
  nextprice: z.optional(z.number()),
  nextprice_net: z.optional(z.number()),
  nextprice_formatted: z.optional(z.string()),
  nextprice_net_formatted: z.optional(z.string()),
});
export type RebateNumber = z.infer<typeof RebateNumber>;

export const FormSize = z.extend(Size, {
  amount_mo: Num,
  amount_mw: Num,
  amount_mp: Num,
  quantity: Num,
  for_points: Bool,
  availability: z.optional(z.nullable(SizeAvailability)),
  shippingTime: z.optional(z.nullable(ShippingTime)),
  price: z.optional(z.extend(SizePrice, { rebateNumber: z.optional(z.nullable(RebateNumber)) })),
});
export type FormSize = z.infer<typeof FormSize>;

/** §3.8 order_quantity_range (-1 = unlimited, 0 = none). */
export const OrderQuantityRange = z.looseObject({
  max_quantity_per_order: Num,
  max_size_quantity_per_order: Num,
  min_quantity_per_order: Num,
  min_size_quantity_per_order: Num,
  subscription_min_quantity: Num,
});
export type OrderQuantityRange = z.infer<typeof OrderQuantityRange>;

/** §3.8 base_price: promotion ends (date + optional hour). */
export const BasePrice = z.looseObject({
  promotiontilldate: Str,
  promotiontillhour: Str,
  discounttilldate: Str,
  discounttillhour: Str,
  distinguishedtilldate: Str,
  distinguishedtillhour: Str,
  specialtilldate: Str,
  specialtillhour: Str,
});
export type BasePrice = z.infer<typeof BasePrice>;

export const FormProduct = z.extend(Product, {
  link: Str,
  sizes: z.array(FormSize),
  order_quantity_range: z.optional(z.nullable(OrderQuantityRange)),
  base_price: z.optional(z.nullable(BasePrice)),
});
export type FormProduct = z.infer<typeof FormProduct>;

/** The Projector section as the product form reads it. */
export const ProjectorFormSection = z.looseObject({ product: FormProduct });
export type ProjectorFormSection = z.infer<typeof ProjectorFormSection>;
/** The section as the server sends it: null (or absent) when it has nothing for this page. */
export const ProjectorFormAnswer = z.nullish(ProjectorFormSection);
