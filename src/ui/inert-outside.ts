// Makes everything outside `keep` inert (not focusable, not clickable, hidden from assistive
// technology), the "inert background" of the WAI-ARIA dialog pattern. Elements marked
// `data-sf-top-layer` (the toasts' live regions) stay live, so alerts are still announced and
// closable while a modal is open. Returns the undo, which touches only what it changed.
export const TOP_LAYER_ATTR = 'data-sf-top-layer';

export function inertOutside(keep: Element): () => void {
  const changed: Element[] = [];
  const visit = (parent: Element) => {
    for (const el of parent.children) {
      if (el === keep || el.hasAttribute(TOP_LAYER_ATTR) || el.hasAttribute('inert')) continue;
      if (el.contains(keep) || el.querySelector(`[${TOP_LAYER_ATTR}]`)) visit(el);
      else if (!(el instanceof HTMLScriptElement || el instanceof HTMLStyleElement || el instanceof HTMLLinkElement)) {
        el.setAttribute('inert', '');
        changed.push(el);
      }
    }
  };
  visit(document.body);
  return () => {
    for (const el of changed) el.removeAttribute('inert');
  };
}
