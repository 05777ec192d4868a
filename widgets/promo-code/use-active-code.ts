// The active code: the server template's (props `active`) until the Basket section says otherwise.
// The development shop's Basket section carries `rebateCode` (not in §3.6; a shop that does not
// send it leaves the props and the widget's own changes in charge). The section is read as it is
// (peek) and followed on every refresh; the widget never asks for it itself: the mini-basket's
// request, or the refresh after a change, brings it.
import { useEffect, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useWidget } from '../../src/core/widget-context.tsx';

const BasketCode = z.looseObject({ rebateCode: z.optional(z.nullable(z.string())) });

export interface ActiveCode {
  active: string | null;
  set(code: string | null): void;
  /** What the Basket section told since `listen()`; undefined if nothing. */
  told(): string | null | undefined;
  /** Starts recording what the section tells (before a change, so its answer can be told apart). */
  listen(): void;
}

export function useActiveCode(initial: string | null): ActiveCode {
  const { net, read } = useWidget();
  const [active, set] = useState(initial);
  const told = useRef<{ code: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    let off = () => {};
    const take = (data: unknown) => {
      const r = BasketCode.safeParse(data);
      if (!live || !r.success || r.data.rebateCode === undefined) return;
      told.current = { code: r.data.rebateCode };
      set(r.data.rebateCode);
    };
    read.add('Basket');
    net().then(
      ({ pageData }) => {
        if (!live) return;
        off = pageData.subscribe('Basket', (query) => query.status === 'success' && take(query.data));
        take(pageData.peek('Basket'));
      },
      () => {},
    ); // no network code: the props stay in charge, and a change says it cannot connect
    return () => {
      live = false;
      off();
    };
  }, [net, read]);

  return useMemo(
    () => ({
      active,
      set,
      told: () => told.current?.code,
      listen: () => {
        told.current = null;
      },
    }),
    [active],
  );
}
