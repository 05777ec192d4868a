// The status lines (spec §4.8, §9.5): the chosen size's availability text, its stock line, and the
// shipping time — none for virtual and service products or status "disable", and the "unknown
// shipping" text instead of a time for status "order" with an unknown time.
import { useWidget } from '../../src/core/widget-context.tsx';
import { availabilityText, isUnknownShipping, showShipping, showStockLine, stockLineText, STOCK_PATTERN } from '../../src/domain/product-form-rules.ts';
import type { ChosenSize } from './use-chosen-size.ts';
import { useShippingTime } from './use-shipping-time.ts';
import type { FormState, ProductView } from './view.ts';

export function useStatusLines({ product }: ProductView, { size, figures, status }: ChosenSize): Pick<FormState, 'availability' | 'stockLine' | 'shipping'> {
  const { t, config } = useWidget();
  const decimal = config.currency.decimal ?? ',';
  const withShipping = showShipping(product.type, status);
  const unknown = isUnknownShipping(status, figures.shipping?.unknownTime);
  const shippingTime = useShippingTime(withShipping && !unknown ? figures.shipping : null);
  return {
    availability: availabilityText({ status, description: figures.description, delivery_date: figures.deliveryDate }),
    stockLine:
      size && showStockLine(product.type, figures.amount)
        ? stockLineText(STOCK_PATTERN, figures.amount, product.unit?.name ?? '', t('projector.stockLiteral'), decimal)
        : null,
    shipping: !withShipping ? null : unknown ? t('projector.shipUnknown') : shippingTime,
  };
}
