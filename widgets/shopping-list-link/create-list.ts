// §7.3 Create shopping list: POST {graphqlUrl}?query=createShoppingList with
// shoppingListCreate(ShoppingListSettingsInput: {name}), which returns status and id.
// §7.3: a network failure is treated silently as no result, so this never throws: true when the
// shop says the list was made; false for a failure, a time-out, an error status or a broken answer.
import * as z from 'zod/mini';
import type { Net } from '../../src/core/net.ts';

export const CREATE_LIST_QUERY = 'query($s: ShoppingListSettingsInput) { shoppingListCreate(ShoppingListSettingsInput: $s) { status id } }';

const Answer = z.object({
  shoppingListCreate: z.nullish(z.looseObject({ status: z.nullish(z.string()), id: z.nullish(z.union([z.string(), z.number()])) })),
});

export async function createShoppingList(net: () => Promise<Net>, name: string): Promise<boolean> {
  try {
    const { graphql } = await net();
    const made = (await graphql.call('query=createShoppingList', CREATE_LIST_QUERY, Answer, { s: { name } })).shoppingListCreate;
    return made?.status === 'success' && made.id != null;
  } catch {
    return false;
  }
}
