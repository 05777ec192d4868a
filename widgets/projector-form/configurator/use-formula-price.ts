// The configured product's price (spec §7.5, §8.4): every change of the configuration, the size or
// the quantity POSTs the form fields to /ajax/calculatePrice.php after 500 ms of quiet (§9.2). An
// answer for an older configuration never wins: each new request aborts the one before, and only
// the latest one's answer is read. A calculation error keeps the price loader on and says why;
// adding stays blocked until a later configuration gets a price.
import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../../src/core/widget-context.tsx';
import type { PartPrice } from '../view.ts';
import { CALCULATE_PRICE_URL, CalculatePriceWire, readFormulaPrice } from '../../../src/core/schemas/calculate-price.ts';

/** §9.2: the price formula waits for 500 ms without a change. */
export const FORMULA_DEBOUNCE_MS = 500;

/** `message` of a failure: the server's own (§7.5 priceformula_calculation_error_msg). */
export type FormulaPriceState = PartPrice;

/** `fields`: the request body (product, size, number and the priceformula fields), null while it cannot be sent. */
export function useFormulaPrice(fields: ReadonlyArray<readonly [string, string]> | null): FormulaPriceState {
  const { net, reporter, name } = useWidget();
  const [state, setState] = useState<FormulaPriceState>({ status: 'calculating' });
  const body = fields ? new URLSearchParams(fields as Array<[string, string]>).toString() : null;
  const latest = useRef(0);

  useEffect(() => {
    if (body === null) return;
    const id = ++latest.current;
    const abort = new AbortController();
    setState((s) => (s.status === 'calculating' ? s : { status: 'calculating' }));
    const timer = setTimeout(() => {
      net()
        .then((n) =>
          n.http.request(
            CALCULATE_PRICE_URL,
            { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }, signal: abort.signal },
            CalculatePriceWire,
            CALCULATE_PRICE_URL,
          ),
        )
        .then(
          ({ data }) => {
            if (id !== latest.current) return;
            const price = readFormulaPrice(data);
            setState(price.ok ? { status: 'ready', gross: price.gross, net: price.net } : { status: 'failed', message: price.message, unreachable: false });
          },
          (error: unknown) => {
            if (id !== latest.current || abort.signal.aborted) return;
            reporter.report(error, name);
            setState({ status: 'failed', message: null, unreachable: true });
          },
        );
    }, FORMULA_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [body, net, reporter, name]);

  return state;
}
