// The bundle part's data (spec §2.10, §3.11, §7.5): the items in the product form's props
// (`bundle`), checked when the part's chunk loads (an error names the path, e.g.
// `data-props.bundle.items.1.sizes: expected array`), and the two legacy answers it reads. Legacy
// PHP sends numbers as numbers or numeric strings: read here, not with legacy-projector.ts, whose
// readers shared with the form would split into a chunk of their own on every product page.
// Example: `{"items": [{"product": 1001, "name": "Sukienka", "quantity": 1, "icon": "/gfx/1001.svg",
// "price": "199,00 zł", "sizes": [{"id": "S", "name": "S", "amount": 5}], "versions": [{"product":
// 1020, "name": "czarne, skóra"}], "version": 1020}]}`.
import * as z from 'zod/mini';

const Id = z.union([z.string(), z.number()]);
const Text = z.optional(z.nullable(z.string()));

const Item = z.object({
  product: Id.check(z.describe('The part as the set lists it (§3.11 bundle[].product); names its form fields.')),
  name: z.string().check(z.minLength(1)),
  quantity: z.optional(z.number().check(z.positive(), z.describe('Pieces of the part in the set (default 1).'))),
  icon: z.optional(z.string().check(z.describe('Picture URL.'))),
  price: z.optional(z.string().check(z.describe("The part's price, formatted."))),
  checked: z.optional(z.boolean().check(z.describe('In the set at first (default true); false for an optional part.'))),
  sizes: z.array(z.object({ id: Id, name: z.string(), amount: z.number() })).check(z.minLength(1)),
  size: z.optional(Id.check(z.describe('The size chosen at first.'))),
  versions: z.optional(z.array(z.object({ product: Id, name: z.string() })).check(z.describe("The part's versions, each a product."))),
  version: z.optional(Id.check(z.describe('The version chosen at first; without it the shopper must choose (§5.7).'))),
});

export const BundleDefinition = z.object({ items: z.array(Item).check(z.minLength(1)) });
export type BundleDefinition = z.infer<typeof BundleDefinition>;
export type BundleItemProps = BundleDefinition['items'][number];

const Num = z.optional(z.nullable(z.union([z.number(), z.string()])));

/** A number or a numeric string; null for anything else. */
export const amount = (v: z.infer<typeof Num>): number | null =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : null;

/** §3.11 bundleprice, from the §7.5 POST with the bundle fields. */
export const BundlePriceWire = z.looseObject({
  bundleprice: z.optional(
    z.nullable(
      z.looseObject({
        percent_diff: Num,
        amount_diff_net: Num,
        amount_diff_gross: Num,
        price_net: Num,
        price_gross: Num,
      }),
    ),
  ),
});

/** §7.5 refresh of an item's product: its prices, sizes, pictures and versions (§3.11). */
export const ItemRefreshWire = z.looseObject({
  sizeprices: z.optional(z.nullable(z.looseObject({ price_formatted: Text, price_net_formatted: Text }))),
  sizes: z.optional(
    z.nullable(z.looseObject({ items: z.optional(z.nullable(z.record(z.string(), z.looseObject({ type: Id, description: Text, amount: Num })))) })),
  ),
  pictures: z.optional(z.nullable(z.array(z.looseObject({ data: z.optional(z.nullable(z.looseObject({ icon: Text }))) })))),
  multiversions: z.optional(
    z.nullable(
      z.array(
        z.looseObject({
          items: z.array(
            z.looseObject({ disabled: z.optional(z.nullable(z.boolean())), products: z.optional(z.nullable(z.array(z.looseObject({ product_id: Id })))) }),
          ),
        }),
      ),
    ),
  ),
});
export type ItemRefreshWire = z.infer<typeof ItemRefreshWire>;
