// The promo code (spec §4.8 "the promo code can be activated or deactivated", §5.7, §7.4): what
// the shopper typed → the code to send, and the server's {status, error {code, message}} → what
// to tell the shopper. Pure: the widget and the development shop's no-JS endpoint share it.

/**
 * §5.7 "Promo-code text is trimmed and escaped": the text is trimmed here; the escaping is the
 * GraphQL variable's (the code travels in `variables`, never written into the query text).
 */
export function normaliseCode(text: string): string {
  return text.trim();
}

/** The code to send, or why none can be sent (§5.1: an empty required field). */
export type CodeCheck = { ok: true; code: string } | { ok: false; problem: 'required' };

export function checkCode(text: string): CodeCheck {
  const code = normaliseCode(text);
  return code ? { ok: true, code } : { ok: false, problem: 'required' };
}

/** A §7.4 answer of activateRebateCode / deactivateRebateCode. */
export interface RebateAnswer {
  status?: string | null;
  error?: { code?: string | number | null; message?: string | null } | null;
}

/**
 * 'done': the shop made the change; 'refused': it answered and said no (its message, if any, is
 * what the shopper reads); 'unreachable': no usable answer (no data at all counts as none).
 */
export type RebateOutcome = { status: 'done' } | { status: 'refused'; message: string | null } | { status: 'unreachable' };

export function rebateOutcome(answer: RebateAnswer | null | undefined): RebateOutcome {
  if (!answer) return { status: 'unreachable' };
  if (answer.status === 'success') return { status: 'done' };
  return { status: 'refused', message: answer.error?.message?.trim() || null };
}
