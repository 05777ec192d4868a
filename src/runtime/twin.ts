// A widget's control that stands for a server control the shopper used while the widget loaded:
// the replayed first click, the hover that began the load, and the focus kept when the server
// markup is replaced all go to it.

/** The controls a shopper can reach for, recognised across server and widget markup by their name. */
const CONTROLS = 'a[href],button,input:not([type=hidden]),select,textarea,summary';
const nameOf = (c: Element): string => (c.getAttribute('aria-label') ?? c.textContent ?? '').trim() || (c as HTMLInputElement).name || '';

/**
 * The widget's control matching a server control (`server` may be inside one: a span in a button):
 * by its name, else by its form field name (a server `<select name="sort">` and the dropdown that
 * replaces it, `<button name="sort">`), else, for an icon drawn by the theme's CSS (no name at all:
 * the header search's phone icon), by its first class, which the widget's control keeps.
 */
export function twin(el: Element, server: Element | null | undefined): HTMLElement | undefined {
  const control = server && (server.closest(CONTROLS) ?? server);
  if (!control) return undefined;
  const controls = [...el.querySelectorAll<HTMLElement>(CONTROLS)];
  const name = nameOf(control);
  const field = control.getAttribute('name');
  const cls = !name && !field ? control.classList[0] : undefined;
  return (
    (name ? controls.find((c) => nameOf(c) === name) : undefined) ??
    (field ? controls.find((c) => c.getAttribute('name') === field) : undefined) ??
    (cls ? controls.find((c) => c.classList.contains(cls)) : undefined)
  );
}
