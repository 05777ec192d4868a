// The express checkout and the parcel-locker pay button (spec §7.6): its own chunk,
// `projector-form.express.js`, which the form loads beside itself (never holding it up) only for a
// product whose props carry `express`. Providers are adapters the shop registers by name.
export { ExpressCheckout as Express } from './ExpressCheckout.tsx';
export type { ExpressCheckoutProvider } from './provider.ts';
