// Keyboard-reachable elements inside a container, in DOM order. No layout reads (visibility is
// judged by the `hidden` attribute and `inert`), so it is cheap and works the same in tests.
const SELECTOR =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),' +
  'textarea:not([disabled]),iframe,summary,[tabindex],[contenteditable=""],[contenteditable="true"]';

export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(SELECTOR)].filter(
    (el) => el.tabIndex >= 0 && el.getAttribute('tabindex') !== '-1' && !el.closest('[hidden],[inert]'),
  );
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
 * Never <body>: a keyboard user would start over from the top (issue 13).
 */
export function mainContent(doc: Document = document): HTMLElement | null {
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return main;
}
