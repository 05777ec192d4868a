// The wishlist and the comparers (§1, §3.4): what a list's bulk section says, and the legacy calls
// that change a list. The spec names the sections but no call to add or remove, so these are the
// forms IdoSell themes use (docs/decisions.md "Wishlist and comparers"):
// - the wishlist is the product form posted in mode 2: POST /basketchange.php
//   mode=2&product=&size=&number=1 adds, mode=2&product=&size=&change=empty removes;
// - the comparers are the settings links: GET /settings.php?comparers=add|remove&product=.
// `getAjax=true` asks for a short answer instead of the redirect the forms get.

export type ProductListName = 'wishlist' | 'comparers';
export type ProductListSectionName = 'Wishlist' | 'Comparers';
export type ProductListAction = 'add' | 'remove';

export const LIST_SECTION: Readonly<Record<ProductListName, ProductListSectionName>> = { wishlist: 'Wishlist', comparers: 'Comparers' };

/** The list pages the header links open by default (IdoSell's addresses). */
export const LIST_PAGE: Readonly<Record<ProductListName, string>> = { wishlist: '/basketedit.php?mode=2', comparers: '/product-compare.php' };

/** The fields of a list section the widgets read. */
export interface ProductListData {
  products: ReadonlyArray<{ id: string | number }>;
  count?: number | null | undefined;
}

/** How many products the list holds: the section's `count` when it is a whole number, else its rows. */
export function listCount(list: ProductListData): number {
  const c = list.count;
  return typeof c === 'number' && Number.isInteger(c) && c >= 0 ? c : list.products.length;
}

/** Whether the product is on the list (in any size): ids compare as text, 1001 = "1001". */
export function isOnList(list: ProductListData, productId: string | number): boolean {
  const id = String(productId);
  return list.products.some((p) => String(p.id) === id);
}

export interface ListChangeRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: URLSearchParams;
}

/** The legacy call that adds the product to, or removes it from, the list. */
export function listChangeRequest(list: ProductListName, action: ProductListAction, productId: string | number, size = ''): ListChangeRequest {
  if (list === 'comparers') {
    const q = new URLSearchParams({ comparers: action, product: String(productId), getAjax: 'true' });
    return { method: 'GET', url: '/settings.php?' + q };
  }
  const body = new URLSearchParams({ mode: '2', product: String(productId), size });
  if (action === 'add') body.set('number', '1');
  else body.set('change', 'empty');
  body.set('getAjax', 'true');
  return { method: 'POST', url: '/basketchange.php', body };
}

/** The shop answered, and the section asked again says: did the change happen? */
export function changeTookEffect(action: ProductListAction, onListNow: boolean): boolean {
  return action === 'add' ? onListNow : !onListNow;
}

/**
 * Does the server's header link (its text) already show this count? Then it stays, with the
 * theme's own look (no layout shift). Text without any number agrees with any count.
 */
export function linkShowsCount(count: number, linkText: string): boolean {
  const numbers = linkText.match(/\d+/g);
  return !numbers || numbers.map(Number).includes(count);
}
