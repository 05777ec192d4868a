// customer-form's lazy part for login forms (props `login`): the login call and where to go after
// it, in a chunk of its own (customer-form.login.js) that only login forms download, fetched when
// the widget mounts. Registration and address forms never carry it.
import { logIn, type AccountDeps, type Credentials, type LoginResult } from '../../../src/core/account.ts';
import { localPath } from '../../../src/domain/local-path.ts';

/** Logs in; once logged in, goes to `returnUrl` when it is a path on this shop (else stays). */
export async function logInAndReturn(deps: AccountDeps, credentials: Credentials, returnUrl: string | undefined): Promise<LoginResult['status']> {
  const { status } = await logIn(deps, credentials);
  const to = status === 'ok' ? localPath(returnUrl) : null;
  if (to) location.assign(to);
  return status;
}
