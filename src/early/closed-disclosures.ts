// The phone's disclosures (mobile-disclosures, §2.2) closed from the first paint. The widget's
// stylesheet closes the panels it will close while the widget loads (`data-widget-state="loading"`,
// set by the loader's scan), but the loader is a module script: the browser may paint the page with
// the panels open before it runs, and the page below them then jumps up. This attribute lets the
// stylesheet close them before the scan; it goes at DOMContentLoaded, by which time the loader has
// scanned (module scripts run first) or has failed to come, and then the panels open again.
const EARLY_ATTRIBUTE = 'data-storefront-early';

export function closeDisclosuresUntilScan(doc: Document): void {
  const root = doc.documentElement;
  root.setAttribute(EARLY_ATTRIBUTE, '');
  doc.addEventListener('DOMContentLoaded', () => root.removeAttribute(EARLY_ATTRIBUTE), { once: true });
}
