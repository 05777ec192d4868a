// The product form's state (spec §2.10), composed from one hook per part: the chosen size, the
// quantity, the prices, the status lines, the variants, the countdown, adding to the basket, and
// the dialogs. The size, quantity and price hooks also tell the other widgets on the bus. Pure
// rules live in src/domain; the hooks only wire them.
//
// Lazy parts plug in here (view.ts PartModule): the configurator and bundles are loaded
// with import() only for a product that has one, so this chunk does not grow for every product.
// Their hooks feed the rules they change (the price, the disabled form, the submit checks, the
// shipping query) through the parts below.
import { useMemo, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { useAddToBasket } from './use-add-to-basket.ts';
import { cachedLegacy } from './legacy.ts';
import { groupsFromProps, type ProjectorFormProps } from './props.ts';
import { useChosenSize } from './use-chosen-size.ts';
import { useCountdown } from './use-countdown.ts';
import { useDialogs } from './use-dialogs.ts';
import { useFormQuantity } from './use-form-quantity.ts';
import { useMoney } from './use-money.ts';
import { usePrices } from './use-prices.ts';
import { useStatusLines } from './use-status-lines.ts';
import { revealField, useSubmit } from './use-submit.ts';
import { useFlash } from '../../src/ui/use-flash.ts';
import { isSizeOff } from '../../src/domain/product-form-rules.ts';
import { checkQuantity as checkQty, stepQuantity } from '../../src/domain/quantity.ts';
import { quantityRules } from './quantity-rules.ts';
import { ALERT_MS } from './use-quantity.ts';
import { useVersions } from './use-versions.ts';
import type { FormState, PartInput, PartModule, ProductView } from './view.ts';

export function useProjectorForm(props: ProjectorFormProps, view: ProductView, module: PartModule | null): FormState {
  const { product } = view;
  const chosen = useChosenSize(view);
  // §4.9: the subscription part sets the minimum while its view is on.
  const [subscriptionMin, setMinimum] = useState(0);
  const order = useFormQuantity(view, chosen, subscriptionMin);
  const { t, net, session } = useWidget();
  const basket = useAddToBasket(t('projector.added'));
  const legacy: PartInput['legacy'] = (url, schema, signal) => net().then((n) => cachedLegacy(n, session, url, schema, signal));
  const money = useMoney();
  const sizeId = chosen.size?.serverId ?? null;
  // The part is there from the form's first render or never (ProjectorForm waits for it), so
  // this hook is called on every render of this form or on none.
  const alert = useFlash<unknown>(ALERT_MS);
  const checkQuantity: PartInput['checkQuantity'] = (q, amount, step) =>
    step ? stepQuantity(q, step, quantityRules(product, amount)) : checkQty(q, quantityRules(product, amount), false);
  const part = module
    ? module.usePart({
        props,
        product,
        sizeId,
        quantity: order.quantity.value,
        money,
        formatNumber: order.formatNumber,
        alert,
        reveal: revealField,
        checkQuantity,
        add: basket.add,
        setMinimum,
        setQuantity: order.quantity.choose,
        legacy,
      })
    : null;
  // §2.10 multi-variant: the part's lines have their own sizes and stock; the form's do not apply.
  const own = part?.ownsOrder;
  const disabled = (!own && order.disabled) || part?.disabled === true;
  const groups = useMemo(() => groupsFromProps(props.multiversions), [props.multiversions]);
  // §2.10 page mode "detached": this page's content is not the product's to swap.
  const versions = useVersions(groups, product.id, props.pageMode === 'detached' ? 'link' : (props.variantSwitch ?? 'link'));
  return {
    ...order,
    disabled,
    ...useStatusLines(view, chosen),
    ...useSubmit(product.id, chosen, { ...order, disabled }, versions.conflict, part, basket),
    size: chosen.size,
    showSizes: !own && (view.sizes.length > 1 || view.sizes[0]?.id !== 'uniw'),
    versions,
    prices: usePrices(view, chosen, order.quantity.value, part?.price ?? null),
    part,
    countdown: useCountdown(product.base_price),
    dialogs: useDialogs(),
    soldOut: view.sizes.filter((s) => isSizeOff(s.amount, s.availability?.status)),
    item: { id: String(product.id), size: sizeId, ...part?.shipping },
    money,
  };
}
