// Price shapes shared by every widget that shows money (spec §3.9, §3.10).
// Every price is keyed by price type (gross / net) as {value, formatted}.
import * as z from 'zod/mini';

export { PriceType } from './price-type.ts';

/** `{value, formatted}`; `value` may be missing where the server sends only text. */
export const Amount = z.object({
  value: z.optional(z.number()),
  formatted: z.optional(z.string()),
});
export type Amount = z.infer<typeof Amount>;

/** `{gross?: Amount, net?: Amount}` */
export const Priced = z.object({
  gross: z.optional(Amount),
  net: z.optional(Amount),
});
export type Priced = z.infer<typeof Priced>;

/** The price block of a size (§3.9) — the part read by the lowest-price display is §3.10. */
export const SizePrice = z.looseObject({
  price: z.optional(Priced),
  max: z.optional(z.nullable(Priced)),
  min: z.optional(z.nullable(Priced)),
  unit: z.optional(z.nullable(Priced)),
  omnibusPrice: z.optional(z.nullable(Priced)),
  omnibusPriceDetails: z.optional(
    z.nullable(
      z.looseObject({
        youSavePercent: z.optional(z.nullable(z.number())),
        omnibusPriceIsHigherThanSellingPrice: z.optional(z.boolean()),
        newPriceEffectiveUntil: z.optional(z.nullable(z.object({ formatted: z.optional(z.string()) }))),
        unit: z.optional(z.nullable(Priced)),
      }),
    ),
  ),
  youSavePercent: z.optional(z.nullable(z.number())),
  beforeRebate: z.optional(z.nullable(Priced)),
  beforeRebateDetails: z.optional(
    z.nullable(
      z.looseObject({
        youSavePercent: z.optional(z.nullable(z.number())),
        unit: z.optional(z.nullable(Priced)),
      }),
    ),
  ),
  rebateCodeActive: z.optional(z.boolean()),
  advancePrice: z.optional(z.nullable(Priced)),
  suggested: z.optional(z.nullable(Priced)),
});
export type SizePrice = z.infer<typeof SizePrice>;
