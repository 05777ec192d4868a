// Puts the category menu's state on the server markup (§2.5): the widget's slots go in beside
// the links, the submenus get ids for aria-controls, and classes say which submenus are open, which
// level the side menu shows and which items "show more" hides. Everything is undone on unmount, so
// the server markup goes back as it came.
import { useLayoutEffect } from 'react';
import { startsWith, shownItems, type MenuPath } from '../../src/domain/menus.ts';
import type { MenuItem, ServerMenu } from './read-menu.ts';

/** The id of an item's submenu (for aria-controls): the server's own, else one made up. */
export const subId = (idBase: string, item: MenuItem): string => item.sub?.getAttribute('id') || `${idBase}-${item.key}`;

const OPEN = 'sf-category-menu__item--open';
const THROUGH = 'sf-category-menu__list--through';
const FOLDED = 'sf-category-menu__item--folded';

export function useMenuMarkup(menu: ServerMenu, idBase: string, mode: 'bar' | 'side', open: MenuPath, expanded: ReadonlySet<string>, visible: number): void {
  useLayoutEffect(() => {
    const undo: Array<() => void> = [];
    const addClass = (el: Element, ...names: string[]) => {
      const added = names.filter((n) => !el.classList.contains(n));
      el.classList.add(...added);
      undo.push(() => el.classList.remove(...added));
    };
    addClass(menu.nav, 'sf-category-menu__nav');
    for (const item of menu.parents) {
      addClass(item.li, 'sf-category-menu__parent');
      addClass(item.sub!, 'sf-category-menu__sub');
      item.link?.after(item.toggleSlot!);
      if (!item.link) item.li.prepend(item.toggleSlot!);
      if (!item.sub!.id) {
        item.sub!.id = subId(idBase, item);
        undo.push(() => item.sub!.removeAttribute('id'));
      }
      undo.push(() => item.toggleSlot!.remove());
      // The theme's own expand buttons give way to the widget's (one button per submenu).
      for (const b of item.themeToggles.filter((b) => !b.hidden)) {
        b.hidden = true;
        undo.push(() => (b.hidden = false));
      }
    }
    for (const list of menu.lists)
      if (list.moreSlot) {
        list.ul.append(list.moreSlot);
        undo.push(() => list.moreSlot!.remove());
      }
    return () => undo.reverse().forEach((u) => u());
  }, [menu, idBase]);

  // The side menu's back buttons, first in each submenu; the bar has none (no empty list items).
  useLayoutEffect(() => {
    if (mode !== 'side') return;
    for (const item of menu.parents) item.sub!.prepend(item.backSlot!);
    return () => menu.parents.forEach((item) => item.backSlot!.remove());
  }, [menu, mode]);

  useLayoutEffect(() => {
    const side = mode === 'side';
    menu.nav.classList.toggle('sf-category-menu__nav--bar', !side);
    // The side menu's hidden box is the panel: a theme's <nav> keeping its opener (button.navbar-toggler) stays shown.
    menu.panel.classList.toggle('sf-category-menu__nav--side', side);
    for (const item of menu.parents) item.li.classList.toggle(OPEN, startsWith(open, item.path));
    // The side menu shows one level at a time: a list whose item is open shows only that item.
    const through = new Set(side ? menu.parents.filter((i) => startsWith(open, i.path)).map((i) => i.li.parentElement) : []);
    // The panel holds every list, also while it is in the side panel's dialog.
    for (const ul of menu.panel.querySelectorAll('ul')) ul.classList.toggle(THROUGH, through.has(ul));
    for (const list of menu.lists) {
      const shown = shownItems(list.items.length, visible, expanded.has(list.key));
      list.items.forEach((li, i) => li.classList.toggle(FOLDED, i >= shown));
    }
    return () => {
      menu.nav.classList.remove('sf-category-menu__nav--bar');
      menu.panel.classList.remove('sf-category-menu__nav--side');
      for (const el of menu.panel.querySelectorAll(`.${OPEN}, .${THROUGH}, .${FOLDED}`)) el.classList.remove(OPEN, THROUGH, FOLDED);
    };
  }, [menu, mode, open, expanded, visible]);
}
