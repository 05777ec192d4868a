// The size chart and shipping info dialogs (spec §2.10): which one is on screen, and the shipping
// info's data, asked for only while its dialog is open. Closing keeps the dialog mounted with
// open: false, so the modal can hand focus back to the button that opened it.
import { useState } from 'react';
import { useShippingInfo } from './use-shipping-info.ts';
import type { DialogsState } from './view.ts';
import type { ShippingItem } from './use-shipping-info.ts';

/** `item`: the product, its size (null while none is chosen) and what a part adds (a bundle's parts). */
export function useDialogs(item: ShippingItem): DialogsState {
  const [current, setCurrent] = useState<DialogsState['current']>(null);
  const shippingInfo = useShippingInfo(current?.kind === 'shipping' && current.open, item);
  return {
    current,
    shippingInfo,
    open: (kind, opener) => setCurrent({ kind, open: true, opener }),
    close: () => setCurrent((d) => d && { ...d, open: false }),
  };
}
