// Props of `account-logout`. The marker wraps the shop's logout link (spec §2.5), and takes no props:
//   <span data-widget="account-logout"><a href="/logout.php">Wyloguj</a></span>
// Wrap the link, do not put the marker on it: a click made while the widget loads (it loads when
// the shopper reaches for the link) is replayed on the link inside the marker.
import * as z from 'zod/mini';

export const AccountLogoutProps = z.object({});
export type AccountLogoutProps = z.infer<typeof AccountLogoutProps>;
