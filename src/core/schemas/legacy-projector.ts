// Answers of the legacy product endpoint `/ajax/projector.php` (spec §3.11, §7.5). Legacy PHP sends
// numbers as numbers or numeric strings and flags as booleans, "y"/"n" or "true"/"false". The schema
// checks the wire shape; `readLegacyAnswer` then reads each field into one type. (Not zod's
// pipe/transform: they would add ~320 B gzip to the zod code every page's runtime loads.)
// Loose objects: the endpoint sends more than the form reads.
import * as z from 'zod/mini';

/** A number, or a numeric string ("12.50"); anything else fails the parse. */
const Numeric = z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]);
const Num = z.optional(z.nullable(Numeric));
const Str = z.optional(z.nullable(z.string()));
const Flag = z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()])));
const Id = z.union([z.string(), z.number()]);

/** §3.11 sizeprices. */
const SizePricesWire = z.looseObject({
  value: Num,
  price_formatted: Str,
  price_net: Num,
  price_net_formatted: Str,
  omnibus_price: Num,
  omnibus_price_net: Num,
  omnibus_price_formatted: Str,
  omnibus_price_net_formatted: Str,
  srp: Num,
  srp_net: Num,
  srp_formatted: Str,
  srp_net_formatted: Str,
  maxprice: Num,
  maxprice_net: Num,
  maxprice_formatted: Str,
  maxprice_net_formatted: Str,
  max_diff_net: Num,
  max_diff_gross: Num,
  points: Num,
  points_recive: Num,
});

const ShippingTimeWire = z.looseObject({
  days: Num,
  hours: Num,
  minutes: Num,
  week_day: Num,
  week_amount: Num,
  today: Flag,
  time: Str,
  today_shipment_deadline: Str,
});

/** §3.11 sizeavailability. */
const SizeAvailabilityWire = z.looseObject({
  visible: Flag,
  status_description: Str,
  status_description_tel: Str,
  status: Str,
  status_gfx: Str,
  delivery_days_undefined: Flag,
  delivery_date: Str,
  shipping_time: z.optional(z.nullable(ShippingTimeWire)),
  delay_time: z.optional(z.nullable(z.looseObject({ unknown_delivery_time: Flag }))),
});

/** §3.11 multiversions: the groups, each value with the products that carry it. */
const MultiversionsWire = z.array(
  z.looseObject({
    id: Id,
    items: z.array(
      z.looseObject({
        values_id: Id,
        disabled: Flag,
        products: z.array(z.looseObject({ product_id: Id, url: z.string() })),
      }),
    ),
  }),
);

/** One answer as sent: only the sections asked for with `get=` are present. */
export const LegacyProjectorWire = z.looseObject({
  sizeprices: z.optional(z.nullable(SizePricesWire)),
  sizeavailability: z.optional(z.nullable(SizeAvailabilityWire)),
  sizedelivery: z.optional(z.unknown()),
  multiversions: z.optional(z.nullable(MultiversionsWire)),
  size: z.optional(z.nullable(z.looseObject({ amount: Num }))),
  sizes: z.optional(z.unknown()),
  pictures: z.optional(z.unknown()),
  bundle: z.optional(z.unknown()),
});
type Wire = z.infer<typeof LegacyProjectorWire>;

// ---- read into one type per field

export type LegacySizePrices = {
  [K in keyof z.infer<typeof SizePricesWire>]: K extends `${string}_formatted` ? string | null | undefined : number | null | undefined;
};
export interface LegacyShippingTime {
  days?: number | null;
  hours?: number | null;
  minutes?: number | null;
  week_day?: number | null;
  week_amount?: number | null;
  today?: boolean | null;
  time?: string | null;
  today_shipment_deadline?: string | null;
}
export interface LegacySizeAvailability {
  visible?: boolean | null;
  status_description?: string | null;
  status_description_tel?: string | null;
  status?: string | null;
  status_gfx?: string | null;
  delivery_days_undefined?: boolean | null;
  delivery_date?: string | null;
  shipping_time?: LegacyShippingTime | null;
  delay_time?: { unknown_delivery_time?: boolean | null } | null;
}
export type LegacyMultiversions = Array<{
  id: string;
  items: Array<{ values_id: string; disabled?: boolean | null; products: Array<{ product_id: string | number; url: string }> }>;
}>;
export interface LegacyProjectorAnswer {
  sizeprices?: LegacySizePrices | null;
  sizeavailability?: LegacySizeAvailability | null;
  multiversions?: LegacyMultiversions | null;
  size?: { amount?: number | null } | null;
}

const num = (v: string | number | null | undefined): number | null | undefined => (typeof v === 'string' ? Number(v) : v);
/** true, "y", "true", "1", 1 → true; anything else → false. */
const flag = (v: string | number | boolean | null | undefined): boolean | null | undefined =>
  v == null ? v : v === true || v === 1 || v === 'y' || v === 'true' || v === '1';

/** A copy of `o` with the named fields read as numbers. */
function numbers(o: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...o };
  for (const k of keys) if (k in o) out[k] = num(o[k] as string | number | null | undefined);
  return out;
}

const PRICE_NUMBERS = Object.keys(SizePricesWire.def.shape).filter((k) => !k.endsWith('_formatted'));

/** The parsed wire answer with numeric strings as numbers and flags as booleans. */
export function readLegacyAnswer(w: Wire): LegacyProjectorAnswer {
  const a = w.sizeavailability;
  const st = a?.shipping_time;
  return {
    sizeprices: w.sizeprices && (numbers(w.sizeprices, PRICE_NUMBERS) as LegacySizePrices),
    sizeavailability: a && {
      ...a,
      visible: flag(a.visible),
      delivery_days_undefined: flag(a.delivery_days_undefined),
      shipping_time: st && ({ ...numbers(st, ['days', 'hours', 'minutes', 'week_day', 'week_amount']), today: flag(st.today) } as LegacyShippingTime),
      delay_time: a.delay_time && { unknown_delivery_time: flag(a.delay_time.unknown_delivery_time) },
    },
    multiversions:
      w.multiversions &&
      w.multiversions.map((g) => ({
        id: String(g.id),
        items: g.items.map((i) => ({ values_id: String(i.values_id), disabled: flag(i.disabled), products: i.products })),
      })),
    size: w.size && { amount: num(w.size.amount) },
  };
}
