// The answer to adding to a shopping list (spec §7.6: the spec shows the payload, [[productId,
// sizeId]], but neither the path nor the answer). The development shop's answer is the shape of
// the shop's other list call (§7.3 {status, id, error}): `{status, list: {id, name}, error:
// {code, message}}`. Anything else is a broken answer.
import * as z from 'zod/mini';

/** `data-props.shoppingList` (§7.6): the spec does not show the path, so the shop names it. */
export const ListProps = z.object({
  url: z.optional(z.string().check(z.describe('Where the JSON [[productId, sizeId]] is POSTed (default "/ajax/shoppinglist.php?action=add").'))),
  listUrl: z.optional(z.string().check(z.describe('The shopping lists page the success line links to (default "/shoppinglist.php").'))),
});
export type ListProps = z.infer<typeof ListProps>;

export const ListAnswer = z.looseObject({
  status: z.string(),
  list: z.nullish(z.looseObject({ id: z.union([z.string(), z.number()]), name: z.nullish(z.string()) })),
  error: z.nullish(z.looseObject({ code: z.nullish(z.string()), message: z.nullish(z.string()) })),
});
export type ListAnswer = z.infer<typeof ListAnswer>;
