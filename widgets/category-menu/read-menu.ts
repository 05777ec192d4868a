// Reads the header's category menu (§2.5) from the server markup: the <nav>, the phones' opener,
// and the tree of items (any depth) with their links and submenus. The elements stay where they
// are; the slots the widget renders its buttons into are made here and put in place by the hook.
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
  opener: HTMLElement | null;
  items: MenuItem[];
  parents: MenuItem[];
  lists: MenuList[];
  byLi: Map<Element, MenuItem>;
}

const childrenOf = (ul: Element, tag: string) => [...ul.children].filter((c) => c.tagName === tag);

export function readMenu(element: HTMLElement, visible: number): ServerMenu {
  const nav = element.querySelector('nav');
  const top = nav && (childrenOf(nav, 'UL')[0] as HTMLUListElement | undefined);
  if (!nav || !top)
    throw new Error('the marker needs the category <nav> with a <ul> of links inside it: put the header\'s category menu inside the data-widget="category-menu" element');
  const doc = element.ownerDocument;
  const opener = [...element.querySelectorAll<HTMLElement>('a[href],button')].find((c) => !nav.contains(c)) ?? null;
  const items: MenuItem[] = [];
  const lists: MenuList[] = [];
  const slot = <T extends HTMLElement>(tag: string, className: string) => {
    const el = doc.createElement(tag) as T;
    el.className = className;
    return el;
  };
  const walk = (ul: HTMLUListElement, parent: string[], owner: MenuItem | null) => {
    const lis = childrenOf(ul, 'LI') as HTMLLIElement[];
    if (owner) lists.push({ key: owner.key, parent: owner, ul, items: lis, moreSlot: lis.length > visible ? slot<HTMLLIElement>('li', 'sf-category-menu__more') : null });
    lis.forEach((li, i) => {
      const key = [...parent.slice(-1), String(i)].join('-');
      const path = [...parent, key];
      const link = (childrenOf(li, 'A')[0] as HTMLAnchorElement | undefined) ?? null;
      const sub = (childrenOf(li, 'UL')[0] as HTMLUListElement | undefined) ?? null;
      const item: MenuItem = {
        key,
        path,
        li,
        link,
        name: (link?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        sub,
        toggleSlot: sub ? slot('span', 'sf-category-menu__toggle-slot') : null,
        backSlot: sub ? slot<HTMLLIElement>('li', 'sf-category-menu__back') : null,
      };
      items.push(item);
      if (sub) walk(sub, path, item);
    });
  };
  walk(top, [], null);
  return { nav, opener, items, parents: items.filter((i) => i.sub), lists, byLi: new Map(items.map((i) => [i.li, i])) };
}

/** The item a node is in (a link, a button beside it, a submenu item's text), or null outside every item. */
export function itemAt(menu: ServerMenu, node: EventTarget | null): MenuItem | null {
  for (let el = node instanceof Element ? node.closest('li') : null; el; el = el.parentElement?.closest('li') ?? null) {
    const item = menu.byLi.get(el);
    if (item) return item;
  }
  return null;
}
