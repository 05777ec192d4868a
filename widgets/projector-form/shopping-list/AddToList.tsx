// The outcome of adding to a shopping list (spec §7.6), in live regions by the button: a status
// line while it is on its way and once it is in, an alert when it failed.
import type { DialogProps } from '../view.ts';
import { useAddToList } from './use-add-to-list.ts';

export function AddToList(props: DialogProps) {
  const { t, outcome } = useAddToList(props);
  return (
    <div className="sf-projector-form__list-outcome">
      <p role="status">
        {outcome?.kind === 'busy' && t('projector.list.adding')}
        {outcome?.kind === 'added' && (
          <>
            {outcome.text} <a href={outcome.href}>{t('projector.list.show')}</a>
          </>
        )}
      </p>
      <p role="alert">{outcome?.kind === 'failed' && outcome.text}</p>
    </div>
  );
}
