// `window.StorefrontWidgets` (README "JS API"): the loader's calls, plus the adapters a shop
// registers by name (express checkout and captcha providers, src/core/adapters.ts).
import type { Bus } from '../core/bus.ts';
import type { StorefrontApi } from './types.ts';

export function publicApi(loaderApi: Omit<StorefrontApi, 'adapters' | 'register'>, bus: Bus): StorefrontApi {
  const adapters: Record<string, unknown> = {};
  return {
    ...loaderApi,
    adapters,
    register(kind, name, adapter) {
      adapters[kind + ':' + name] = adapter;
      bus.emit('adapter:registered', { kind, name });
    },
  };
}
