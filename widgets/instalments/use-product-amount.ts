// The product page's current unit price and quantity (spec §3.22 "the quantity is taken from the
// product quantity field"). Newest source wins: a bus event (product:price-changed,
// product:size-selected with a price, product:quantity-changed), then the form's own
// input/change events (themes without the product-form widget), then the props, then the
// Projector section's selected size and the quantity field's value at mount. A size change
// arrives with product:size-selected (the product form, a later issue).
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import type { PriceType } from '../../src/core/schemas/price.ts';
import type { Product } from '../../src/core/schemas/product.ts';
import { useBusEvent, useWidget } from '../../src/core/widget-context.tsx';
import { validQuantity } from '../../src/domain/instalments.ts';

export const DEFAULT_QUANTITY_INPUT = 'input[name="number"]';

/** The one path read from an event's §3.9 price block: `price[type].value`. */
const Value = z.optional(z.looseObject({ value: z.optional(z.number()) }));
const PriceBlock = z.looseObject({ price: z.optional(z.looseObject({ gross: Value, net: Value })) });

function sizePriceValue(block: unknown, type: PriceType): number | undefined {
  const parsed = PriceBlock.safeParse(block);
  return parsed.success ? parsed.data.price?.[type]?.value : undefined;
}

function selectedSizePrice(product: Product | undefined, sizeId: string | undefined, type: PriceType): number | undefined {
  if (!product) return undefined;
  const s = product.sizes;
  const size =
    (sizeId !== undefined ? s.find((x) => x.id === sizeId) : undefined) ??
    s.find((x) => x.selected) ??
    s.find((x) => product.selected_size_list?.includes(x.id)) ??
    s[0];
  return size?.price?.price?.[type]?.value;
}

/** The field's value; an invalid selector from the props means "no quantity field". */
function readQuantity(selector: string, target?: EventTarget | null): number | undefined {
  try {
    const input = target === undefined ? document.querySelector(selector) : target instanceof Element && target.matches(selector) ? target : null;
    return input ? validQuantity((input as HTMLInputElement).value) : undefined;
  } catch {
    return undefined;
  }
}

export interface ProductAmountInput {
  /** The Projector section's product, whose selected size's price is the last fallback. */
  product: Product | undefined;
  /** The product whose bus events count; undefined: every product's. */
  productId: string | number | undefined;
  /** The price type the amounts are in. */
  priceType: PriceType;
  /** props.price / props.priceNet for this price type. */
  propsPrice: number | undefined;
  /** Selector of the page's quantity field. */
  quantityInput: string;
}

export function useProductAmount(o: ProductAmountInput): {
  /** The current unit price in the price type; undefined while no source knows it. */
  unitPrice: number | undefined;
  /** The quantity in the product form (1 without a valid one). */
  quantity: number;
} {
  const { element } = useWidget();
  const [eventPrice, setEventPrice] = useState<{ sizeId?: string; value?: number } | null>(null);
  const [quantity, setQuantity] = useState(() => readQuantity(o.quantityInput) ?? 1);
  const mine = (id: string | number) => o.productId === undefined || String(id) === String(o.productId);

  useBusEvent('product:price-changed', (e) => {
    if (!mine(e.productId)) return;
    // The value is the unit price in the event's price type; the other type only from its price block.
    const value = e.priceType === o.priceType ? e.value : sizePriceValue(e.price, o.priceType);
    if (value !== undefined && Number.isFinite(value) && value >= 0) setEventPrice({ sizeId: e.sizeId, value });
  });
  useBusEvent('product:size-selected', (e) => {
    if (mine(e.productId)) setEventPrice({ sizeId: e.sizeId, value: sizePriceValue(e.price, o.priceType) });
  });
  useBusEvent('product:quantity-changed', (e) => {
    const q = validQuantity(e.quantity);
    if (mine(e.productId) && q !== undefined) setQuantity(q);
  });

  // Fallback: the server form's quantity field (delegated, so a re-rendered form still counts).
  useEffect(() => {
    const doc = element.ownerDocument;
    const onInput = (e: Event) => {
      const q = readQuantity(o.quantityInput, e.target);
      if (q !== undefined) setQuantity(q);
    };
    doc.addEventListener('input', onInput);
    doc.addEventListener('change', onInput);
    return () => {
      doc.removeEventListener('input', onInput);
      doc.removeEventListener('change', onInput);
    };
  }, [element, o.quantityInput]);

  const unitPrice = eventPrice?.value ?? (eventPrice ? undefined : o.propsPrice) ?? selectedSizePrice(o.product, eventPrice?.sizeId, o.priceType);
  return { unitPrice, quantity };
}
