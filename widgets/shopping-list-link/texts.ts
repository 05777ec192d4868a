// The default list's name (§7.3: "the shop-language equivalent of 'Shopping list'"); the shop's
// `texts` config can rename it.
import type { Catalogs } from '../../src/core/i18n.ts';

export const texts: Catalogs = {
  pl: { 'shoppingList.defaultName': 'Lista zakupowa' },
  it: { 'shoppingList.defaultName': 'Lista della spesa' },
  en: { 'shoppingList.defaultName': 'Shopping list' },
};
