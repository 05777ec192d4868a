// Renders nothing of its own: the server's logout link stays where it is, and a click on it clears
// the session's "expchck" entries (§2.5) before the browser follows the link as usual.
import { useWidget } from '../../src/core/widget-context.tsx';
import { useServerLink } from '../../src/ui/use-server-link.ts';
import { clearChecks } from './clear-checks.ts';

const CLICK = ['click'] as const;

export function AccountLogout() {
  const { session } = useWidget();
  useServerLink(CLICK, () => clearChecks(session));
  return null;
}
