// The page chrome's widgets that load together when the page is idle, in one chunk
// (`page-chrome.js`; docs/decisions.md "Fewer files at load"): five files of under 1 KB
// each cost the browser more per file (a request, a module record, a compile and an evaluation
// task) than their bytes. The registry loads each widget from here (widgets/registry.ts); the
// build reads this list to leave the five out of the per-widget chunks (build/options.mjs).
// responsive-sections stays on its own: it may load with the page, on the way of `storefront:ready`.
import type { WidgetDefinition } from '../src/core/define-widget.ts';
import pageBars from './page-bars/index.ts';
import discountBanner from './discount-banner/index.ts';
import freeShippingBanner from './free-shipping-banner/index.ts';
import mobileDisclosures from './mobile-disclosures/index.ts';
import backToTop from './back-to-top/index.ts';

export const chrome: Record<string, WidgetDefinition> = {
  'page-bars': pageBars,
  'discount-banner': discountBanner,
  'free-shipping-banner': freeShippingBanner,
  'mobile-disclosures': mobileDisclosures,
  'back-to-top': backToTop,
};
