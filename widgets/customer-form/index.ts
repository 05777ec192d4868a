import { defineWidget } from '../../src/core/define-widget.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { CustomerFormProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'customer-form',
  description:
    'Validation for the server-rendered registration, address and login forms: messages under the fields while typing and on submit, batched server checks (validateClientData), IBAN check and file-upload limits, without re-rendering the form.',
  props: CustomerFormProps,
  Component: CustomerForm,
  texts,
});
