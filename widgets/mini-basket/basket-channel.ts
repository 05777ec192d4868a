// Cross-tab basket signals: BroadcastChannel 'storefront-basket', or, where it is missing, a
// localStorage key whose `storage` event reaches the other tabs. A signal only says "the
// basket changed, now at this version"; the receiver refreshes its own data.
import * as z from 'zod/mini';
import type { SafeStorage } from '../../src/core/storage.ts';

export const CHANNEL_NAME = 'storefront-basket';
export const SIGNAL_KEY = 'storefront:basket-signal';

const Signal = z.object({ type: z.literal('basket:changed'), version: z.optional(z.number()), at: z.number(), tab: z.string() });
export type BasketSignal = z.infer<typeof Signal>;

export interface BasketChannel {
  post(version: number | undefined): void;
  close(): void;
}

export function openBasketChannel(onSignal: (s: BasketSignal) => void, local: SafeStorage, win: Window = window): BasketChannel {
  const tab = Math.random().toString(36).slice(2);
  const receive = (data: unknown) => {
    const r = Signal.safeParse(data);
    if (r.success && r.data.tab !== tab) onSignal(r.data);
  };
  const signal = (version: number | undefined): BasketSignal => ({ type: 'basket:changed', version, at: Date.now(), tab });

  let channel: BroadcastChannel | undefined;
  try {
    const BC = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel ?? globalThis.BroadcastChannel;
    if (typeof BC === 'function') channel = new BC(CHANNEL_NAME);
  } catch {
    channel = undefined; // Blocked (some privacy modes): fall back to the storage event.
  }
  if (channel) {
    const ch = channel;
    ch.onmessage = (e: MessageEvent) => receive(e.data);
    return {
      post: (version) => {
        try {
          ch.postMessage(signal(version));
        } catch {
          // A closed channel: nothing to tell.
        }
      },
      close: () => ch.close(),
    };
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key !== SIGNAL_KEY || !e.newValue) return;
    try {
      receive(JSON.parse(e.newValue));
    } catch {
      // Not ours.
    }
  };
  win.addEventListener('storage', onStorage);
  return {
    post: (version) => void local.setJSON(SIGNAL_KEY, signal(version)),
    close: () => win.removeEventListener('storage', onStorage),
  };
}
