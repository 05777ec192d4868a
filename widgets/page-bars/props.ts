// Props of `page-bars`: a top or bottom bar container (spec §2.8, §4.6). The marker IS the
// container, the bars are its children, each with an id and a close button:
//   <div class="shop-bars" data-widget="page-bars" data-props='{"position":"top"}'>
//     <div class="shop-bar" data-bar-id="sale-2026" role="region" aria-label="Promocja">
//       … <button type="button" data-bar-close aria-label="Zamknij">×</button>
//     </div>
//   </div>
// `fixed: false` keeps the bars in the page's flow on every view.
import * as z from 'zod/mini';

export const PageBarsProps = z.object({
  position: z.optional(
    z
      .enum(['top', 'bottom'])
      .check(z.describe('Where the container is: its bars stick to the top or the bottom of the window on desktop views (default "top").')),
  ),
  fixed: z.optional(
    z.boolean().check(z.describe("false: the bars stay in the page's flow on every view (default true: they stick once scrolled past, from view type 3).")),
  ),
});
export type PageBarsProps = z.infer<typeof PageBarsProps>;
