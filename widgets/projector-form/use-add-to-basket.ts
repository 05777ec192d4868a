// Adding to the basket (spec §7.4, §8.2): the `addProductsToBasket` mutation. The button is
// disabled while a request is in flight, and a second click in the same moment is refused by a
// ref (state updates land too late for a double click), so a double click adds once. On success
// the Basket section is refreshed, `basket:changed` (refreshed: true) lets the mini-basket follow
// without asking again, and a success toast is raised. On failure the §8.2 code text shows by the button (100: 5 s, others: 10 s),
// with the connection text when there was no answer. The form's choices are never reset.
import { useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import type { GraphqlError } from '../../src/core/graphql.ts';
import { useWidget } from '../../src/core/widget-context.tsx';
import { orderCodeAlert, type OrderAlert } from '../../src/domain/order-codes.ts';

const ADD = 'mutation($p: [ProductInput!]!) { addProductsToBasket(ProductInput: $p) { status error { code message } } }';
const AddResult = z.object({
  addProductsToBasket: z.nullable(
    z.looseObject({
      status: z.optional(z.nullable(z.string())),
      error: z.optional(z.nullable(z.looseObject({ code: z.optional(z.nullable(z.union([z.string(), z.number()]))), message: z.optional(z.nullable(z.string())) }))),
    }),
  ),
});

export interface AddItem {
  id: string | number;
  size: string;
  quantity: number;
}

export interface AddToBasket {
  busy: boolean;
  error: OrderAlert | null;
  add(item: AddItem): void;
}

export function useAddToBasket(successText: string): AddToBasket {
  const { net, bus, config, name } = useWidget();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OrderAlert | null>(null);
  const inFlight = useRef(false);
  const live = useRef(true);
  const errorTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      clearTimeout(errorTimer.current);
    };
  }, []);

  const fail = useCallback(
    (code: string | number | null | undefined, message: string | null | undefined) => {
      const alert = orderCodeAlert(code, message, config.language);
      clearTimeout(errorTimer.current);
      setError(alert);
      errorTimer.current = setTimeout(() => live.current && setError(null), alert.durationMs);
    },
    [config.language],
  );

  const add = useCallback(
    (item: AddItem) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      (async () => {
        const { graphql, pageData } = await net();
        const data = await graphql.call('mutation=addProductsToBasket', ADD, AddResult, { p: [item] });
        const r = data.addProductsToBasket;
        if (r?.status !== 'success') return fail(r?.error?.code, r?.error?.message);
        bus.emit('toast:requested', { kind: 'success', text: successText });
        const refreshed = await pageData.refresh(['Basket']).then(
          () => true,
          () => false, // the mini-basket then asks again itself
        );
        bus.emit('basket:changed', { source: name, refreshed });
      })()
        // No answer (network, time-out, a broken answer): the connection text; a GraphQL error: its code.
        .catch((e: unknown) => (isGraphqlError(e) ? fail(e.code, e.message) : fail(null, null)))
        .finally(() => {
          inFlight.current = false;
          if (live.current) setBusy(false);
        });
    },
    [net, bus, name, successText, fail],
  );

  return { busy, error, add };
}

/**
 * By name, not `instanceof`: importing the class would pull graphql.ts out of the network chunk
 * into a chunk shared with this widget (+400 B gzip on every page that loads data).
 */
function isGraphqlError(e: unknown): e is GraphqlError {
  return e instanceof Error && e.name === 'GraphqlError';
}
