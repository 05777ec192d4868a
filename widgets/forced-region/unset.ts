// §7.3 unset mutations: one request (both fields for "both"), the data parsed at the boundary.
import * as z from 'zod/mini';
import type { Net } from '../../src/core/net.ts';
import { unsetOutcome, unsetRequest, type ForcedVariant } from '../../src/domain/region-forced.ts';

const Result = z.nullish(
  z.looseObject({
    status: z.nullish(z.string()),
    error: z.nullish(z.looseObject({ code: z.nullish(z.union([z.string(), z.number()])), message: z.nullish(z.string()) })),
  }),
);
const Data = z.looseObject({ unsetTemporaryRegion: z.optional(Result), unsetTemporaryZipcode: z.optional(Result) });

export async function unsetForced(net: () => Promise<Net>, variant: ForcedVariant, productPage: boolean) {
  const { label, query } = unsetRequest(variant, productPage);
  const data = await (await net()).graphql.call(label, query, Data);
  return unsetOutcome(variant, data);
}
