// Layout reads of the tabs (the decisions are in src/domain/tab-offset.ts).

/** The fixed header's height: the element matching `selector`, counted only while it is fixed or sticky. */
export function fixedHeaderHeight(doc: Document, selector: string | undefined): number {
  if (!selector) return 0;
  let el: Element | null = null;
  try {
    el = doc.querySelector(selector);
  } catch {
    return 0; // an invalid selector in the props: no header
  }
  if (!el) return 0;
  const position = doc.defaultView?.getComputedStyle(el).position;
  return position === 'fixed' || position === 'sticky' ? el.getBoundingClientRect().height : 0;
}
