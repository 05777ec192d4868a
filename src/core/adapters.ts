// Adapters a shop registers by name through the JS API (issue 18): express checkout providers,
// captcha providers and the consent tool that the cookie-settings link reopens (issue 20).
// `StorefrontWidgets.register(kind, name, adapter)` (src/index.ts) keeps them in
// `StorefrontWidgets.adapters` and emits `adapter:registered`; a widget waits for the one it needs,
// since the provider's script may load after the widget. Not there in time: an error naming it.
import type { Bus } from './bus.ts';
import { SCRIPT_TIMEOUT_MS } from './shell-api.ts';

export type AdapterKind = 'express-checkout' | 'captcha' | 'consent';

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
      if (adapter) (clearTimeout(timer), off(), resolve(adapter as T));
    });
  });
}
