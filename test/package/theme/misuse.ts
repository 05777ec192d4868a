// Misuses a theme's script could make: each line below the `@ts-expect-error` must fail to type-check.
// Were the package's types `any` (or a key's type lost), tsc would report the directive as unused, and
// test/package/tarball.test.ts would fail: the types carry information.
import type {} from 'storefront-widgets/global';
import type { ProjectorFormProps, StorefrontApi, StorefrontConfig, WidgetProps } from 'storefront-widgets';

declare const api: StorefrontApi;

// @ts-expect-error a price type is "gross" or "net"
export const config: StorefrontConfig = { priceType: 'brutto' };
// @ts-expect-error config keys are known: a typo is caught
export const typo: StorefrontConfig = { langauge: 'pl' };

// @ts-expect-error no such bus event
api.on('basket:emptied', () => {});
api.on('product:price-changed', (e) => {
  // @ts-expect-error the payload's value is a number
  const text: string = e.value;
  return text;
});
// @ts-expect-error a toast needs its text
api.emit('toast:requested', { kind: 'success' });
// @ts-expect-error a toast's kind is one of four
api.emit('toast:requested', { kind: 'party', text: 'Hura' });

// @ts-expect-error a consent adapter has open()
api.register('consent', 'default', { show() {} });
// @ts-expect-error an express checkout provider has renderButton() and startCheckout()
api.register('express-checkout', 'pay', { renderButton() {} });
// @ts-expect-error no such adapter kind
api.register('payment', 'pay', {});

// @ts-expect-error shippingInfo is a boolean
export const form: ProjectorFormProps = { shippingInfo: 'yes' };
// @ts-expect-error each express checkout provider needs its name
export const express: ProjectorFormProps = { express: { providers: [{ parcelLocker: true }] } };
// @ts-expect-error an unknown prop (a typo of `source`)
export const omnibus: WidgetProps['omnibus-price'] = { sorce: 'projector' };
// @ts-expect-error no such widget
export const none: WidgetProps['no-such-widget'] = {};

// @ts-expect-error the loader may not be on the page yet
window.StorefrontWidgets.mount();
// @ts-expect-error window.StorefrontConfig is the config's type
window.StorefrontConfig = { timeoutMs: 'soon' };
