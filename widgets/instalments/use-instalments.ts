// State of the instalment calculator: gathers the §3.22 parameters (props win over a section's
// `instalments` block), the amounts in the chosen price type, and asks the pure rules in
// src/domain/instalments.ts what to offer.
import { useProjector, useSection, useWidget } from '../../src/core/widget-context.tsx';
import { basketPlan, productPlan, safeLink, type BasketPlan, type ProductPlan } from '../../src/domain/instalments.ts';
import type { InstalmentParams, InstalmentsProps } from './props.ts';
import { BasketInstalmentsAnswer, ProjectorInstalmentsAnswer } from './schema.ts';
import { DEFAULT_QUANTITY_INPUT, useProductAmount } from './use-product-amount.ts';

export type InstalmentsState =
  /** The sections the amounts come from are still loading. */
  | { status: 'loading' }
  /** No safe link or no amount: the server markup stays. */
  | { status: 'fallback' }
  | {
      /** The product page's offer: this product, or it with the basket. */
      status: 'product';
      /** The provider's calculator link, checked safe; {calculate_price} still in it. */
      link: string;
      /** The provider's name, shown by the button; undefined for none. */
      name: string | undefined;
      /** What to offer for the product's amount (src/domain/instalments.ts). */
      plan: ProductPlan;
    }
  | {
      /** The basket's offer. */
      status: 'basket';
      /** The provider's calculator link, checked safe; {calculate_price} still in it. */
      link: string;
      /** The provider's name, shown by the button; undefined for none. */
      name: string | undefined;
      /** What to offer for the basket's total, and the positions that cannot be paid so. */
      plan: BasketPlan;
    };

export function useInstalments(props: InstalmentsProps): InstalmentsState {
  const { config } = useWidget();
  const mode = props.mode ?? (config.page.type === 'projector' ? 'product' : 'basket');
  const projector = useProjector(mode === 'product');
  const projectorParams = useSection('Projector', ProjectorInstalmentsAnswer, mode === 'product').data?.instalments;
  const basketSection = useSection('Basket', BasketInstalmentsAnswer);
  const basket = basketSection.data ?? undefined;
  // Parsed props hold only the keys the marker sets, so they override the section key by key.
  const params: InstalmentParams = { ...(mode === 'product' ? projectorParams : basket?.instalments), ...props };
  const type = params.priceType ?? config.priceType;
  const net = type === 'net';
  const product = projector.data?.product;
  const amount = useProductAmount({
    product,
    productId: product?.id ?? config.page.productId,
    priceType: type,
    propsPrice: net ? props.priceNet : props.price,
    quantityInput: props.quantityInput ?? DEFAULT_QUANTITY_INPUT,
  });

  if (basketSection.status === 'loading' || (mode === 'product' && projector.status === 'loading')) return { status: 'loading' };
  const link = safeLink(params.link);
  if (!link) return { status: 'fallback' };
  const bounds = { min: params.minPrice, max: params.maxPrice };
  const name = params.instalmentName || undefined;
  const basketCount = props.basketCount ?? basket?.productsCounter ?? basket?.products?.length ?? 0;

  if (mode === 'product') {
    const basketCost = params.totalPrice ?? (net ? (props.basketCostNet ?? basket?.worth_net) : (props.basketCost ?? basket?.worth));
    if (amount.unitPrice === undefined) return { status: 'fallback' };
    const plan = productPlan({
      ...bounds,
      unitPrice: amount.unitPrice,
      quantity: amount.quantity,
      // Without a known basket cost there is no "including the basket" option to offer.
      basketCount: basketCost === undefined ? 0 : basketCount,
      basketCost: basketCost ?? 0,
    });
    return { status: 'product', link, name, plan };
  }

  const total = params.totalPrice ?? (net ? (props.basketCostNet ?? basket?.worth_net) : (props.basketCost ?? basket?.worth));
  if (total === undefined) return { status: 'fallback' };
  const notPayable = (basket?.products ?? []).filter((p) => p.payable_by_instalments === false).map((p) => p.name ?? '');
  const plan = basketPlan({ ...bounds, total, count: basketCount, notPayable, maxProducts: params.maxProducts });
  return { status: 'basket', link, name, plan };
}
