// The one typed map of bus events (docs/design.md §6): `domain:past-tense` names.
import type { PriceType } from './price-types.ts';

export type ViewType = 1 | 2 | 3 | 4;
export type ToastKind = 'info' | 'warning' | 'error' | 'success';
export type SectionName = 'Projector' | 'Basket' | 'Wishlist' | 'Comparers' | 'Snippets' | 'ToplayersAndWidgets';

export interface SelectedSize {
  productId: string | number;
  sizeId: string;
  /** The chosen size's price block (§3.9), when the sender has it. */
  price?: unknown;
}

export interface BusEvents {
  /** `refreshed`: the sender already refreshed the Basket section (listeners need not fetch it again). */
  'basket:changed': { source?: string; refreshed?: boolean };
  'region:changed': { country?: string; zipcode?: string };
  'view:changed': { view: ViewType; previous: ViewType | null };
  'product:size-selected': SelectedSize;
  'product:quantity-changed': { productId: string | number; quantity: number };
  'product:price-changed': { productId: string | number; sizeId?: string; priceType: PriceType; value: number; price?: unknown };
  /**
   * A product went on or off the wishlist or the comparers (§3.4). `refreshed`: the sender already
   * asked for the list's section again (listeners need not fetch it).
   */
  'product-list:changed': { list: 'wishlist' | 'comparers'; source?: string; refreshed?: boolean };
  /** A product was put on a shopping list (§7.6); a list exists now. */
  'shopping-list:changed': { source?: string };
  'toast:requested': { kind: ToastKind; text: string; durationMs?: number };
  'page:loaded': { url: string };
  'page-data:updated': { sections: SectionName[] };
  /** A shop registered an adapter (src/core/adapters.ts) through `StorefrontWidgets.register`. */
  'adapter:registered': { kind: string; name: string };
}

export type BusEventName = keyof BusEvents;
