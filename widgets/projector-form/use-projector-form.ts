// The product form's state (spec §2.10), composed from one hook per part: the chosen size, the
// quantity, the prices, the status lines, the variants, the countdown, adding to the basket, and
// the dialogs. The size, quantity and price hooks also tell the other widgets on the bus. Pure
// rules live in src/domain; the hooks only wire them.
//
// Later parts plug in here as siblings: bundles (§4.8 bundleAllUnchecked), the configurator,
// subscriptions (§4.9 subscriptionMin, now 0 in quantity-rules.ts) and points each get their own
// use-*.ts and component, loaded with import() only for a product that has them, so this chunk
// does not grow for every product. Their hooks feed the rules they change (e.g. the quantity
// rules, isFormDisabled) through the parts below; their views go in view.ts.
import { useMemo } from 'react';
import { groupsFromProps, type ProjectorFormProps } from './props.ts';
import { useChosenSize } from './use-chosen-size.ts';
import { useCountdown } from './use-countdown.ts';
import { useDialogs } from './use-dialogs.ts';
import { useFormQuantity } from './use-form-quantity.ts';
import { useMoney } from './use-money.ts';
import { usePrices } from './use-prices.ts';
import { useStatusLines } from './use-status-lines.ts';
import { useSubmit } from './use-submit.ts';
import { useVersions } from './use-versions.ts';
import type { FormState, ProductView } from './view.ts';

export function useProjectorForm(props: ProjectorFormProps, view: ProductView): FormState {
  const { product } = view;
  const chosen = useChosenSize(view);
  const order = useFormQuantity(view, chosen);
  const groups = useMemo(() => groupsFromProps(props.multiversions), [props.multiversions]);
  const versions = useVersions(groups, product.id, props.variantSwitch ?? 'link');
  return {
    ...order,
    ...useStatusLines(view, chosen),
    ...useSubmit(product.id, chosen, order, versions.conflict),
    size: chosen.size,
    showSizes: view.sizes.length > 1 || view.sizes[0]?.id !== 'uniw',
    versions,
    prices: usePrices(view, chosen, order.quantity.value),
    countdown: useCountdown(product.base_price),
    dialogs: useDialogs(product.id, chosen.size?.serverId ?? null),
    money: useMoney(),
  };
}
