// Renders nothing of its own: a click on the server's back link goes back in history (§2.8): two
// steps when the referrer is this very page, otherwise one. With no page behind it in this tab
// (opened in a new tab, say), the link is followed as usual.
import { backSteps } from '../../src/domain/back-steps.ts';
import { useServerLink } from '../../src/ui/use-server-link.ts';

const CLICK = ['click'] as const;

export function BreadcrumbsBack() {
  useServerLink(CLICK, (e, link) => {
    const win = link.ownerDocument.defaultView!;
    if (win.history.length < 2 || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    win.history.go(-backSteps(link.ownerDocument.referrer, win.location.href));
  });
  return null;
}
