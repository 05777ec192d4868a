// Bundles and collections on the product form (spec §2.10, §4.8, §5.7, §7.4, §7.5). Pure: no DOM.
// An item is one part of the set (§3.11 bundle[]). Its `slot` is the part's product id as the set
// lists it; it names the item's form fields, and it stays the same when the shopper picks another
// version of the part (then `product` changes).

export interface BundleSize {
  id: string;
  name: string;
  /** Stock: 0 sold out, -1 unlimited. */
  amount: number;
}

export interface BundleVersion {
  /** The product of this version. */
  product: string;
  /** Its name, e.g. "czarne, skóra". */
  name: string;
  /** The server says it cannot be chosen now (§3.11 multiversions disabled). */
  disabled?: boolean;
}

export interface BundleItem {
  slot: string;
  /** The product chosen for the part; null while a version must be chosen. */
  product: string | null;
  quantity: number;
  checked: boolean;
  sizes: BundleSize[];
  /** The chosen size id; null while one must be chosen. */
  size: string | null;
  /** The part's versions; empty when it has none. */
  versions: BundleVersion[];
}

export type BundleProblem = 'version' | 'size';

/** The first reason an item cannot be added (§5.7), checked items only: version first, then size. */
export function itemProblem(item: BundleItem): BundleProblem | null {
  if (!item.checked) return null;
  if (item.product === null) return 'version';
  return item.size === null || !sizeOrderable(item.sizes, item.size) ? 'size' : null;
}

export const sizeOrderable = (sizes: readonly BundleSize[], id: string): boolean => sizes.some((s) => s.id === id && s.amount !== 0);

/** Some size can be ordered (amount 0 is sold out). */
export const inStock = (sizes: readonly BundleSize[]): boolean => sizes.some((s) => s.amount !== 0);

/** A part with no size in stock cannot be checked at all. */
export const itemOrderable = (item: BundleItem): boolean => inStock(item.sizes);

/** The size is a choice to show; a part's only "uniw" / "onesize" size is not (§3.9). */
export const hasSizeChoice = (sizes: readonly BundleSize[]): boolean => sizes.length !== 1 || !['uniw', 'onesize'].includes(sizes[0]!.id);

/** §4.8: every checkbox unchecked disables the form; §5.7 says why when adding is tried. */
export const noneChecked = (items: readonly BundleItem[]): boolean => !items.some((i) => i.checked);

export type BundleCheck = { kind: 'none' } | { kind: BundleProblem; slot: string } | null;

/** §5.7, before adding: at least one item checked, then every checked item with its version and size. */
export function bundleCheck(items: readonly BundleItem[]): BundleCheck {
  if (noneChecked(items)) return { kind: 'none' };
  for (const item of items) {
    const problem = itemProblem(item);
    if (problem) return { kind: problem, slot: item.slot };
  }
  return null;
}

/** The size to start with: the given one if it can be ordered, else the only orderable size. */
export function startingSize(sizes: readonly BundleSize[], given: string | null | undefined): string | null {
  if (given != null && sizeOrderable(sizes, given)) return given;
  const orderable = sizes.filter((s) => s.amount !== 0);
  return orderable.length === 1 ? orderable[0]!.id : null;
}

/**
 * §7.5 bundle form fields: `bundled_product[<slot>]` carries the chosen product, or 0 for an
 * unchecked item (the spec's "name=0"); `bundled_size[<slot>]` the chosen size of a checked item.
 */
export function bundleFields(items: readonly BundleItem[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const i of items) {
    out.push([`bundled_product[${i.slot}]`, i.checked ? (i.product ?? '') : '0']);
    if (i.checked && i.size !== null) out.push([`bundled_size[${i.slot}]`, i.size]);
  }
  return out;
}

export interface BundlePartInput {
  id: string;
  size: string;
  quantity: number;
  bundleProductId: string;
}

/** §7.4 addProductsToBasket bundleParts (and the shipping query's `bundle`): the checked items. */
export function bundleParts(items: readonly BundleItem[], bundleId: string): BundlePartInput[] {
  return items
    .filter((i) => i.checked && i.product !== null && i.size !== null)
    .map((i) => ({ id: i.product!, size: i.size!, quantity: i.quantity, bundleProductId: bundleId }));
}

/** Picks a version: the part becomes that product, whose sizes are not known until its data arrives. */
export function chooseVersion(item: BundleItem, product: string | null): BundleItem {
  if (product === item.product) return item;
  return { ...item, product, size: null };
}

/** An item after the §7.5 refresh of its product: its sizes (the size kept if still orderable) and versions' availability. */
export function refreshedItem(item: BundleItem, sizes: BundleSize[], disabled: ReadonlySet<string> | null): BundleItem {
  return {
    ...item,
    sizes,
    size: startingSize(sizes, item.size),
    versions: disabled ? item.versions.map((v) => ({ ...v, disabled: disabled.has(v.product) && v.product !== item.product })) : item.versions,
  };
}
