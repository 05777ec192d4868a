// Props of `mobile-disclosures` (spec §2.2): the footer's accordions and the mobile category tabs.
// The marker wraps sections, each with a heading and a panel; at the views named by `views` (the
// phone view by default) each heading becomes a button that shows and hides its panel (the WAI-ARIA
// disclosure pattern); at other views the sections are as the server wrote them:
//   <div class="shop-footer__sections" data-widget="mobile-disclosures">
//     <section data-disclosure><h2 data-disclosure-heading>Informacje</h2><ul data-disclosure-panel>…</ul></section>
//   </div>
// `single: true` keeps one panel open at a time (category tabs).
import * as z from 'zod/mini';

const View = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const MobileDisclosuresProps = z.object({
  views: z.optional(z.array(View).check(z.minLength(1), z.describe('The view types at which the sections are disclosures (default [1], phones).'))),
  single: z.optional(z.boolean().check(z.describe('true: opening one panel closes the others (category tabs); default false.'))),
});
export type MobileDisclosuresProps = z.infer<typeof MobileDisclosuresProps>;
