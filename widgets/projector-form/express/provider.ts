// The express checkout provider (spec §7.6): an adapter the shop registers by name,
// `StorefrontWidgets.register('express-checkout', name, provider)`; its calls are in
// src/core/adapters.ts (part of the package's types). A click inside the element the provider drew
// its button into starts the checkout (express/use-express.ts).
import type { ExpressCheckoutAdapter } from '../../../src/core/adapters.ts';

export type ExpressCheckoutProvider = ExpressCheckoutAdapter;

/** A registered adapter has both calls; anything else is no provider. */
export const isProvider = (a: unknown): a is ExpressCheckoutProvider =>
  typeof (a as ExpressCheckoutProvider | null)?.renderButton === 'function' && typeof (a as ExpressCheckoutProvider).startCheckout === 'function';
