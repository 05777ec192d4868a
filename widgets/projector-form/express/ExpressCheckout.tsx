// The express checkout area of the product form (spec §7.6): one slot per provider, into which the
// provider renders its own button; the §8.4 text when no provider came; why the last checkout
// stopped, as an alert by the buttons. Busy while a checkout runs.
import type { ExpressInput } from '../view.ts';
import { useExpress, type Slot } from './use-express.ts';
import { useProviderButton } from './use-provider-button.ts';

export function ExpressCheckout(input: ExpressInput) {
  const x = useExpress(input);
  if (!x.shown) return null;
  return (
    <div className="sf-express" role="group" aria-label={x.t('projector.express.title')} aria-busy={x.busy}>
      {x.slots.map((slot) => slot && <ProviderSlot key={slot.key} slot={slot} />)}
      {x.none && <p className="sf-express__none">{x.t('projector.express.none')}</p>}
      <p className="sf-express__alert" role="alert">
        {x.alert}
      </p>
    </div>
  );
}

function ProviderSlot({ slot }: { slot: Slot }) {
  const ref = useProviderButton(slot.render, slot.fail);
  return <div ref={ref} className="sf-express__slot" data-provider={slot.name} onClickCapture={slot.click} />;
}
