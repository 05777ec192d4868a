// State of the lowest-price display: which size's price block applies, and its view model.
// Inline props need no data; the product page reads the Projector section and follows
// `product:size-selected` (a payload price, when valid, is newer than the bulk data).
import { useMemo, useState } from 'react';
import { useBusEvent, useProjector, useWidget } from '../../src/core/widget-context.tsx';
import { SizePrice } from '../../src/core/schemas/price.ts';
import type { Size } from '../../src/core/schemas/product.ts';
import { omnibusView, type OmnibusView } from '../../src/domain/omnibus.ts';
import type { OmnibusProps } from './props.ts';

export type OmnibusState =
  /** The Projector section is still loading. */
  | { status: 'loading' }
  | {
      /** The price is known (inline props, the section or a size-selected event). */
      status: 'ready';
      /** What the widget shows: the lowest price, its label and percent, the regular price, or nothing. */
      view: OmnibusView;
    };

function initialSize(sizes: readonly Size[], selectedList?: readonly string[]): Size | undefined {
  return sizes.find((s) => s.selected) ?? sizes.find((s) => selectedList?.includes(s.id)) ?? sizes[0];
}

export function useOmnibusPrice(props: OmnibusProps): OmnibusState {
  const { config } = useWidget();
  const fromProjector = props.source === 'projector';
  const section = useProjector(fromProjector);
  const product = section.data?.product;
  const [chosen, setChosen] = useState<{ sizeId: string; price?: SizePrice } | null>(null);

  useBusEvent('product:size-selected', (e) => {
    if (!fromProjector || (product && String(e.productId) !== String(product.id))) return;
    const parsed = e.price === undefined ? undefined : SizePrice.safeParse(e.price);
    setChosen({ sizeId: e.sizeId, price: parsed?.success ? parsed.data : undefined });
  });

  const price = fromProjector
    ? (chosen?.price ?? (product && (product.sizes.find((s) => s.id === chosen?.sizeId) ?? initialSize(product.sizes, product.selected_size_list))?.price))
    : props.price;
  const type = props.priceType ?? config.priceType;
  const view = useMemo(() => omnibusView(price ?? {}, type, config.omnibus), [price, type, config.omnibus]);

  if (fromProjector && section.status === 'loading') return { status: 'loading' };
  return { status: 'ready', view };
}
