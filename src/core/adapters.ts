// Adapters a shop registers by name through the JS API: express checkout providers,
// captcha providers and the consent tool that the cookie-settings link reopens.
// `StorefrontWidgets.register(kind, name, adapter)` (src/index.ts) keeps them in
// `StorefrontWidgets.adapters` and emits `adapter:registered`; a widget waits for the one it needs,
// since the provider's script may load after the widget. Not there in time: an error naming it.
import type { Bus } from './bus.ts';
import { SCRIPT_TIMEOUT_MS } from './shell-api.ts';

/**
 * An express checkout provider (spec §7.6). The product form renders each provider's button into an
 * element of its own; a click inside that element starts the checkout. The provider's endpoints are
 * its own (§7.6 does not show them).
 */
export interface ExpressCheckoutAdapter {
  /** Renders the provider's button into `element`. id: the product id. period: days_in_period, "0" = one purchase. */
  renderButton(id: string, element: HTMLElement, options: { subscription: boolean; period: string }): void | Promise<void>;
  /** Starts the checkout with the product form's fields, serialised as the form would post them. */
  startCheckout(id: string, params: URLSearchParams): void | Promise<void>;
}

/** A captcha provider named by the config's `captcha.provider` (§5.7): a token for the site key and action. */
export interface CaptchaAdapter {
  token(siteKey: string, action: string): Promise<string>;
}

/** The consent tool that the cookie-settings link reopens (§2.2): `open()` shows its dialog again. */
export interface ConsentAdapter {
  open(): void;
}

/** The adapter each kind takes. */
export interface AdapterShapes {
  'express-checkout': ExpressCheckoutAdapter;
  captcha: CaptchaAdapter;
  consent: ConsentAdapter;
}

export type AdapterKind = keyof AdapterShapes;

const registered = (kind: AdapterKind, name: string): unknown =>
  (globalThis as { StorefrontWidgets?: { adapters?: Record<string, unknown> } }).StorefrontWidgets?.adapters?.[kind + ':' + name];

export function waitForAdapter<T>(bus: Bus, kind: AdapterKind, name: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<T> {
  const now = registered(kind, name);
  if (now) return Promise.resolve(now as T);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no ${kind} adapter "${name}": register it with StorefrontWidgets.register('${kind}', '${name}', adapter)`));
    }, timeoutMs);
    const off = bus.on('adapter:registered', (e) => {
      const adapter = e.kind === kind && e.name === name && registered(kind, name);
      if (!adapter) return;
      clearTimeout(timer);
      off();
      resolve(adapter as T);
    });
  });
}
