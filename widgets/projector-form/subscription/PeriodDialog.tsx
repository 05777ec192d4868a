// The §4.9 dialogs: pick one period for the whole subscription, or learn that there is none in
// common (closing it cancels). Focus returns to the basket button.
import { Modal } from '../../../src/ui/Modal.tsx';
import type { SubscriptionState } from './use-subscription.ts';

export function PeriodDialog({ state }: { state: SubscriptionState }) {
  const { change, t, periods } = state;
  const { dialog } = change;
  const opener = dialog?.opener ?? null;
  // The basket's period may be one this product does not offer: then it is named by its days.
  const name = (days: number | string) =>
    periods.find((p) => String(p.days) === String(days))?.name ?? t('projector.subscription.every', { days: Number(days) });
  if (dialog?.kind === 'no-common')
    return (
      <Modal
        open
        onClose={change.cancel}
        returnFocus={opener}
        title={t('projector.subscription.noCommonTitle')}
        closeLabel={t('projector.subscription.close')}
        className="sf-projector-form__dialog"
      >
        <p>{t('projector.subscription.noCommonText')}</p>
        <div className="sf-subscription__actions">
          <button type="button" className="sf-button sf-button--secondary" onClick={change.cancel}>
            {t('projector.subscription.close')}
          </button>
        </div>
      </Modal>
    );
  if (dialog?.kind !== 'choose') return null;
  return (
    <Modal
      open
      onClose={change.cancel}
      returnFocus={opener}
      title={t('projector.subscription.chooseTitle')}
      closeLabel={t('projector.subscription.close')}
      className="sf-projector-form__dialog"
    >
      <p>{t('projector.subscription.chooseText', { current: name(dialog.current) })}</p>
      <fieldset className="sf-subscription__periods">
        <legend className="sf-subscription__legend">{t('projector.subscription.chooseLegend')}</legend>
        {dialog.periods.map((days) => (
          <label key={days} className="sf-subscription__period">
            <input type="radio" name="sf-subscription-common" value={days} checked={days === dialog.chosen} onChange={() => change.pick(days)} />
            {name(days)}
          </label>
        ))}
      </fieldset>
      <div className="sf-subscription__actions">
        <button type="button" className="sf-button sf-button--primary sf-subscription__confirm" onClick={change.confirm}>
          {t('projector.subscription.confirm')}
        </button>
        <button type="button" className="sf-button sf-button--secondary" onClick={change.cancel}>
          {t('projector.subscription.cancel')}
        </button>
      </div>
    </Modal>
  );
}
