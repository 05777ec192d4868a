// A shipping time as the rules of src/domain/shipping-time.ts read it (§9.5), from the camelCase
// shape both the section's shippingTime (§3.9) and GraphQL's deliveryTime (§7.4) use: a missing
// number reads as 0, a missing flag as false.
import type { ShippingTimeInput } from '../../src/domain/shipping-time.ts';

type Maybe<T> = T | null | undefined;

interface ShippingTimeFields {
  time?: Maybe<{ days?: Maybe<number>; hours?: Maybe<number>; minutes?: Maybe<number> }>;
  weekDay?: Maybe<number>;
  weekAmount?: Maybe<number>;
  today?: Maybe<boolean>;
  unknownTime?: Maybe<boolean>;
  todayShipmentDeadline?: Maybe<string>;
}

export function shippingInput({ time, weekDay, weekAmount, today, unknownTime, todayShipmentDeadline }: ShippingTimeFields): ShippingTimeInput {
  return {
    time: { days: time?.days ?? 0, hours: time?.hours ?? 0, minutes: time?.minutes ?? 0 },
    weekDay: weekDay ?? 0,
    weekAmount: weekAmount ?? 0,
    today: today ?? false,
    unknownTime: unknownTime ?? false,
    todayShipmentDeadline: todayShipmentDeadline ?? undefined,
  };
}
