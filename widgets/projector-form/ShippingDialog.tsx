// The shipping info dialog (spec §2.10, §5.7, §9.5): cost ("Gratis!" for 0) and delivery time per
// courier; without a chosen size it says what is missing.
import type { Translate } from '../../src/core/i18n.ts';
import { isFreeShipping, shippingWhen } from '../../src/domain/shipping-time.ts';
import { Modal } from '../../src/ui/Modal.tsx';
import { shippingInput } from './shipping-input.ts';
import { shippingText } from './shipping-text.ts';
import type { Money, ShippingInfo, ShippingOption } from './view.ts';

function deliveryText(o: ShippingOption, now: Date, t: Translate): string {
  return o.deliveryTime ? shippingText(shippingWhen(shippingInput(o.deliveryTime), now), t) : '';
}

export interface ShippingDialogProps {
  info: ShippingInfo;
  open: boolean;
  onClose(): void;
  opener: HTMLElement | null;
  money: Money;
  t: Translate;
}

export function ShippingDialog({ info, open, onClose, opener, money, t }: ShippingDialogProps) {
  const now = new Date();
  let body;
  if (info.status === 'needs-size') body = <p>{t('projector.shippingNeedsSize')}</p>;
  else if (info.status === 'error' || (info.status === 'ready' && info.options.length === 0)) body = <p>{t('projector.shippingNone')}</p>;
  else if (info.status === 'ready')
    body = (
      <table className="sf-projector-form__table">
        <thead>
          <tr>
            <th scope="col">{t('projector.courier')}</th>
            <th scope="col">{t('projector.cost')}</th>
            <th scope="col">{t('projector.deliveryTime')}</th>
          </tr>
        </thead>
        <tbody>
          {info.options.map((o, i) => {
            const cost = o.cost?.value;
            return (
              <tr key={String(o.courier?.id ?? i)}>
                <th scope="row">{o.courier?.name ?? ''}</th>
                <td>{isFreeShipping(cost) ? t('projector.free') : cost != null ? money(cost) : (o.cost?.formatted ?? '')}</td>
                <td>{deliveryText(o, now, t)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  else body = <p aria-busy="true">{t('projector.loading')}</p>;
  return (
    <Modal open={open} onClose={onClose} returnFocus={opener} title={t('projector.shippingInfo')} closeLabel={t('projector.close')} className="sf-projector-form__dialog">
      {body}
    </Modal>
  );
}
