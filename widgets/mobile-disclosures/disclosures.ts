// Turns the marker's sections into disclosures and back, in place (§2.2): the heading's own nodes
// move into a button (aria-expanded, aria-controls) and back out, so nothing is copied and the
// heading keeps its level for screen readers' heading navigation.
const TOGGLE = 'data-disclosure-toggle';

export interface Disclosure {
  heading: HTMLElement;
  panel: HTMLElement;
}

export function readDisclosures(marker: HTMLElement, widget: string): Disclosure[] {
  return [...marker.querySelectorAll<HTMLElement>('[data-disclosure]')].map((section, i) => {
    const heading = section.querySelector<HTMLElement>('[data-disclosure-heading]');
    const panel = section.querySelector<HTMLElement>('[data-disclosure-panel]');
    if (!heading || !panel) throw new Error(`${widget}: section ${i + 1} (data-disclosure) needs a data-disclosure-heading and a data-disclosure-panel`);
    return { heading, panel };
  });
}

export function toggleOf(target: EventTarget | null): HTMLButtonElement | null {
  return target instanceof Element ? target.closest<HTMLButtonElement>(`[${TOGGLE}]`) : null;
}

export function showOpen(d: Disclosure, open: boolean): void {
  d.panel.hidden = !open;
  d.heading.querySelector(`[${TOGGLE}]`)?.setAttribute('aria-expanded', String(open));
}

export function makeDisclosure(d: Disclosure, id: string, open: boolean): void {
  if (d.heading.querySelector(`[${TOGGLE}]`)) return;
  const button = d.heading.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'sf-disclosure';
  button.setAttribute(TOGGLE, '');
  d.panel.id ||= id;
  button.setAttribute('aria-controls', d.panel.id);
  button.append(...d.heading.childNodes);
  d.heading.append(button);
  showOpen(d, open);
}

export function undoDisclosure(d: Disclosure): void {
  const button = d.heading.querySelector(`[${TOGGLE}]`);
  if (button) button.replaceWith(...button.childNodes);
  d.panel.hidden = false;
}
