// Props of `projector-form` (spec §2.10, §3.11). The product itself comes from the Projector
// section of the bulk data; the props carry what only the page template knows: the variant
// groups with their display names, the size chart and how a variant switch loads.
// Example: `{"variantSwitch": "reload", "multiversions": [{"id": "1", "name": "Kolor", "items":
// [{"values_id": "10", "name": "czarny", "products": [{"product_id": 1020, "url": "/product/1020"}]}]}]}`.
import * as z from 'zod/mini';

const Id = z.union([z.string(), z.number()]);

export const VersionGroupInput = z.object({
  id: Id.check(z.describe('Group id (§3.11 multiversions[].id).')),
  name: z.string().check(z.describe('Group name shown as its legend, e.g. "Kolor".')),
  items: z.array(
    z.object({
      values_id: Id.check(z.describe('Value id.')),
      name: z.string().check(z.describe('Value name, e.g. "czarny".')),
      disabled: z.optional(z.boolean().check(z.describe('The value cannot be chosen.'))),
      products: z.array(
        z.object({
          product_id: Id.check(z.describe('A product carrying this value.')),
          url: z.string().check(z.describe("That product's page.")),
        }),
      ),
    }),
  ),
});
type VersionGroupInput = z.infer<typeof VersionGroupInput>;

/** A variant group with its ids read as strings (a template may write them as numbers). */
export interface VersionGroupProps {
  /** Group id. */
  id: string;
  /** Group name, shown as its legend. */
  name: string;
  /** Its values, `values_id` as a string. */
  items: Array<Omit<VersionGroupInput['items'][number], 'values_id'> & { values_id: string }>;
}

export function groupsFromProps(groups: readonly VersionGroupInput[] | undefined): VersionGroupProps[] | undefined {
  return groups?.map((g) => ({ ...g, id: String(g.id), items: g.items.map((i) => ({ ...i, values_id: String(i.values_id) })) }));
}

export const SizeChart = z.object({
  title: z.string().check(z.describe('Dialog title.')),
  columns: z.array(z.string()).check(z.describe('Header cells, e.g. ["Rozmiar", "Biust (cm)"].')),
  rows: z.array(z.array(z.string())).check(z.describe('Body rows; the first cell is the row header.')),
});
export type SizeChart = z.infer<typeof SizeChart>;

export const ProjectorFormProps = z.object({
  // §2.10 "detached": the form is not on its product's own page, so a variant opens its page.
  pageMode: z.optional(z.enum(['normal', 'detached']).check(z.describe('"detached": variants open their pages.'))),
  variantSwitch: z.optional(
    z
      .enum(['link', 'reload'])
      .check(
        z.describe('Choosing another variant: "link" opens its page (default), "reload" swaps the content and breadcrumbs in place (set_render=content,head).'),
      ),
  ),
  multiversions: z.optional(z.array(VersionGroupInput).check(z.describe('Variant groups (§3.11) with display names.'))),
  sizeChart: z.optional(SizeChart.check(z.describe('Size chart opened from the sizes section.'))),
  shippingInfo: z.optional(z.boolean().check(z.describe('Offer the shipping cost and time dialog (default true).'))),
  // The three parts' keys are checked, and documented, by their own schemas (the widget catalog
  // page shows them): a short description here, since this one ships on every product page.
  // Checked by the configurator's own chunk (configurator/schema.ts), loaded only for products that have one.
  configurator: z.optional(z.unknown().check(z.describe('Configurator items (§2.10).'))),
  // Checked by the bundle part's own chunk (bundle/schema.ts), loaded only for sets.
  bundle: z.optional(z.unknown().check(z.describe("A set's items (§2.10)."))),
  // Checked by the variants part's own chunk (variants/schema.ts), loaded only for that display.
  variants: z.optional(z.unknown().check(z.describe('Multi-variant display (§2.10).'))),
  // Checked by the subscription part's own chunk (subscription/schema.ts), loaded only for products with a subscription.
  subscription: z.optional(z.unknown().check(z.describe('Subscription and its delivery periods (§4.9).'))),
  // Checked by the tell-me-when-available chunk (notify/schema.ts), loaded when its dialog opens.
  notify: z.optional(z.unknown().check(z.describe('Tell me when available (§4.13): {} or {fields}.'))),
  // Checked by the add-to-shopping-list chunk (shopping-list/schema.ts), loaded when its button is reached for.
  shoppingList: z.optional(z.unknown().check(z.describe('Add to shopping list (§7.6): {} or {url, listUrl}.'))),
  // Checked by the points part's own chunk (points/schema.ts), loaded only where the loyalty program shows.
  points: z.optional(z.unknown().check(z.describe('Loyalty points (§6).'))),
  // Checked by the express checkout's own chunk (express/schema.ts), loaded only for products that offer it.
  express: z.optional(z.unknown().check(z.describe('Express checkout providers (§7.6).'))),
});
export type ProjectorFormProps = z.infer<typeof ProjectorFormProps>;
