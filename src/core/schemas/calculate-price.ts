// The configurator's price formula answer, `POST /ajax/calculatePrice.php` (spec §7.5): the price
// (`worth`, `worth_net`), or a calculation error with the server's message. Legacy PHP sends numbers
// as numbers or numeric strings and flags as booleans, numbers or strings. (Read here rather than with
// legacy-projector.ts's readers: sharing them with the product form split them into a chunk of their
// own, a request and 289 B on every product page, for the few products with a configurator.)
import * as z from 'zod/mini';

export const CALCULATE_PRICE_URL = '/ajax/calculatePrice.php';

const Value = z.optional(z.nullable(z.union([z.number(), z.string(), z.boolean()])));

export const CalculatePriceWire = z.looseObject({
  worth: Value,
  worth_net: Value,
  priceformula_calculation_error: Value,
  priceformula_calculation_error_msg: z.optional(z.nullable(z.string())),
});

export type FormulaPrice = { ok: true; gross: number; net: number | null } | { ok: false; message: string | null };

/** A number or a numeric string; null for anything else. */
const amount = (v: z.infer<typeof Value>): number | null =>
  typeof v === 'number' || (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) ? Number(v) : null;

/** The answer read: a price needs `worth`; an error flag (true, 1, "1", "true", "y") or no price is a failed calculation. */
export function readFormulaPrice(w: z.infer<typeof CalculatePriceWire>): FormulaPrice {
  const gross = amount(w.worth);
  const failed = [true, 1, '1', 'true', 'y'].includes(w.priceformula_calculation_error as never);
  if (failed || gross === null) return { ok: false, message: w.priceformula_calculation_error_msg?.trim() || null };
  return { ok: true, gross, net: amount(w.worth_net) };
}
