// Renders nothing of its own: the server's banner stays, with its state kept up to date.
import { useFreeShipping } from './use-free-shipping.ts';

export function FreeShippingBanner() {
  useFreeShipping();
  return null;
}
