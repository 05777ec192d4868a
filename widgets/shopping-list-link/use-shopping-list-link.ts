// §2.5: a shopping-list link marked empty (the shopper has no list yet) first creates a default list
// (§7.3, named in the shop's language), then goes to the link. §7.3: a failed creation is silent and
// the link is followed all the same, so it is never dead; the wait is bounded by the config's
// timeoutMs. One creation at a time per page: a second click (a double click, another marker) waits
// for the same one, and the link is followed once. Once a list exists (made here, or by the product
// form's add to shopping list), the link is a plain link.
import { useEffect } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { useServerLink, type LinkHandler } from '../../src/ui/use-server-link.ts';
import { createShoppingList } from './create-list.ts';

interface PageLists {
  /** The creation in flight. */
  running?: Promise<void>;
  /** The shop made a list: from now on the link is followed as it is. */
  made?: boolean;
  /** Waiting for the creation: the link to follow then (the last one clicked). */
  follow?: HTMLAnchorElement;
  /** Our own click that follows the link, let through. */
  passing?: boolean;
}

// Per page, keyed by the page's `net` service (one per runtime: every marker of a page shares it).
const pages = new WeakMap<object, PageLists>();
function pageOf(key: object): PageLists {
  let page = pages.get(key);
  if (!page) pages.set(key, (page = {}));
  return page;
}

const EVENTS = ['click', 'auxclick'] as const;

/** The browser opens the link elsewhere: a new tab or window (a modifier key, the middle button, a target). */
const elsewhere = (e: MouseEvent, link: HTMLAnchorElement) =>
  e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || (!!link.target && link.target !== '_self');

export function useShoppingListLink(): void {
  const { net, config, t, bus } = useWidget();
  // The product form put something on a list (§7.6): one exists now, so the link is a plain one.
  useEffect(() => bus.on('shopping-list:changed', () => void (pageOf(net).made = true)), [bus, net]);
  const onEvent: LinkHandler = (e, link) => {
    const page = pageOf(net);
    // auxclick: the middle button only (the right one opens the context menu).
    if (page.passing || page.made || e.defaultPrevented || (e.type === 'auxclick' && e.button !== 1)) return;
    page.running ??= createShoppingList(net, t('shoppingList.defaultName')).then((made) => {
      page.made ||= made;
      page.running = undefined;
    });
    // A new tab or window opens at once, as the shopper expects; the list is made meanwhile, from this page.
    if (elsewhere(e, link)) return;
    e.preventDefault();
    const waiting = page.follow;
    page.follow = link;
    if (waiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, config.timeoutMs)));
    void Promise.race([page.running, late]).then(() => {
      clearTimeout(timer);
      const target = page.follow!;
      page.follow = undefined;
      page.passing = true;
      try {
        target.click();
      } finally {
        page.passing = false;
      }
    });
  };
  useServerLink(EVENTS, onEvent);
}
