import { defineWidget } from '../../src/core/define-widget.ts';
import { AccountLogout } from './AccountLogout.tsx';
import { AccountLogoutProps } from './props.ts';

export default defineWidget({
  name: 'account-logout',
  description: 'The logout link (§2.5): a click removes every session-storage entry whose key starts with "expchck", then the link is followed as usual.',
  props: AccountLogoutProps,
  Component: AccountLogout,
  inPlace: true,
});
