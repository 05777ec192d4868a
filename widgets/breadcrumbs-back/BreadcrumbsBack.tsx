// Renders nothing of its own: a click on the server's back control goes back in history (§2.8):
// two steps when the referrer is this very page, otherwise one. The control is the development
// shop's link (<a href>: with no page behind it in this tab, or with a modifier key, the link is
// followed as usual) or an IdoSell theme's <button> (with no page behind it, the click is left to
// the theme). A marker with neither is an error the loader reports; the markup stays.
import { useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { backSteps } from '../../src/domain/back-steps.ts';
import { useMarkerEvents } from '../../src/ui/use-in-place.ts';

const CLICK = ['click'] as const;
const CONTROL = 'a[href], button';

export const BACK_EXPECTED =
  'the marker needs the breadcrumbs\' back control: a link (<a href>, its address the fallback) or the theme\'s <button>; put it inside the data-widget="breadcrumbs-back" element';

export function BreadcrumbsBack() {
  const { element } = useWidget();
  useState(() => {
    if (!element.querySelector(CONTROL)) throw new Error(BACK_EXPECTED);
  });
  useMarkerEvents(CLICK, (e) => {
    const control = (e.target as Element).closest<HTMLElement>(CONTROL);
    if (!control) return;
    const win = control.ownerDocument.defaultView!;
    const link = control instanceof HTMLAnchorElement;
    if (win.history.length < 2 || e.button !== 0 || (link && (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey))) return;
    e.preventDefault();
    win.history.go(-backSteps(control.ownerDocument.referrer, win.location.href));
  });
  return null;
}
