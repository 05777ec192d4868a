// Owns the form's behaviour for the component's lifetime: attaches the controller to the
// server form (the marker) and keeps the field views the messages are rendered from; a login
// form (props `login`) sends itself through use-login.ts.
import { useLayoutEffect, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { formCountry } from './field-dom.ts';
import { attachFormController, type FieldView } from './form-controller.ts';
import { problemText } from './problem-text.ts';
import { DEFAULT_BLACKLIST, DEFAULT_EXAMPLE_EMAIL, type CustomerFormProps } from './props.ts';
import { useLogin, type LoginView } from './use-login.ts';
import { useCompanyLock, type LockedField } from './use-company-lock.ts';

export interface MessageView {
  /** The field, its message container, its state and its problem. */
  view: FieldView;
  /** The message shown for the problem; '' when there is none. */
  text: string;
}

export interface CustomerFormView {
  messages: MessageView[];
  login: LoginView;
  /** Company fields the client may not change (§6), each with its hint's element. */
  locked: LockedField[];
}

export function useCustomerForm(props: CustomerFormProps): CustomerFormView {
  const { element, net, t } = useWidget();
  const [views, setViews] = useState<readonly FieldView[]>([]);
  if (!(element instanceof HTMLFormElement)) throw new Error('the marker must be the <form> itself: put data-widget="customer-form" on the <form> element'); // the loader adds the widget's name
  const form = element;
  const login = useLogin(form, props.login);
  const { send } = login;
  const locked = useCompanyLock(form);

  // A layout effect: it runs after <FieldsInPlace/> has kept the fields, and the message
  // containers are in place before the first paint.
  useLayoutEffect(() => {
    const controller = attachFormController(form, {
      net,
      country: props.country,
      serverValidation: props.serverValidation ?? true,
      blacklist: props.blacklist ?? DEFAULT_BLACKLIST,
      hasText: (p) => t('customerForm.' + p.code) !== '',
      onChange: (v) => setViews(v.map((x) => ({ ...x }))),
      send,
    });
    return () => controller.stop();
  }, [form, net, t, props.country, props.serverValidation, props.blacklist, send]);

  const ctx = { email: props.exampleEmail ?? DEFAULT_EXAMPLE_EMAIL, country: formCountry(form, props.country) };
  return { messages: views.map((view) => ({ view, text: view.problem ? problemText(t, view.problem, ctx) : '' })), login, locked };
}
