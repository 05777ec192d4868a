// The form's quantity (spec §4.8, §5.7): the field starts from the server form's value and follows
// the rules of the product and the chosen size's stock (without a chosen size: "no limit" while
// any size is in stock, else 0); product:quantity-changed tells the other widgets. The same
// figures say whether the form is disabled.
import { useEffect, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { isFormDisabled, isSizeOff } from '../../src/domain/product-form-rules.ts';
import { minQuantity, parseQuantityInput } from '../../src/domain/quantity.ts';
import { NO_LIMIT, quantityRules } from './quantity-rules.ts';
import type { ChosenSize } from './use-chosen-size.ts';
import { useNumberFormat } from './use-money.ts';
import { useQuantity } from './use-quantity.ts';
import type { FormState, ProductView } from './view.ts';

export type FormQuantity = Pick<FormState, 'quantity' | 'rules' | 'unit' | 'disabled' | 'formatNumber'>;

export function useFormQuantity({ product, sizes }: ProductView, { size, figures, status }: ChosenSize, subscriptionMin: number): FormQuantity {
  const { element, bus } = useWidget();
  const formatNumber = useNumberFormat();
  const amount = size ? figures.amount : sizes.some((s) => s.amount !== 0) ? NO_LIMIT : 0;
  const rules = quantityRules(product, amount, subscriptionMin);
  const sizeDisabled = !!size && isSizeOff(amount, status);
  const [initial] = useState(() => parseQuantityInput(element.querySelector<HTMLInputElement>('input[name="number"]')?.value ?? '') ?? 0);
  const quantity = useQuantity(initial, rules, sizeDisabled, formatNumber);
  useEffect(() => {
    bus.emit('product:quantity-changed', { productId: product.id, quantity: quantity.value });
  }, [bus, product.id, quantity.value]);
  const disabled = isFormDisabled({ sizeAmount: amount, status, minQuantity: minQuantity(rules), totalCount: amount });
  return { quantity, rules, unit: product.unit?.name ?? '', disabled, formatNumber };
}
