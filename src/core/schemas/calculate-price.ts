// The configurator's price formula answer, `POST /ajax/calculatePrice.php` (spec §7.5): the price
// (`worth`, `worth_net`), or a calculation error with the server's message.
import * as z from 'zod/mini';
import { Flag, Num, Str, flag, num } from './legacy-values.ts';

export const CALCULATE_PRICE_URL = '/ajax/calculatePrice.php';

export const CalculatePriceWire = z.looseObject({
  worth: Num,
  worth_net: Num,
  priceformula_calculation_error: Flag,
  priceformula_calculation_error_msg: Str,
});

export type FormulaPrice = { ok: true; gross: number; net: number | null } | { ok: false; message: string | null };

/** The answer read: a price needs `worth`; an error flag (or no price) is a failed calculation. */
export function readFormulaPrice(w: z.infer<typeof CalculatePriceWire>): FormulaPrice {
  const gross = num(w.worth);
  if (flag(w.priceformula_calculation_error) || gross == null || !Number.isFinite(gross)) return { ok: false, message: w.priceformula_calculation_error_msg?.trim() || null };
  const net = num(w.worth_net);
  return { ok: true, gross, net: net == null || !Number.isFinite(net) ? null : net };
}
