// Renders nothing of its own: the server's logout link stays where it is (the same element, so
// focus and the theme's look are kept), and a click on it clears the session's "expchck" entries
// (§2.5) before the browser follows the link as usual.
import { useLayoutEffect } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { clearChecks } from './clear-checks.ts';

export function AccountLogout() {
  const { element, markup, session } = useWidget();
  // A layout effect runs before the runtime would hide the server markup on the first commit.
  useLayoutEffect(() => {
    markup.holdIn(element);
    const onClick = (e: Event) => {
      if ((e.target as Element).closest('a[href]')) clearChecks(session);
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      markup.release(element);
    };
  }, [element, markup, session]);
  return null;
}
