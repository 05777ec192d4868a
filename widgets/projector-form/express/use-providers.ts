// The listed providers' adapters (spec §7.6), as the shop registers them: a provider's script may run
// after the form, so each is waited for (src/core/adapters.ts: up to 5 s, §9.2). One that does not
// come, is no provider, or fails to render its button is left out: the console names the widget and
// the provider, and its slot goes (the §8.4 "no payment methods" text shows once every one has gone).
import { useCallback, useEffect, useState } from 'react';
import { waitForAdapter } from '../../../src/core/adapters.ts';
import { useWidget } from '../../../src/core/widget-context.tsx';
import { isProvider, type ExpressCheckoutProvider } from './provider.ts';
import type { ExpressProviderProps } from './schema.ts';

/** By provider name: its adapter once it is in; null once it is left out; absent while waited for. */
export type Adapters = Readonly<Record<string, ExpressCheckoutProvider | null>>;

export interface Providers {
  adapters: Adapters;
  /** Leaves a provider out (its button failed): says why, and its slot goes. */
  leaveOut(name: string, error: unknown): void;
}

export function useProviders(providers: readonly ExpressProviderProps[]): Providers {
  const { bus, name: widget, shell } = useWidget();
  const [adapters, setAdapters] = useState<Adapters>({});
  const leaveOut = useCallback(
    (name: string, error: unknown) => {
      console.error(`${widget}: express checkout provider "${name}" is left out:`, error);
      setAdapters((a) => ({ ...a, [name]: null }));
    },
    [widget],
  );
  useEffect(() => {
    let live = true;
    for (const { name, script } of providers)
      // The provider's own script, where the props name one, comes through the page shell's script loader.
      (script ? shell().then((s) => s.loadScript(script)) : Promise.resolve())
        .then(() => waitForAdapter<unknown>(bus, 'express-checkout', name))
        .then(
          (adapter) => {
            if (!live) return;
            if (isProvider(adapter)) setAdapters((a) => ({ ...a, [name]: adapter }));
            else leaveOut(name, new Error('the adapter registered under this name has no renderButton and startCheckout'));
          },
          (error: unknown) => live && leaveOut(name, error),
        );
    return () => {
      live = false;
    };
  }, [providers, bus, shell, leaveOut]);
  return { adapters, leaveOut };
}
