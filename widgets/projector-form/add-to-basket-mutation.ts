// The GraphQL `addProductsToBasket` mutation (spec §7.4), the shape of its answer, and telling a
// GraphQL error (its §8.2 code) from no answer at all.
import * as z from 'zod/mini';
import type { GraphqlError } from '../../src/core/graphql.ts';

export const ADD_TO_BASKET = 'mutation($p: [ProductInput!]!) { addProductsToBasket(ProductInput: $p) { status error { code message } } }';
export const AddToBasketAnswer = z.object({
  addProductsToBasket: z.nullable(
    z.looseObject({
      status: z.optional(z.nullable(z.string())),
      error: z.optional(
        z.nullable(z.looseObject({ code: z.optional(z.nullable(z.union([z.string(), z.number()]))), message: z.optional(z.nullable(z.string())) })),
      ),
    }),
  ),
});

/**
 * By name, not `instanceof`: importing the class would pull graphql.ts out of the network chunk
 * into a chunk shared with this widget (+400 B gzip on every page that loads data).
 */
export function isGraphqlError(e: unknown): e is GraphqlError {
  return e instanceof Error && e.name === 'GraphqlError';
}
