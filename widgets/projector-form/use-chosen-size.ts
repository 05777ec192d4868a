// The chosen size (spec §3.9, §5.7) and its figures: at first the size the server form had checked,
// else the only size. Until one is chosen the form shows the section's selected (else first) size;
// once chosen, the legacy endpoint's fresher data (§7.5) replaces the section's when it comes, and
// product:size-selected tells the other widgets (omnibus-price, instalments).
import { useEffect, useMemo, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { sizeFigures, type SizeFigures } from './current-size.ts';
import { useSizeData } from './use-size-data.ts';
import type { ProductView, SizeView } from './view.ts';

export interface ChosenSize {
  /** The size the shopper chose; null until there is one. */
  size: SizeView | null;
  /** The size whose figures show: the chosen one, else the section's selected one, else the first. */
  shown: SizeView;
  /** Prices, stock, availability and shipping of `shown`. */
  figures: SizeFigures;
  /** The chosen size's availability status (§3.9); undefined without a chosen size. */
  status: string | undefined;
  /** Chooses a size by its normalised id. */
  choose(id: string): void;
}

/** The size the server form had checked when the widget took over, else the only size. */
function initialSize(form: Element, sizes: readonly SizeView[]): string | null {
  const checked = form.querySelector<HTMLInputElement>('input[name="size"]:checked')?.value;
  const match = sizes.find((s) => s.serverId === checked || s.id === checked);
  if (match) return match.id;
  return sizes.length === 1 ? sizes[0]!.id : null;
}

export function useChosenSize({ product, sizes }: ProductView): ChosenSize {
  const { element, config, bus } = useWidget();
  const type = config.priceType;
  const [sizeId, choose] = useState(() => initialSize(element, sizes));
  const size = sizes.find((s) => s.id === sizeId) ?? null;
  const shown = size ?? sizes.find((s) => s.selected) ?? sizes[0]!;
  const legacy = useSizeData(product.id, size?.serverId ?? null);
  const figures = useMemo(() => sizeFigures(shown, size ? legacy : null, type), [shown, size, legacy, type]);
  useEffect(() => {
    if (size) bus.emit('product:size-selected', { productId: product.id, sizeId: size.serverId, price: size.price });
  }, [bus, product.id, size]);
  return { size, shown, figures, status: size ? figures.status : undefined, choose };
}
