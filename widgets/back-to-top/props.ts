// Props of `back-to-top` (spec §2.8, §9.6): none. The marker wraps a link to the top of the page;
// without the bundle it is a plain link (in the footer, say), with it a button in the window's
// corner that appears after more than 2 viewport heights of scrolling:
//   <div class="shop-back-to-top" data-widget="back-to-top"><a href="#top">Do góry</a></div>
// The link's target (`#top`) gets the focus after the scroll, so the keyboard starts from there.
import * as z from 'zod/mini';

export const BackToTopProps = z.object({});
export type BackToTopProps = z.infer<typeof BackToTopProps>;
