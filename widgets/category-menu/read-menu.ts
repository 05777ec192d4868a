// Reads the header's category menu (§2.5) from the server markup: the <nav>, the phones' opener,
// and the tree of items (any depth) with their links and submenus. The elements stay where they
// are; the slots the widget renders its buttons into are made here and put in place by the hook.
// The shapes read (the development shop's and an IdoSell theme's): menu-shape.ts.
import { itemLinkOf, itemsOf, subListOf, themeTogglesOf, topListOf } from './menu-shape.ts';
export interface MenuItem {
  /** Index path: '2' is the third top-level item, '2-0' its first child. */
  key: string;
  /** The keys of this item and its parents, outermost first (src/domain/menus.ts MenuPath). */
  path: string[];
  li: HTMLLIElement;
  link: HTMLAnchorElement | null;
  name: string;
  /** The item's submenu; null for a leaf. */
  sub: HTMLUListElement | null;
  /** Beside the link: the disclosure button's place (parents only). */
  toggleSlot: HTMLElement | null;
  /** First in the submenu: the side menu's back button's place (parents only). */
  backSlot: HTMLLIElement | null;
  /** The theme's own expand buttons in the item's row: hidden while the widget's button is there. */
  themeToggles: HTMLElement[];
}

export interface MenuList {
  key: string;
  /** The item whose submenu this is. */
  parent: MenuItem;
  ul: HTMLUListElement;
  items: HTMLLIElement[];
  /** Last in the list: the "show more" toggle's place (long lists only). */
  moreSlot: HTMLLIElement | null;
}

export interface ServerMenu {
  nav: HTMLElement;
  /** What the phones' side panel shows: the <nav>, or its list's wrapper when the opener is in the <nav>. */
  panel: HTMLElement;
  opener: HTMLElement | null;
  items: MenuItem[];
  parents: MenuItem[];
  lists: MenuList[];
  byLi: Map<Element, MenuItem>;
}

export const MENU_EXPECTED =
  'the marker needs the category <nav> with its <ul> of links inside it (directly, or in a wrapper such as the theme\'s div.navbar-collapse; items li > a or li > span > a, submenus li > ul): put data-widget="category-menu" on the header\'s category <nav> or on an element around it';

export function readMenu(element: HTMLElement, visible: number): ServerMenu {
  // The marker may be the theme's own <nav> (README "Markers on the theme's own elements").
  const nav = element.matches('nav') ? element : element.querySelector('nav');
  const top = nav && (topListOf(nav) as HTMLUListElement | null);
  if (!nav || !top) throw new Error(MENU_EXPECTED);
  const doc = element.ownerDocument;
  const items: MenuItem[] = [];
  const lists: MenuList[] = [];
  const slot = <T extends HTMLElement>(tag: string, className: string) => {
    const el = doc.createElement(tag) as T;
    el.className = className;
    return el;
  };
  const walk = (ul: HTMLUListElement, parent: string[], owner: MenuItem | null) => {
    const lis = itemsOf<Element>(ul) as HTMLLIElement[];
    if (owner)
      lists.push({
        key: owner.key,
        parent: owner,
        ul,
        items: lis,
        moreSlot: lis.length > visible ? slot<HTMLLIElement>('li', 'sf-category-menu__more') : null,
      });
    lis.forEach((li, i) => {
      const key = [...parent.slice(-1), String(i)].join('-');
      const path = [...parent, key];
      const link = itemLinkOf(li) as HTMLAnchorElement | null;
      const sub = subListOf(li) as HTMLUListElement | null;
      const item: MenuItem = {
        key,
        path,
        li,
        link,
        name: (link?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        sub,
        toggleSlot: sub ? slot('span', 'sf-category-menu__toggle-slot') : null,
        backSlot: sub ? slot<HTMLLIElement>('li', 'sf-category-menu__back') : null,
        themeToggles: sub ? (themeTogglesOf(li) as HTMLElement[]) : [],
      };
      items.push(item);
      if (sub) walk(sub, path, item);
    });
  };
  walk(top, [], null);
  // The opener: a link or button outside the list (the development shop's link before the <nav>, the theme's navbar-toggler in it).
  const opener = [...element.querySelectorAll<HTMLElement>('a[href],button')].find((c) => !top.contains(c)) ?? null;
  let panel: HTMLElement = nav;
  // The side panel takes the list's wrapper when the <nav> keeps the opener, or is the marker itself (which stays in place).
  if ((opener && nav.contains(opener)) || nav === element) for (panel = top; panel.parentElement && panel.parentElement !== nav;) panel = panel.parentElement;
  return {
    nav,
    panel,
    opener,
    items,
    parents: items.filter((i) => i.sub),
    lists,
    byLi: new Map(items.map((i) => [i.li, i])),
  };
}

/** The item a node is in (a link, a button beside it, a submenu item's text), or null outside every item. */
export function itemAt(menu: ServerMenu, node: EventTarget | null): MenuItem | null {
  for (let el = node instanceof Element ? node.closest('li') : null; el; el = el.parentElement?.closest('li') ?? null) {
    const item = menu.byLi.get(el);
    if (item) return item;
  }
  return null;
}
