// Props of `free-shipping-banner` (spec §2.8, §4.6): none. The marker is the banner; inside it,
// the element marked `data-free-shipping` (else the marker) gets `data-active` once the basket
// reaches free shipping (`toShippingFree` is 0), and `data-free-shipping-amount` shows what is
// missing, both following the basket:
//   <div class="shop-banner" data-widget="free-shipping-banner" role="region" aria-label="Darmowa dostawa">
//     <p data-free-shipping>
//       <span class="missing">Do darmowej dostawy brakuje <b data-free-shipping-amount>120,00 zł</b></span>
//       <span class="reached">Masz darmową dostawę!</span>
//     </p>
//     <button type="button" data-banner-close aria-label="Zamknij">×</button>
//   </div>
import * as z from 'zod/mini';

export const FreeShippingBannerProps = z.object({});
export type FreeShippingBannerProps = z.infer<typeof FreeShippingBannerProps>;
