// Props of `responsive-sections` (spec §2.2, §9.6): none. One marker per page, anywhere (it shows
// nothing): <div data-widget="responsive-sections" hidden></div>. It works on the whole page:
// - a section `data-section="<name>"` moves into the slot `data-section-slot="<name>"` whose
//   `data-view` is the current view type (1 mobile grid, 2 tablet, 3 desktop; view 4 uses 3), and
//   back to its place in the server markup when no slot names the view;
// - an image `<img data-src="full.jpg" data-src-small="small.jpg">` gets the small source at
//   widths up to 420 px (§9.6), else the full one.
import * as z from 'zod/mini';

export const ResponsiveSectionsProps = z.object({});
export type ResponsiveSectionsProps = z.infer<typeof ResponsiveSectionsProps>;
