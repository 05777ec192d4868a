// Props of `discount-banner` (spec §2.8, §4.6): none. The marker is the banner, with its close
// control inside:
//   <div class="shop-banner" data-widget="discount-banner" role="region" aria-label="Kod rabatowy">
//     <p>Kod <strong>RABAT10</strong>: −10% na pierwsze zakupy</p>
//     <button type="button" data-banner-close aria-label="Zamknij">×</button>
//   </div>
import * as z from 'zod/mini';

export const DiscountBannerProps = z.object({});
export type DiscountBannerProps = z.infer<typeof DiscountBannerProps>;
