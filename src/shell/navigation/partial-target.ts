// Which clicks and submits are partial page loads (§2.1): links and GET forms inside an element
// marked `data-partial` (the link or form itself, or any ancestor: a listing's paging, sorting and
// filters), same-origin, to another page, that the browser would open in this tab. The attribute's
// value, when there is one, is the render suffix (`set_render`); `data-partial="false"` opts a
// part of a marked area out. Everything else is left to the browser.
import { PARTIAL_ATTR } from '../../core/shell-api.ts';

export interface PartialTarget {
  url: string;
  render?: string;
}

function marking(el: Element): { render?: string } | null {
  const marked = el.closest(`[${PARTIAL_ATTR}]`);
  const value = marked?.getAttribute(PARTIAL_ATTR);
  if (!marked || value === 'false') return null;
  return value ? { render: value } : {};
}

/** Another page of this shop (not the same page's anchor). */
function isOtherOwnPage(url: URL): boolean {
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return false;
  return url.pathname !== location.pathname || url.search !== location.search || !url.hash;
}

export function clickTarget(e: MouseEvent): PartialTarget | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const mark = marking(link);
  const url = new URL(link.href, location.href);
  return mark && isOtherOwnPage(url) ? { url: url.href, ...mark } : null;
}

export function submitTarget(e: SubmitEvent): PartialTarget | null {
  const form = e.target as HTMLFormElement;
  if (e.defaultPrevented || !(form instanceof HTMLFormElement)) return null;
  const submitter = e.submitter as HTMLButtonElement | HTMLInputElement | null;
  const method = (submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get').toLowerCase();
  const target = submitter?.getAttribute('formtarget') ?? form.target;
  const mark = marking(form);
  if (!mark || method !== 'get' || (target && target !== '_self')) return null;
  const url = new URL(submitter?.getAttribute('formaction') ?? form.action, location.href);
  // As the browser builds a GET submission: the fields replace the action's query.
  url.search = new URLSearchParams(new FormData(form, submitter) as unknown as Record<string, string>).toString();
  return url.origin === location.origin ? { url: url.href, ...mark } : null;
}
