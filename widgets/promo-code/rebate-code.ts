// The §7.4 rebate-code calls: activateRebateCode(code) and deactivateRebateCode, labelled
// ?mutation=activateRebateCode / ?mutation=deactivateRebateCode as the shop's other calls are.
// The code goes in `variables` (§5.7 "escaped": never written into the query). Never throws: the
// caller gets what to tell the shopper. After a change the Projector and Basket sections are asked
// again in one bulk request (prices, the price block's rebateCodeActive / beforeRebate, the
// basket's worth) and `basket:changed` (refreshed) lets the mini-basket tell the other tabs.
import * as z from 'zod/mini';
import type { Bus } from '../../src/core/bus.ts';
import type { Net } from '../../src/core/net.ts';
import { rebateOutcome, type RebateOutcome } from '../../src/domain/promo-code.ts';

export const ACTIVATE = 'mutation($code: String!) { activateRebateCode(code: $code) { status error { code message } } }';
export const DEACTIVATE = 'mutation { deactivateRebateCode { status error { code message } } }';

const Result = z.nullable(
  z.looseObject({
    status: z.nullish(z.string()),
    error: z.nullish(z.looseObject({ code: z.nullish(z.union([z.string(), z.number()])), message: z.nullish(z.string()) })),
  }),
);
const Activated = z.object({ activateRebateCode: Result });
const Deactivated = z.object({ deactivateRebateCode: Result });

export interface RebateDeps {
  net: () => Promise<Net>;
  bus: Pick<Bus, 'emit'>;
  /** The widget's name, for `basket:changed`. */
  name: string;
}

/** Activates `code` (already trimmed), or deactivates the active code when `code` is null. */
export async function changeRebateCode(deps: RebateDeps, code: string | null): Promise<RebateOutcome> {
  let outcome: RebateOutcome;
  try {
    const { graphql } = await deps.net();
    const answer =
      code === null
        ? (await graphql.call('mutation=deactivateRebateCode', DEACTIVATE, Deactivated)).deactivateRebateCode
        : (await graphql.call('mutation=activateRebateCode', ACTIVATE, Activated, { code })).activateRebateCode;
    outcome = rebateOutcome(answer);
  } catch (e) {
    // A GraphQL error is the shop's answer (its message); anything else (HttpError, a time-out, a
    // broken answer) is none. By name: importing the class would pull graphql.ts out of the net chunk.
    outcome = (e as Error | undefined)?.name === 'GraphqlError' ? { status: 'refused', message: (e as Error).message || null } : { status: 'unreachable' };
  }
  if (outcome.status !== 'done') return outcome;
  const { pageData } = await deps.net();
  const refreshed = await pageData.refresh(['Projector', 'Basket']).then(
    () => true,
    () => false, // the mini-basket then asks again itself; the product's widgets keep what they show
  );
  deps.bus.emit('basket:changed', { source: deps.name, refreshed });
  return outcome;
}
