// §8.3: the tell-availability answer (§7.5 set_product_observed), read for `status` and `errdesc`.
// The spec does not list the success status: "ok", "success", true or 1 with no errdesc count as
// success. "mail" belongs on the e-mail field; "increase_quantity" has its own text; "limit" and
// anything else get the general error.
export type NotifyOutcome = 'success' | 'mail' | 'increase_quantity' | 'error';

const SUCCESS: readonly unknown[] = ['ok', 'success', true, 1, '1'];

export function notifyOutcome(answer: { status?: unknown; errdesc?: unknown }): NotifyOutcome {
  const errdesc = typeof answer.errdesc === 'string' ? answer.errdesc.trim() : '';
  if (!errdesc && SUCCESS.includes(answer.status)) return 'success';
  if (errdesc === 'mail' || errdesc === 'increase_quantity') return errdesc;
  return 'error';
}
