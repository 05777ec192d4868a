// The shipping info dialog (spec §2.10, §5.7, §9.5): cost ("Gratis!" for 0) and delivery time per
// courier; without a chosen size it says what is missing. §8.4: no shipping data, no courier
// available, and a courier without a delivery time ("no dates available") each have their words;
// no answer at all is the §8.2 connection text.
import { useMemo } from 'react';
import { createTranslate } from '../../../src/core/i18n.ts';
import { useWidget } from '../../../src/core/widget-context.tsx';
import { Modal } from '../../../src/ui/Modal.tsx';
import type { DialogProps } from '../view.ts';
import { texts } from './texts.ts';
import { useShippingInfo } from './use-shipping-info.ts';

export function ShippingDialog({ open, onClose, opener, item, shippingLine, connectionError, t: form }: DialogProps) {
  const { config } = useWidget();
  // The dialog's own texts; its title and the shipping-time words are the form's (`form`).
  const t = useMemo(() => createTranslate(config.language, texts, config.texts), [config.language, config.texts]);
  const info = useShippingInfo(open, item);
  let body;
  if (info.status === 'needs-size') body = <p>{t('projector.shippingNeedsSize')}</p>;
  else if (info.status === 'error') body = <p role="alert">{connectionError}</p>;
  else if (info.status === 'ready' && !info.options?.length) body = <p>{t(info.options ? 'projector.noCourier' : 'projector.shippingNone')}</p>;
  else if (info.status === 'ready' && info.options)
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
            const line = shippingLine(o);
            return (
              <tr key={String(o.courier?.id ?? i)}>
                <th scope="row">{o.courier?.name ?? ''}</th>
                <td>{line.cost}</td>
                <td>{line.when || t('projector.noDates')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  else body = <p aria-busy="true">{t('projector.loading')}</p>;
  return (
    <Modal
      open={open}
      onClose={onClose}
      returnFocus={opener}
      title={form('projector.shippingInfo')}
      closeLabel={form('projector.close')}
      className="sf-projector-form__dialog"
    >
      {body}
    </Modal>
  );
}
