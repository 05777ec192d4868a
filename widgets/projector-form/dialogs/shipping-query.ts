// The GraphQL `shipping` query of the shipping info dialog (spec §7.4), in product mode, and the
// shape of its answer, parsed at this boundary.
import * as z from 'zod/mini';

export const SHIPPING_QUERY = `query($input: ShippingInput!) { shipping(ShippingInput: $input) { shipping {
  courier { id name } cost { value formatted } deliveryTime { today weekDay weekAmount time { days hours minutes } } } } }`;

const Num = z.optional(z.nullable(z.number()));
export const ShippingOption = z.looseObject({
  courier: z.optional(z.nullable(z.looseObject({ id: z.optional(z.nullable(z.union([z.string(), z.number()]))), name: z.optional(z.nullable(z.string())) }))),
  cost: z.optional(z.nullable(z.looseObject({ value: Num, formatted: z.optional(z.nullable(z.string())) }))),
  deliveryTime: z.optional(
    z.nullable(
      z.looseObject({
        today: z.optional(z.nullable(z.boolean())),
        weekDay: Num,
        weekAmount: Num,
        time: z.optional(z.nullable(z.looseObject({ days: Num, hours: Num, minutes: Num }))),
      }),
    ),
  ),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

export const ShippingAnswer = z.object({ shipping: z.nullable(z.looseObject({ shipping: z.optional(z.nullable(z.array(ShippingOption))) })) });
