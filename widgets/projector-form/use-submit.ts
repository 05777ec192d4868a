// Adding to the basket from the form (spec §5.7): nothing while the form is disabled or a request
// is in flight. Without a size: "choose a size" on the sizes section for 3.5 s (§9.2), and the
// page scrolls to it with focus on its first free size. With a variant conflict (§4.8): the
// conflict text by the button for 3.5 s. Otherwise the basket call (use-add-to-basket.ts) with
// the validated quantity. A lazy part checks its own rules first (view.ts PartState.submit): a
// bundle adds its parts to the call (§7.4 bundleParts); a configured product (§2.10) is sent by
// its part as the server's form (the GraphQL basket call carries no configuration).
import { useRef } from 'react';
import { useFlash } from '../../src/ui/use-flash.ts';
import type { AddToBasket } from './use-add-to-basket.ts';
import type { ChosenSize } from './use-chosen-size.ts';
import type { FormQuantity } from './use-form-quantity.ts';
import { ALERT_MS } from './use-quantity.ts';
import type { FormState, FormSubmit, PartState } from './view.ts';
import { scrollBehavior } from '../../src/ui/motion.ts';

type Submit = Pick<FormState, 'chooseSize' | 'sizeAlert' | 'conflictAlert' | 'onSubmit' | 'ready' | 'checkOrder' | 'sizesRef' | 'basket'>;

/**
 * §5.7: scrolls to the section in question (a jump when the shopper prefers reduced motion) and
 * focuses its first control matching `focus`. Lazy parts get it through PartInput.
 */
export function revealField(section: HTMLElement | null | undefined, focus: string): void {
  section?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  section?.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true });
}

export function useSubmit(
  productId: string | number,
  chosen: ChosenSize,
  { disabled, quantity }: FormQuantity,
  conflict: boolean,
  part: PartState | null,
  basket: AddToBasket,
): Submit {
  const sizesRef = useRef<HTMLFieldSetElement>(null);
  const sizeAlert = useFlash(ALERT_MS);
  const conflictAlert = useFlash(ALERT_MS);
  const { size } = chosen;

  // §5.7: a size is chosen (unless the part owns the order) and the variants are no conflict; else the alert says which.
  const ready = () => {
    if (!size && !part?.ownsOrder) {
      sizeAlert.show(true);
      revealField(sizesRef.current, 'input:not(:disabled)');
    } else if (conflict) conflictAlert.show(true);
    else return true;
    return false;
  };

  // Adding (the basket button, and the express checkout before it hands over, §7.6): the validated quantity, or null.
  const checkOrder = () => (disabled || basket.busy || part?.busy || !ready() ? null : quantity.commit());

  const onSubmit = (e: FormSubmit) => {
    e.preventDefault();
    const q = checkOrder();
    if (q === null) return;
    // No size only when the part owns the order (§2.10 multi-variant), and then it sends its own items.
    const item = { id: productId, size: size?.serverId as string, quantity: q };
    const items = part ? part.submit(e.currentTarget, item, (e.nativeEvent as SubmitEvent).submitter) : [item];
    if (items) void basket.add(items);
  };

  const chooseSize = (id: string) => {
    chosen.choose(id);
    sizeAlert.clear();
  };

  return {
    chooseSize,
    sizeAlert: sizeAlert.value !== null,
    conflictAlert: conflictAlert.value !== null,
    onSubmit,
    ready,
    checkOrder,
    sizesRef,
    basket: { busy: basket.busy || !!part?.busy, error: basket.error },
  };
}
