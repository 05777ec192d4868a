// A marker a theme makes transparent to its grid (`display: contents`, the `.sf-contents` class) has
// no box, and browsers drop the semantics of such an element: a role, a landmark, a name or a focus
// stop on it is lost to screen readers and the keyboard (README "Markers on the theme's own elements").
const NAMED = ['role', 'aria-label', 'aria-labelledby', 'aria-describedby', 'tabindex'] as const;
const MEANINGFUL =
  'nav,main,aside,header,footer,form,section,dialog,table,ul,ol,dl,fieldset,button,a[href],input,select,textarea,summary,details,h1,h2,h3,h4,h5,h6';

/** What such a marker carries that browsers drop, or null (also null for any marker with a box). */
export function contentsMarkerProblem(el: Element): string | null {
  const attr = NAMED.find((a) => el.hasAttribute(a));
  const what = attr ? 'its ' + attr + ' attribute' : el.matches(MEANINGFUL) ? 'its <' + el.localName + '> semantics' : null;
  // Only then the style: most markers carry nothing to lose, and need no style look-up.
  if (!what || getComputedStyle(el).display !== 'contents') return null;
  return 'the marker has display: contents, which drops ' + what + ': wrap the element in a plain <div class="sf-contents"> marker instead';
}
