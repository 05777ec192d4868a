// A theme's own script, written against the installed package as a theme developer would: the JS API
// on `window` (the opt-in `storefront-widgets/global`), the bus events, the adapters, the config and
// markers' props. test/package/tarball.test.ts type-checks it in a folder that holds nothing but the
// package and TypeScript.
import type {} from 'storefront-widgets/global';
import type { BusEvents, ExpressCheckoutAdapter, ProjectorFormProps, ReadyDetail, StorefrontConfig, WidgetName, WidgetProps } from 'storefront-widgets';

export const config: StorefrontConfig = {
  language: 'pl',
  priceType: 'gross',
  page: { type: 'projector', productId: 1001 },
  widgets: { disabled: ['store-map'] },
  texts: { 'omnibus.label.bargain': 'Super okazja' },
  scripts: { prefix: '/gfx/pol/', registered: { chat: { src: 'https://chat.example/widget.js', position: 'body_bottom' } }, load: ['chat'] },
  snippets: true,
};
window.StorefrontConfig = config;

const pay: ExpressCheckoutAdapter = {
  renderButton(id, element, { subscription }) {
    element.textContent = subscription ? '' : `Zapłać (${id})`;
  },
  startCheckout(id, params) {
    params.set('product', id);
    location.assign('/pay?' + params.toString());
  },
};

const api = window.StorefrontWidgets;
if (api) {
  const off = api.on('product:price-changed', (e) => {
    const price: number = e.value;
    document.title = `${price} ${e.priceType === 'net' ? 'netto' : 'brutto'}`;
  });
  api.on('page:loaded', ({ url }) => console.log('loaded', new URL(url).pathname));
  api.emit('toast:requested', { kind: 'success', text: 'Dodano do koszyka' });
  api.register('express-checkout', 'test-pay', pay);
  api.register('consent', 'default', { open: () => console.log('consent dialog') });
  api.register('captcha', 'my-captcha', { token: async (siteKey, action) => `${siteKey}:${action}` });
  api.navigate('/listing?page=2').then((result) => result === 'swapped' || off());
  for (const { name, state } of api.widgets()) if (state === 'error') console.warn(name);
}

document.addEventListener('storefront:ready', (e) => {
  const { mounted, failed } = (e as CustomEvent<ReadyDetail>).detail;
  console.log(mounted.length, failed.length);
});

/** A marker whose props are checked against its widget's type. */
export function marker<N extends WidgetName>(name: N, props: WidgetProps[N]): string {
  return `<div data-widget="${name}" data-props='${JSON.stringify(props)}'></div>`;
}

const form: ProjectorFormProps = {
  variantSwitch: 'reload',
  shippingInfo: true,
  express: { providers: [{ name: 'test-pay' }, { name: 'test-locker', parcelLocker: true }] },
};
marker('projector-form', form);
marker('omnibus-price', { source: 'projector' });
marker('header-search', { minLength: 2 });
marker('toasts', {});
export const basketChanged: BusEvents['basket:changed'] = { source: 'theme', refreshed: false };
