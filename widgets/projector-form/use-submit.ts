// Adding to the basket from the form (spec §5.7): nothing while the form is disabled or a request
// is in flight. Without a size: "choose a size" on the sizes section for 3.5 s (§9.2), and the
// page scrolls to it with focus on its first free size. With a variant conflict (§4.8): the
// conflict text by the button for 3.5 s. Otherwise the basket call (use-add-to-basket.ts) with
// the validated quantity. A configured product (§2.10) is sent by its part (configurator/
// use-configurator.ts `submit`): the GraphQL basket call (§7.4) carries no configuration.
import { useRef, type FormEvent } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { useFlash } from '../../src/ui/use-flash.ts';
import { useAddToBasket } from './use-add-to-basket.ts';
import type { ChosenSize } from './use-chosen-size.ts';
import type { FormQuantity } from './use-form-quantity.ts';
import { ALERT_MS } from './use-quantity.ts';
import type { ConfiguratorState, FormState } from './view.ts';
import { scrollBehavior } from '../../src/ui/motion.ts';

type Submit = Pick<FormState, 'chooseSize' | 'sizeAlert' | 'conflictAlert' | 'onSubmit' | 'sizesRef' | 'basket'>;

export function useSubmit(productId: string | number, chosen: ChosenSize, { disabled, quantity }: FormQuantity, conflict: boolean, configurator: ConfiguratorState | null): Submit {
  const basket = useAddToBasket(useWidget().t('projector.added'));
  const sizesRef = useRef<HTMLFieldSetElement>(null);
  const sizeAlert = useFlash(ALERT_MS);
  const conflictAlert = useFlash(ALERT_MS);
  const { size } = chosen;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (disabled || basket.busy) return;
    if (!size) {
      sizeAlert.show(true);
      const fieldset = sizesRef.current;
      // §5.7 scroll to the sizes: a jump when the shopper prefers reduced motion.
      fieldset?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
      fieldset?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
      return;
    }
    if (conflict) return conflictAlert.show(true);
    if (configurator) return configurator.submit(e.currentTarget, quantity.commit());
    basket.add({ id: productId, size: size.serverId, quantity: quantity.commit() });
  };

  const chooseSize = (id: string) => {
    chosen.choose(id);
    sizeAlert.clear();
  };

  return { chooseSize, sizeAlert: sizeAlert.value !== null, conflictAlert: conflictAlert.value !== null, onSubmit, sizesRef, basket };
}
