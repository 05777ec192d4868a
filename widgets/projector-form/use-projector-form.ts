// The product form's state (spec §2.10, §4.8, §5.7, §9.4, §9.5): the chosen size and quantity, the
// figures of that size, what the form may do, and the bus events other widgets follow
// (product:size-selected, product:quantity-changed, product:price-changed). Pure rules live in
// src/domain; this hook only wires them.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { parseQuantityInput, minQuantity, type QuantityRules } from '../../src/domain/quantity.ts';
import { availabilityText, isFormDisabled, isUnknownShipping, showShipping, showStockLine, stockLineText, STOCK_PATTERN } from '../../src/domain/product-form-rules.ts';
import { isPhonePrice, rebateForQuantity, rebatePrice, savePercent, type RebateItem } from '../../src/domain/product-price.ts';
import { sizeFigures, type SizeFigures } from './current-size.ts';
import { groupsFromProps, type ProjectorFormProps } from './props.ts';
import { useAddToBasket, type AddToBasket } from './use-add-to-basket.ts';
import { useCountdown, type CountdownParts } from './use-countdown.ts';
import type { ProductView, SizeView } from './use-product.ts';
import { ALERT_MS, useQuantity, type QuantityState } from './use-quantity.ts';
import { useShippingTime } from './use-shipping-time.ts';
import { useSizeData } from './use-size-data.ts';
import { useVersions, type VersionsState } from './use-versions.ts';

const NO_LIMIT = -1;
const num = (n: number | null | undefined, fallback: number) => (typeof n === 'number' && Number.isFinite(n) ? n : fallback);

/** The size the server form had checked when the widget took over, else the only size. */
function initialSize(form: Element, sizes: readonly SizeView[]): string | null {
  const checked = form.querySelector<HTMLInputElement>('input[name="size"]:checked')?.value;
  const match = sizes.find((s) => s.serverId === checked || s.id === checked);
  if (match) return match.id;
  return sizes.length === 1 ? sizes[0]!.id : null;
}

export interface PriceView {
  phone: boolean;
  /** Unit price in the price type, after a quantity rebate. */
  price: number | null;
  max: number | null;
  save: number | null;
  advance: number | null;
  suggested: number | null;
  rebates: RebateItem[];
  rebate: RebateItem | null;
}

export interface FormState {
  view: ProductView;
  size: SizeView | null;
  figures: SizeFigures;
  showSizes: boolean;
  chooseSize(id: string): void;
  sizeAlert: boolean;
  conflictAlert: boolean;
  versions: VersionsState;
  quantity: QuantityState;
  rules: QuantityRules;
  unit: string;
  prices: PriceView;
  disabled: boolean;
  availability: string;
  stockLine: string | null;
  shipping: string | null;
  countdown: CountdownParts | null;
  basket: AddToBasket;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  sizesRef: React.RefObject<HTMLFieldSetElement | null>;
}

