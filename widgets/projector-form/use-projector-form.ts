// The product form's state (spec §2.10), composed from one hook per part: the chosen size, the
// quantity, the prices, the status lines, the variants, the countdown, adding to the basket, and
// the dialogs. The size, quantity and price hooks also tell the other widgets on the bus. Pure
// rules live in src/domain; the hooks only wire them.
//
// Lazy parts plug in here: the configurator (configurator/, issue 16) is loaded with import() only
// for a product that has one, so this chunk does not grow for every product; bundles, subscriptions
// and points follow the same way. Their hooks feed the rules they change (the price, the submit
// checks) through the parts below.
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
import type { ConfiguratorPart, FormState, ProductView } from './view.ts';

export function useProjectorForm(props: ProjectorFormProps, view: ProductView, part: ConfiguratorPart | null): FormState {
  const { product } = view;
  const chosen = useChosenSize(view);
  const order = useFormQuantity(view, chosen);
  // The part is there from the form's first render or never (ProjectorForm waits for it), so
  // this hook is called on every render of this form or on none.
  const configurator = part
    ? part.useConfigurator({ definition: props.configurator, productId: product.id, sizeId: chosen.size?.serverId ?? null, quantity: order.quantity.value })
    : null;
  const groups = useMemo(() => groupsFromProps(props.multiversions), [props.multiversions]);
  const versions = useVersions(groups, product.id, props.variantSwitch ?? 'link');
  return {
    ...order,
    ...useStatusLines(view, chosen),
    ...useSubmit(product.id, chosen, order, versions.conflict, configurator),
    size: chosen.size,
    showSizes: view.sizes.length > 1 || view.sizes[0]?.id !== 'uniw',
    versions,
    prices: usePrices(view, chosen, order.quantity.value, configurator?.price ?? null),
    configurator,
    countdown: useCountdown(product.base_price),
    dialogs: useDialogs(product.id, chosen.size?.serverId ?? null),
    money: useMoney(),
  };
}
