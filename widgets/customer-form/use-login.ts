// A login form (props `login`): once the client checks pass, the form controller hands the
// sending to `send`, which logs in with the `login` mutation (src/core/account.ts, in the lazy
// part login/index.ts, fetched when the widget mounts) instead of posting the page. The answer is
// said in a status box after the submit button, which the form names in its aria-describedby:
// busy and success politely (role=status), a refusal or no answer as an alert. What was typed is
// never cleared. Once logged in, the shopper goes to `returnUrl` when it is a path on this shop.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { describeBy } from './field-dom.ts';
import type { CustomerFormProps } from './props.ts';

export type LoginStatus = 'idle' | 'busy' | 'ok' | 'wrong' | 'unreachable';

export interface LoginView {
  /** The status box after the submit button; null until it is in place (and without props `login`). */
  box: HTMLElement | null;
  status: LoginStatus;
  /** Busy or logged in, said politely; '' otherwise. */
  said: string;
  /** A refusal or no answer, said as an alert; '' otherwise. */
  alert: string;
  /** For the form controller: sends the form itself (props `login`), else undefined (the form is posted). */
  send: (() => Promise<boolean>) | undefined;
}

let nextBox = 0;
let part: Promise<typeof import('./login/index.ts')> | undefined;
/** One download per page; a failed one is tried again at the next submit. */
const loadPart = () =>
  (part ??= import('./login/index.ts').catch((e: unknown) => {
    part = undefined;
    throw e;
  }));

export function useLogin(form: HTMLFormElement, options: CustomerFormProps['login']): LoginView {
  const { net, bus, name, t } = useWidget();
  const [status, setStatus] = useState<LoginStatus>('idle');
  const [box, setBox] = useState<HTMLElement | null>(null);
  const on = options !== undefined;
  const returnUrl = options?.returnUrl;
  const login = on ? form.querySelector<HTMLInputElement>('input[data-validate="login"]') : null;
  const password = on ? form.querySelector<HTMLInputElement>('input[data-validate="password"]') : null;
  if (on && (!login || !password)) throw new Error('props login: the form needs inputs data-validate="login" and "password"');

  useLayoutEffect(() => {
    if (!on) return;
    const el = form.ownerDocument.createElement('div');
    el.id = 'sf-customer-form-status-' + nextBox++;
    el.className = 'sf-customer-form__status';
    const button = form.querySelector('[type="submit"], button:not([type])');
    if (button) button.after(el);
    else form.append(el);
    setBox(el);
    return () => {
      describeBy(form, el.id, false);
      el.remove();
    };
  }, [form, on]);

  useLayoutEffect(() => {
    if (box) describeBy(form, box.id, status !== 'idle');
  }, [form, box, status]);

  useEffect(() => {
    if (on) loadPart().catch(() => {}); // the submit says so if it is still missing then
  }, [on]);

  const send = useCallback(async (): Promise<boolean> => {
    setStatus('busy');
    const credentials = { login: login!.value.trim(), password: password!.value };
    // The part that does not arrive is no answer either.
    const result = await loadPart().then(
      (p) => p.logInAndReturn({ net, bus, name }, credentials, returnUrl),
      () => 'unreachable' as const,
    );
    setStatus(result);
    return result === 'ok';
  }, [net, bus, name, login, password, returnUrl]);

  const text = status === 'idle' ? '' : t('customerForm.login.' + status);
  const failed = status === 'wrong' || status === 'unreachable';
  return { box, status, said: failed ? '' : text, alert: failed ? text : '', send: on ? send : undefined };
}
