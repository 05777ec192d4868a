// The widget renders only the messages: each into the small container the controller put after
// its field, and a login form's answer into its status box. The server form and its fields stay
// as they are (see FieldsInPlace.tsx).
import { createPortal } from 'react-dom';
import { FieldsInPlace } from './FieldsInPlace.tsx';
import type { CustomerFormProps } from './props.ts';
import { useCustomerForm } from './use-customer-form.ts';
import { useWidget } from '../../src/core/widget-context.tsx';

export function CustomerForm(props: CustomerFormProps) {
  const { t } = useWidget();
  const { messages, login, locked } = useCustomerForm(props);
  return (
    <>
      <FieldsInPlace />
      {messages.map(({ view, text }) =>
        createPortal(text ? <span className={'sf-customer-form__text sf-customer-form__text--' + view.state}>{text}</span> : null, view.box, view.box.id),
      )}
      {locked.map(({ hint }) => createPortal(t('customerForm.companyLocked'), hint, hint.id))}
      {login.box &&
        createPortal(
          <>
            {/* Kept in the page while empty: a live region is heard only when it was there before its text. */}
            <p role="status">{login.said}</p>
            {login.alert && <p role="alert">{login.alert}</p>}
          </>,
          login.box,
        )}
    </>
  );
}
