// The multi-variant display of the product form (spec §2.10 "display type"): every variant of the
// product is a line with its own size and quantity, and the lines with a quantity are added to the
// basket together (§7.4, one call). Pure: no DOM.
// A quantity of 0 means "not this variant"; any other quantity follows the §5.7 rules of the form.

export interface VariantSize {
  id: string;
  name: string;
  /** Stock: 0 sold out, -1 unlimited. */
  amount: number;
  /** Unit price in the shop's price type; null = not given. */
  price: number | null;
}

export interface VariantLine {
  /** The variant's product id. */
  product: string;
  sizes: VariantSize[];
  /** The chosen size id; null while none is chosen. */
  size: string | null;
  /** 0 = the variant is not ordered. */
  quantity: number;
}

/** §3.9: a single "uniw" / "onesize" size is no choice to show; it is chosen from the start. */
export const sizeIsChoice = (sizes: readonly VariantSize[]): boolean => sizes.length > 1 || !['uniw', 'onesize'].includes(sizes[0]?.id ?? '');

/** The chosen size, when it can still be ordered. */
export const chosenSize = (line: VariantLine): VariantSize | null => line.sizes.find((s) => s.id === line.size && s.amount !== 0) ?? null;

/** The size a line starts with: the only one, else the one the page chose if it is in stock; else none. */
export function firstSize(sizes: readonly VariantSize[], given: string | null): string | null {
  const pick = sizes.length === 1 ? sizes[0]!.id : given;
  return sizes.some((s) => s.id === pick && s.amount !== 0) ? pick : null;
}

/** The stock the quantity is checked against (§5.7): the chosen size's, unlimited (-1) before one is chosen. */
export const lineAmount = (line: VariantLine): number => chosenSize(line)?.amount ?? -1;

/** A variant no size of which is in stock cannot be ordered. */
export const someInStock = (sizes: readonly VariantSize[]): boolean => sizes.some((s) => s.amount !== 0);

export type VariantsCheck = { kind: 'none' } | { kind: 'size'; product: string } | null;

/** §5.7, before adding: some line has a quantity, and every line with one has a size in stock. */
export function variantsCheck(lines: readonly VariantLine[]): VariantsCheck {
  const ordered = lines.filter((l) => l.quantity > 0);
  if (!ordered.length) return { kind: 'none' };
  const missing = ordered.find((l) => !chosenSize(l));
  return missing ? { kind: 'size', product: missing.product } : null;
}

/** The §7.4 addProductsToBasket items: one per line with a quantity, in the lines' order. */
export const variantItems = (lines: readonly VariantLine[]): Array<{ id: string; size: string; quantity: number }> =>
  lines.filter((l) => l.quantity > 0 && chosenSize(l)).map((l) => ({ id: l.product, size: l.size!, quantity: l.quantity }));

/**
 * What the lines add up to: how many variants are ordered, and their price (quantity × unit price).
 * `sum` is null while an ordered line has no size or no price yet, so no wrong total ever shows.
 */
export function variantsTotal(lines: readonly VariantLine[]): { count: number; sum: number | null } {
  const ordered = lines.filter((l) => l.quantity > 0);
  let sum: number | null = 0;
  for (const l of ordered) {
    const price = chosenSize(l)?.price;
    sum = sum === null || price == null ? null : sum + price * l.quantity;
  }
  return { count: ordered.length, sum: sum === null ? null : Math.round(sum * 100) / 100 };
}
