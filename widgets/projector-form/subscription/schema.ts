// The subscription's data (spec §3.8, §4.9): the delivery periods in the product form's props
// (`subscription`), checked when the part's chunk loads; an error names the path, e.g.
// `data-props.subscription.periods.0.days: expected number`. The prices come from the Projector
// section (§3.8 subscription) and, for the chosen size, from the legacy endpoint with `&subscription=1`.
// Example: `{"type": true, "periods": [{"days": 30, "name": "co 30 dni", "rebate": {"value": 10}}]}`.
import * as z from 'zod/mini';

const Period = z.object({
  days: z.number().check(z.positive(), z.describe('Days between deliveries (sent as days_in_period).')),
  name: z.string().check(z.minLength(1), z.describe('What the shopper reads, e.g. "co 30 dni".')),
  rebate: z.optional(
    z.object({
      value: z.number(),
      type: z.optional(z.enum(['percentage', 'quota']).check(z.describe('§9.3: percentage unless said otherwise.'))),
    }),
  ),
});

export const SubscriptionDefinition = z.object({
  type: z.unknown().check(z.describe('§4.9 subscriptionType: true (one purchase or a subscription), "only" (a subscription only); anything else offers none.')),
  periods: z.array(Period).check(z.minLength(1)),
  selected: z.optional(z.number().check(z.describe('The period chosen at first (days); default the first.'))),
});
export type SubscriptionDefinition = z.infer<typeof SubscriptionDefinition>;
export type PeriodProps = SubscriptionDefinition['periods'][number];

const Value = z.looseObject({ value: z.number() });
const Block = z.looseObject({
  price: z.looseObject({ gross: Value, net: z.nullish(Value) }),
  save: z.nullish(z.number()),
  before: z.nullish(z.number()),
});
/** §3.8 subscription {min, max}: max is the price a period's rebate comes off. */
export const ProductSubscription = z.looseObject({ max: Block, min: z.nullish(Block) });
export type ProductSubscription = z.infer<typeof ProductSubscription>;

/** §7.5 `&subscription=1`: the size's prices with its subscription block. */
export const SubscriptionAnswer = z.looseObject({ sizeprices: z.nullish(z.looseObject({ subscription: z.nullish(ProductSubscription) })) });
