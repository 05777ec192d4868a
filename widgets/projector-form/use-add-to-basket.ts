// Adding to the basket (spec §7.4, §8.2): the `addProductsToBasket` mutation. The button is
// disabled while a request is in flight, and a second click in the same moment is refused by a
// ref (state updates land too late for a double click), so a double click adds once. On success
// the Basket section is refreshed, `basket:changed` (refreshed: true) lets the mini-basket follow
// without asking again, and a success toast is raised. On failure the §8.2 code text shows by the
// button (§9.2: code 100 for 5 s, others for 10 s), with the connection text when there was no
// answer. The form's choices are never reset.
import { useCallback, useRef, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { ERROR_ALERT_MS, orderCodeAlert, type OrderAlert } from '../../src/domain/order-codes.ts';
import { useFlash } from '../../src/ui/use-flash.ts';
import { ADD_TO_BASKET, AddToBasketAnswer, isGraphqlError } from './add-to-basket-mutation.ts';
import type { AddItem, BasketState } from './view.ts';

export interface AddToBasket extends BasketState {
  /** Adds the items in one call; refused (false) while a request is in flight. Resolves true once they are in. */
  add(items: AddItem[]): Promise<boolean>;
}

export function useAddToBasket(successText: string): AddToBasket {
  const { net, bus, config, name } = useWidget();
  const [busy, setBusy] = useState(false);
  const { value: error, show: showError, clear: clearError } = useFlash<OrderAlert>(ERROR_ALERT_MS);
  const inFlight = useRef(false);

  const fail = useCallback(
    (code: string | number | null | undefined, message: string | null | undefined) => {
      const alert = orderCodeAlert(code, message, config.language);
      showError(alert, alert.durationMs);
    },
    [config.language, showError],
  );

  const add = useCallback(
    (items: AddItem[]) => {
      if (inFlight.current) return Promise.resolve(false);
      inFlight.current = true;
      setBusy(true);
      clearError();
      return (
        (async () => {
          const { graphql, pageData } = await net();
          const data = await graphql.call('mutation=addProductsToBasket', ADD_TO_BASKET, AddToBasketAnswer, { p: items });
          const r = data.addProductsToBasket;
          if (r?.status !== 'success') return (fail(r?.error?.code, r?.error?.message), false);
          bus.emit('toast:requested', { kind: 'success', text: successText });
          const refreshed = await pageData.refresh(['Basket']).then(
            () => true,
            () => false, // the mini-basket then asks again itself
          );
          bus.emit('basket:changed', { source: name, refreshed });
          return true;
        })()
          // No answer (network, time-out, a broken answer): the connection text; a GraphQL error: its code.
          .catch((e: unknown) => (isGraphqlError(e) ? fail(e.code, e.message) : fail(null, null), false))
          .finally(() => {
            inFlight.current = false;
            setBusy(false); // a no-op once unmounted; the alert's timer goes with the component (useFlash)
          })
      );
    },
    [net, bus, name, successText, fail, clearError],
  );

  return { busy, error, add };
}
