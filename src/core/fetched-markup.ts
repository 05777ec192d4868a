// Server markup parsed in an inert document (a partially loaded page, §2.1; the shop's snippets,
// §3.4) is made harmless before a single node of it enters the page: a partial load may run no
// more than a full load of the same answer would, and the README promises snippets lose their
// handlers. Called on the inert document's nodes, before they are imported or adopted: an <img>
// inside a <noscript> starts loading as soon as it belongs to the live document.
import { scriptKind } from '../domain/script-kind.ts';
import { setScriptText } from './trusted.ts';

const DROPPED = 'noscript, base, meta[http-equiv]';
/** What browsers ignore inside a scheme ("java\tscript:" is javascript:). */
// eslint-disable-next-line no-control-regex -- the control characters browsers drop from a scheme
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;
const SCRIPT_URL = /^(?:javascript|vbscript):/i;

function defuseElement(el: Element): void {
  for (const { name, value } of [...el.attributes]) {
    const lower = name.toLowerCase();
    if (lower.startsWith('on') || lower === 'srcdoc' || SCRIPT_URL.test(value.replace(IGNORED, ''))) el.removeAttribute(name);
  }
  if (el.localName === 'template') defuse((el as HTMLTemplateElement).content);
}

/**
 * Takes out of `root` what a page without scripting has but this page must not run: <noscript>
 * content (markup for visitors without JavaScript: its pixel would fire), <base> (it would move
 * every relative address of the page), <meta http-equiv> (refresh, policies), inline event
 * handlers, `srcdoc`, and javascript:/vbscript: addresses in any attribute. <template> content too.
 */
export function defuse(root: ParentNode): void {
  for (const el of root.querySelectorAll(DROPPED)) el.remove();
  if (root instanceof Element || (root as Node).nodeType === 1) defuseElement(root as Element);
  for (const el of root.querySelectorAll('*')) defuseElement(el);
}

/**
 * A copy, made in this page, of a data block parsed elsewhere (`<script type="application/json">`:
 * a marker's `data-props`). Moving the parsed one in would be a Trusted Types violation (its text
 * was not set through a policy); this one's text is, and its type keeps it from ever running. A
 * data block has no use for `src` (a script URL sink): it is left out.
 */
export function copyDataScript(from: HTMLScriptElement): HTMLScriptElement {
  if (scriptKind(from.getAttribute('type')) !== 'data') throw new TypeError('storefront: not a data block');
  const script = document.createElement('script');
  for (const a of from.attributes) if (a.name !== 'src') script.setAttribute(a.name, a.value);
  setScriptText(script, from.text);
  return script;
}
