// Keyboard-reachable elements inside a container, in DOM order, as the browser's own Tab order
// would meet them: an element that is not drawn is skipped (the side menu's closed levels hold
// back buttons hidden by CSS; focusing one does nothing, so Tab would stick on the button before).
const SELECTOR =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),' +
  'textarea:not([disabled]),iframe,summary,[tabindex],[contenteditable=""],[contenteditable="true"]';

export function tabbables(container: Element): HTMLElement[] {
  const layout = hasLayout(container.ownerDocument);
  return [...container.querySelectorAll<HTMLElement>(SELECTOR)].filter(
    (el) => el.tabIndex >= 0 && el.getAttribute('tabindex') !== '-1' && !el.closest('[hidden],[inert]') && isShown(el, container, layout),
  );
}

/**
 * Drawn: no display:none or visibility:hidden (checkVisibility(); a style walk where it is missing),
 * and, where the page has a layout, no zero-size ancestor inside the container that clips it away
 * (a collapsed panel with overflow hidden). The element's own size does not count: a visually
 * hidden input (a custom file button) stays reachable.
 */
function isShown(el: HTMLElement, container: Element, layout: boolean): boolean {
  const native = !!el.checkVisibility;
  if (native ? !el.checkVisibility({ visibilityProperty: true }) : getComputedStyle(el).visibility === 'hidden') return false;
  for (let at: Element | null = el; at && at !== container.parentElement; at = at.parentElement) {
    const { display, overflowX, overflowY } = getComputedStyle(at);
    if (!native && display === 'none') return false;
    const box = layout && at !== el && display !== 'contents' && at.getBoundingClientRect();
    if (box && ((!box.width && /hidden|clip/.test(overflowX)) || (!box.height && /hidden|clip/.test(overflowY)))) return false;
  }
  return true;
}

/** A DOM without layout (happy-dom in the widget tests) measures everything as 0 × 0. */
function hasLayout(doc: Document): boolean {
  return doc.documentElement.getBoundingClientRect().width > 0;
}

/** Text entry, radios, sliders and tabs keep their own Left/Right arrows inside a focus trap. */
export function usesArrowKeys(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !['button', 'checkbox', 'submit', 'reset', 'image', 'file', 'color'].includes(el.type);
  const role = el.getAttribute('role');
  return role === 'slider' || role === 'spinbutton' || role === 'tab' || role === 'radio';
}

/**
 * Where focus goes when a dialog that opened by itself (nothing was focused) closes: the page's
 * main content (the skip link's target), made focusable with tabindex -1 if it is not; else none.
 * Never <body>: a keyboard user would start over from the top.
 */
export function mainContent(doc: Document = document): HTMLElement | null {
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return main;
}