export function useProjectorForm(props: ProjectorFormProps, view: ProductView): FormState {
  const { element, bus, config, t } = useWidget();
  const { product, sizes } = view;
  const type = config.priceType;
  const decimal = config.currency.decimal ?? ',';
  const showNumber = useCallback((n: number) => String(n).replace('.', decimal), [decimal]);

  const [sizeId, setSizeId] = useState(() => initialSize(element, sizes));
  const size = sizes.find((s) => s.id === sizeId) ?? null;
  const shown = size ?? sizes.find((s) => s.selected) ?? sizes[0]!;
  const legacy = useSizeData(product.id, size?.serverId ?? null);
  const figures = useMemo(() => sizeFigures(shown, size ? legacy : null, type), [shown, size, legacy, type]);

  const range = product.order_quantity_range;
  const unit = product.unit;
  const anyInStock = sizes.some((s) => s.amount !== 0);
  const amount = size ? figures.amount : anyInStock ? NO_LIMIT : 0;
  const rules: QuantityRules = {
    sellBy: num(unit?.sellBy, 1),
    precision: num(unit?.precision, 0),
    minPerOrder: num(range?.min_quantity_per_order, 0),
    minSizePerOrder: num(range?.min_size_quantity_per_order, 0),
    subscriptionMin: 0, // the subscription view comes with a later issue (§4.9)
    maxPerOrder: num(range?.max_quantity_per_order, NO_LIMIT),
    maxSizePerOrder: num(range?.max_size_quantity_per_order, NO_LIMIT),
    sizeAmount: amount,
  };
  const status = size ? figures.status : undefined;
  const sizeDisabled = !!size && (amount === 0 || status === 'disable');
  const [initialQuantity] = useState(() => parseQuantityInput(element.querySelector<HTMLInputElement>('input[name="number"]')?.value ?? '') ?? 0);
  const quantity = useQuantity(initialQuantity, rules, sizeDisabled, showNumber);
  const groups = useMemo(() => groupsFromProps(props.multiversions), [props.multiversions]);
  const versions = useVersions(groups, product.id, props.variantSwitch ?? 'link');
  const basket = useAddToBasket(t('projector.added'));

  const disabled = isFormDisabled({ sizeAmount: amount, status, minQuantity: minQuantity(rules), totalCount: amount });

  // Prices (§9.4, §4.8): the quantity rebate that applies replaces the unit price.
  const rebateNumber = shown.price?.rebateNumber;
  const rebate = rebateForQuantity(rebateNumber, quantity.value);
  const price = rebate ? rebatePrice(rebate, type).value : figures.price;
  const prices: PriceView = {
    phone: isPhonePrice({ type: product.type, availability: figures.availability, phone_price: figures.phonePrice }),
    price,
    max: figures.max,
    save: price === null ? null : savePercent(price, figures.max),
    advance: figures.advance,
    suggested: figures.suggested,
    rebates: (rebateNumber?.items ?? []).filter((i) => i !== null),
    rebate,
  };

  const unitName = unit?.name ?? '';
  const stockLine = size && showStockLine(product.type, amount) ? stockLineText(STOCK_PATTERN, amount, unitName, t('projector.stockLiteral'), decimal) : null;
  const shippingTime = useShippingTime(showShipping(product.type, status) && !isUnknownShipping(status, figures.shipping?.unknownTime) ? figures.shipping : null);
  const shipping = !showShipping(product.type, status) ? null : isUnknownShipping(status, figures.shipping?.unknownTime) ? t('projector.shipUnknown') : shippingTime;
  const countdown = useCountdown(product.base_price);

  // Bus: what other widgets follow (omnibus-price, instalments).
  useEffect(() => {
    if (size) bus.emit('product:size-selected', { productId: product.id, sizeId: size.serverId, price: size.price });
  }, [bus, product.id, size]);
  useEffect(() => {
    bus.emit('product:quantity-changed', { productId: product.id, quantity: quantity.value });
  }, [bus, product.id, quantity.value]);
  useEffect(() => {
    if (price === null || prices.phone) return;
    const gross = rebate ? rebate.price : figures.gross;
    const net = rebate ? rebate.price_net : figures.net;
    bus.emit('product:price-changed', {
      productId: product.id,
      sizeId: shown.serverId,
      priceType: type,
      value: price,
      price: { price: { gross: { value: gross ?? undefined }, net: { value: net ?? undefined } } },
    });
  }, [bus, product.id, shown.serverId, type, price, rebate, figures.gross, figures.net, prices.phone]);

  // §5.7: "Scegliere una taglia" on the size section for 3.5 s, and the page scrolls to it.
  const sizesRef = useRef<HTMLFieldSetElement>(null);
  const [sizeAlert, setSizeAlert] = useState(false);
  const [conflictAlert, setConflictAlert] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const flash = (set: (v: boolean) => void) => {
    set(true);
    timers.current.push(setTimeout(() => set(false), ALERT_MS));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (disabled || basket.busy) return;
    if (!size) {
      flash(setSizeAlert);
      const fieldset = sizesRef.current;
      fieldset?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      fieldset?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
      return;
    }
    if (versions.conflict) return flash(setConflictAlert);
    basket.add({ id: product.id, size: size.serverId, quantity: quantity.commit() });
  };

  const chooseSize = (id: string) => {
    setSizeId(id);
    setSizeAlert(false);
  };

  return {
    view,
    size,
    figures,
    showSizes: sizes.length > 1 || sizes[0]?.id !== 'uniw',
    chooseSize,
    sizeAlert,
    conflictAlert,
    versions,
    quantity,
    rules,
    unit: unitName,
    prices,
    disabled,
    availability: availabilityText({ status, description: figures.description, delivery_date: figures.deliveryDate }),
    stockLine,
    shipping,
    countdown,
    basket,
    onSubmit,
    sizesRef,
  };
}
