// The theme's own product form (IdoSell's projector.xsl: form#projector_form), enhanced in place
// (§2.10): the <form> element stays, with its id, classes, action and whatever the widget does not
// read (the theme's info boxes: returns, safe shopping, instalments…). Only the parts the widget
// renders itself give way, and one slot takes the widget's rows where the first of them was.

/** The theme's form: the marker itself when it is a <form>, else the theme's form#projector_form inside it; null for the widget's own form. */
export function themeFormOf(marker: HTMLElement): HTMLFormElement | null {
  if (marker.localName === 'form') return marker as HTMLFormElement;
  return marker.querySelector<HTMLFormElement>('form#projector_form');
}

/** What the widget renders itself: the hidden fields, variants, sizes, prices, quantity and basket button, the sold-out notice and the availability. */
const OWN_PARTS = [
  'input[type="hidden"][name="product"]',
  'input[type="hidden"][name="size"]',
  'input[type="hidden"][name="mode"]',
  '#versions',
  '#projector_sizes_cont',
  '#projector_prices_wrapper',
  '#projector_buy_section',
  '#projector_tell_availability',
  '#projector_status',
].join(',');

/** The theme form's parts the widget renders itself (outermost only), in document order. */
export function ownParts(form: HTMLFormElement): Element[] {
  const all = [...form.querySelectorAll(OWN_PARTS)];
  return all.filter((el) => !all.some((o) => o !== el && o.contains(el)));
}

/**
 * Puts `slot` where the first visible part was and takes the parts out; the form's own check gives
 * way to §5.7's (noValidate, as on the widget's own form). Returns the undo: the form as it came.
 */
export function enhanceThemeForm(form: HTMLFormElement, slot: HTMLElement): () => void {
  const parts = ownParts(form);
  const first = parts.find((p) => !(p.localName === 'input')) ?? null;
  if (first) first.before(slot);
  else form.append(slot);
  const places = parts.map((p) => ({ p, parent: p.parentNode!, next: p.nextSibling }));
  for (const p of parts) p.remove();
  const noValidate = form.noValidate;
  form.noValidate = true;
  return () => {
    for (const { p, parent, next } of places.reverse()) parent.insertBefore(p, next && next.parentNode === parent ? next : null);
    slot.remove();
    form.noValidate = noValidate;
  };
}
