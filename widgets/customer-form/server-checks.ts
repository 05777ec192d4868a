// The two server calls (§7.1): validateClientData for many fields in ONE batched query (each
// field aliased by its input id), and verify_iban. §5.4: a call that fails counts as valid.
import * as z from 'zod/mini';
import type { Net } from '../../src/core/net.ts';
import { batchQuery, type ServerAnswer, type ServerField } from '../../src/domain/validation-server.ts';

const Answer = z.nullable(
  z.object({
    messages: z.optional(z.nullable(z.array(z.nullable(z.object({ code: z.string(), message: z.optional(z.nullable(z.string())) }))))),
    clientExists: z.optional(z.nullable(z.boolean())),
  }),
);
const BatchData = z.record(z.string(), Answer);
const IbanAnswer = z.looseObject({ errno: z.union([z.number(), z.string()]) });

/** field id → the shop's answer; a field missing from the map counts as valid (network failure). */
export async function validateOnServer(net: () => Promise<Net>, fields: readonly ServerField[], signal?: AbortSignal): Promise<Map<string, ServerAnswer>> {
  const out = new Map<string, ServerAnswer>();
  if (!fields.length) return out;
  const { query, variables, aliases } = batchQuery(fields);
  try {
    const { graphql } = await net();
    const data = await graphql.call('query=validateClientData', query, BatchData, variables, signal);
    for (const [alias, id] of aliases) {
      const answer = data[alias];
      if (answer) out.set(id, answer);
    }
  } catch {
    // §5.4 / §7.1: the call yields false and every field in it counts as valid.
  }
  return out;
}

/** true: valid, false: incorrect_iban (non-zero errno); a failed call counts as valid (§5.4). */
export async function verifyIban(net: () => Promise<Net>, iban: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const { http } = await net();
    const url = '/ajax/payments.php?action=verify_iban&bankAccount=' + encodeURIComponent(iban);
    const { data } = await http.request(url, { method: 'GET', signal }, IbanAnswer, 'verify_iban');
    return Number(data.errno) === 0;
  } catch {
    return true;
  }
}
