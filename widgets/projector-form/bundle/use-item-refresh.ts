// An item's product data after the shopper picks another version of it (spec §7.5, §3.11): POST
// `?product={the version}&get=sizeprices,multiversions,sizes,pictures,bundle` refreshes its sizes,
// picture, price and which versions can be chosen. The spec names the call for collections; a
// bundle's part needs the same data when its version changes, so both use it (docs/decisions.md).
// Per item, an answer for an older pick never wins.
import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../../src/core/widget-context.tsx';
import type { BundleItem, BundleSize } from '../../../src/domain/bundle.ts';
import { amount, ItemRefreshWire } from './schema.ts';
import { legacyPost } from './legacy-post.ts';

export interface ItemRefresh {
  sizes: BundleSize[];
  /** Products under a disabled version value. */
  disabled: Set<string>;
  icon: string | null;
  /** Formatted, in the shop's price type. */
  price: string | null;
}

const SECTIONS = 'sizeprices,multiversions,sizes,pictures,bundle';

export function readRefresh(w: ItemRefreshWire, priceType: 'gross' | 'net'): ItemRefresh {
  const sizes = Object.values(w.sizes?.items ?? {}).map((s) => ({ id: String(s.type), name: s.description || String(s.type), amount: amount(s.amount) ?? 0 }));
  const disabled = new Set<string>();
  for (const g of w.multiversions ?? []) for (const v of g.items) if (v.disabled) for (const p of v.products ?? []) disabled.add(String(p.product_id));
  const p = w.sizeprices;
  return { sizes, disabled, icon: w.pictures?.[0]?.data?.icon ?? null, price: (priceType === 'net' ? p?.price_net_formatted : p?.price_formatted) ?? null };
}

/**
 * `items`: the items now (on the first render, each slot's data describes its product). Calls
 * `done(slot, product, data)` with each fresh answer (null: it failed). Returns the slots waiting for one.
 */
export function useItemRefresh(items: readonly BundleItem[], done: (slot: string, product: string, data: ItemRefresh | null) => void): ReadonlySet<string> {
  const { net, reporter, name, config } = useWidget();
  const described = useRef(new Map(items.map((i) => [i.slot, i.product])));
  const requests = useRef(new Map<string, { product: string; abort: AbortController }>());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const key = items.map((i) => i.slot + '=' + (i.product ?? '')).join('&');

  useEffect(() => {
    for (const { slot, product } of items) {
      const running = requests.current.get(slot);
      if (product === null || product === described.current.get(slot) || running?.product === product) continue;
      running?.abort.abort();
      const abort = new AbortController();
      requests.current.set(slot, { product, abort });
      setPending((s) => new Set(s).add(slot));
      const settle = () => {
        if (requests.current.get(slot)?.abort !== abort) return false;
        requests.current.delete(slot);
        setPending((s) => new Set([...s].filter((x) => x !== slot)));
        return true;
      };
      net()
        .then((n) => legacyPost(n, { product, get: SECTIONS }, [], ItemRefreshWire, abort.signal))
        .then(
          (w) => {
            if (!settle()) return;
            described.current.set(slot, product);
            done(slot, product, readRefresh(w, config.priceType));
          },
          (error: unknown) => {
            if (abort.signal.aborted || !settle()) return;
            reporter.report(error, name);
            done(slot, product, null); // the item says so, and its size cannot be chosen until a version loads
          },
        );
    }
    // `items` is fully described by `key`; `done` only sets state.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => requests.current.forEach((r) => r.abort.abort()), []);
  return pending;
}
