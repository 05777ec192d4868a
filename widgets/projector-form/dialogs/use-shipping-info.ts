// The shipping info dialog's data (spec §2.10, §7.4): GraphQL `shipping` in product mode, labelled
// `?query=projector_shipping_fetchShippingTime`, its `shipping[]` cached in memory per input hash.
// It needs a product and a size (§5.7); the dialog says so otherwise. A bundle's item carries its
// parts (§7.4 `bundle`), so the answer covers the set as chosen. No `shipping` list at all is "no
// shipping data" (§8.4), which the dialog tells apart from an empty one ("no courier available").
import { useEffect, useState } from 'react';
import { useWidget } from '../../../src/core/widget-context.tsx';
import { SHIPPING_QUERY, ShippingAnswer, type ShippingOption } from './shipping-query.ts';
import type { ShippingInfo } from '../view.ts';

/** In memory for the page's life, keyed by the input (§7.4). */
const cache = new Map<string, Promise<ShippingOption[] | null>>();

export interface ShippingItem {
  id: string;
  /** The size as the server names it; null while none is chosen. */
  size: string | null;
  [part: string]: unknown;
}

export function useShippingInfo(open: boolean, item: ShippingItem): ShippingInfo {
  const { net } = useWidget();
  const [state, setState] = useState<{ key: string; info: ShippingInfo } | null>(null);
  const input = item.size === null ? null : { mode: 'product', products: [{ ...item, quantity: 1 }] };
  const key = input ? JSON.stringify(input) : '';

  useEffect(() => {
    if (!open || !input) return;
    let live = true;
    let request = cache.get(key);
    if (!request) {
      request = net().then(({ graphql }) =>
        graphql.call('query=projector_shipping_fetchShippingTime', SHIPPING_QUERY, ShippingAnswer, { input }).then((d) => d.shipping?.shipping ?? null),
      );
      cache.set(key, request);
      request.catch(() => cache.delete(key)); // a failure is asked again next time
    }
    setState({ key, info: { status: 'loading' } });
    request.then(
      (options) => live && setState({ key, info: { status: 'ready', options } }),
      () => live && setState({ key, info: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
    // `input` is fully described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `input` is fully described by `key`
  }, [open, key, net]);

  if (!open) return { status: 'idle' };
  if (!input) return { status: 'needs-size' };
  return state?.key === key ? state.info : { status: 'loading' };
}
