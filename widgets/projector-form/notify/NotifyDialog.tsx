// The tell-me-when-available dialog (spec §4.13): the sold-out size (a choice when there are
// several), the e-mail, the shop's own fields, and the answer. Each error sits under its field,
// tied to it by aria-describedby; the answer's text is an alert above the button.
import { useId } from 'react';
import { Modal } from '../../../src/ui/Modal.tsx';
import type { DialogProps } from '../view.ts';
import { NotifyInput } from './NotifyInput.tsx';
import { EMAIL, useNotify } from './use-notify.ts';
import { refuseRepeatSubmit } from '../../../src/ui/repeat-click.ts';

export function NotifyDialog(props: DialogProps) {
  const n = useNotify(props);
  const { t } = n;
  const id = useId();
  const only = n.sizes.length === 1 ? n.sizes[0] : null;
  return (
    <>
      <Modal
        open={props.open}
        onClose={props.onClose}
        returnFocus={props.opener}
        title={t('projector.notify.title')}
        closeLabel={props.t('projector.close')}
        className="sf-projector-form__dialog"
      >
        <form className="sf-notify" noValidate onSubmit={n.submit} aria-busy={n.sending}>
          <p>{t('projector.notify.intro', { name: props.view.product.name ?? '' })}</p>
          {n.sizes.length > 1 ? (
            <label className="sf-notify__field">
              <span>{props.t('projector.size')}</span>
              <select className="sf-notify__control" name="size" value={n.size} onChange={(e) => n.chooseSize(e.currentTarget.value)}>
                {n.sizes.map((s) => (
                  <option key={s.id} value={s.serverId}>
                    {s.name ?? s.id}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            only &&
            only.id !== 'uniw' && (
              <p>
                {props.t('projector.size')}: {only.name ?? only.id}
              </p>
            )
          )}
          <NotifyInput id={id + EMAIL} name={EMAIL} label={t('projector.notify.email')} kind="email" state={n} />
          {n.fields.map((f) => (
            <NotifyInput key={f.name} id={id + f.name} name={f.name} label={f.label} kind={f.kind ?? 'text'} required={f.required} state={n} />
          ))}
          {n.error && (
            <p className="sf-notify__error" role="alert">
              {n.error}
            </p>
          )}
          <button type="submit" className="sf-button sf-button--primary" aria-disabled={n.sending} onClick={refuseRepeatSubmit}>
            {n.sending ? t('projector.notify.sending') : t('projector.notify.send')}
          </button>
        </form>
      </Modal>
      {/* §4.13: the dialog closes on success; the answer stays where the shopper asked. */}
      <p className="sf-notify__done" role="status">
        {props.open ? '' : (n.done ?? '')}
      </p>
    </>
  );
}
