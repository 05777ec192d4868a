// The price lines (spec §4.8, §9.4) for the size on show and the quantity: the quantity rebate
// that applies (the highest threshold reached) replaces the unit price, and "call for price"
// (§4.8) the price altogether. A lazy part's price replaces them (view.ts PartState: the formula
// of §7.5, a collection's bundleprice), none while it calculates or fails. product:price-changed tells the other widgets the unit price, except for
// "call for price" or an unknown price.
import { useEffect } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { isPhonePrice, multipackOptions, nextThreshold, rebateForFormQuantity, rebatePrice, savePercent } from '../../src/domain/product-price.ts';
import type { ChosenSize } from './use-chosen-size.ts';
import type { PartPrice, PriceView, ProductView } from './view.ts';

export function usePrices({ product }: ProductView, { shown, figures }: ChosenSize, quantity: number, formula: PartPrice | null): PriceView {
  const { bus, config } = useWidget();
  const type = config.priceType;
  const rebateNumber = formula ? undefined : shown.price?.rebateNumber;
  // What the basket already holds of this size counts towards the thresholds (§9.4 multipack offset).
  const rebate = rebateForFormQuantity(rebateNumber, quantity);
  const worth = formula?.status === 'ready' ? { gross: formula.gross, net: formula.net } : null;
  const price = formula ? worth && (type === 'net' ? worth.net : worth.gross) : rebate ? rebatePrice(rebate, type).value : figures.price;
  const phone = !formula && isPhonePrice({ type: product.type, availability: figures.availability, phone_price: figures.phonePrice, price });
  useEffect(() => {
    if (price === null || phone) return;
    const gross = worth ? worth.gross : rebate ? rebate.price : figures.gross;
    const net = worth ? worth.net : rebate ? rebate.price_net : figures.net;
    bus.emit('product:price-changed', {
      productId: product.id,
      sizeId: shown.serverId,
      priceType: type,
      value: price,
      price: { price: { gross: { value: gross ?? undefined }, net: { value: net ?? undefined } } },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the worth is read by its figures (worth?.gross, worth?.net), not its identity
  }, [bus, product.id, shown.serverId, type, price, rebate, figures.gross, figures.net, phone, worth?.gross, worth?.net]);
  const max = formula ? null : figures.max;
  return {
    phone,
    price,
    max,
    save: price === null ? null : savePercent(price, max),
    advance: figures.advance,
    suggested: figures.suggested,
    multipack: multipackOptions(rebateNumber),
    next: nextThreshold(rebateNumber, quantity),
    rebate,
  };
}
