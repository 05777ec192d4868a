// The express checkout provider (spec §7.6): an adapter the shop registers by name,
// `StorefrontWidgets.register('express-checkout', name, provider)` (src/core/adapters.ts). The product
// form renders each provider's button into an element of its own; a click inside that element starts
// the checkout (express/use-express.ts). The provider's endpoints are its own (§7.6 does not show them).

export interface ExpressCheckoutProvider {
  /** Renders the provider's button into `element`. id: the product id. period: days_in_period, "0" = one purchase. */
  renderButton(id: string, element: HTMLElement, options: { subscription: boolean; period: string }): void | Promise<void>;
  /** Starts the checkout with the product form's fields, serialised as the form would post them. */
  startCheckout(id: string, params: URLSearchParams): void | Promise<void>;
}

/** A registered adapter has both calls; anything else is no provider. */
export const isProvider = (a: unknown): a is ExpressCheckoutProvider =>
  typeof (a as ExpressCheckoutProvider | null)?.renderButton === 'function' && typeof (a as ExpressCheckoutProvider).startCheckout === 'function';
