// Rules of the category menu (§2.5): its open submenus as a path of item keys (top level first),
// the hover intent that opens and closes them, the first tap on a touch screen, the "show more"
// items. No DOM: plain values in, plain values out. (The settings menu's rule is settings-url.ts:
// a module the two widgets shared would go into the runtime every page loads.)

/** The open submenus, outermost first: ['2'] is the third top-level item's; ['2', '2-0'] one level deeper. */
export type MenuPath = readonly string[];

/** Hover intent: a submenu opens once the pointer has rested this long on its item … */
export const HOVER_OPEN_DELAY_MS = 150;
/** … and closes this long after the pointer has left it (a diagonal move across a neighbour does not flicker). */
export const HOVER_CLOSE_DELAY_MS = 300;

export const samePath = (a: MenuPath, b: MenuPath): boolean => a.length === b.length && a.every((k, i) => k === b[i]);

/** `prefix` is `path` or one of its outer levels. */
export const startsWith = (path: MenuPath, prefix: MenuPath): boolean => prefix.length <= path.length && prefix.every((k, i) => k === path[i]);

/**
 * What the pointer now resting on `hovered` (the submenus it is inside, or that its item opens;
 * [] outside the menu) does to the `open` path: nothing, or the path to show after a delay. Opening
 * or switching waits HOVER_OPEN_DELAY_MS; closing (leaving the menu, or back to an outer level)
 * waits the longer HOVER_CLOSE_DELAY_MS, so a pointer that crosses a neighbour on its way into an
 * open submenu changes nothing. A newer plan replaces the pending one.
 */
export function hoverPlan(open: MenuPath, hovered: MenuPath): { path: MenuPath; delay: number } | null {
  if (samePath(open, hovered)) return null;
  const closing = hovered.length === 0 || startsWith(open, hovered);
  return { path: hovered, delay: closing ? HOVER_CLOSE_DELAY_MS : HOVER_OPEN_DELAY_MS };
}

/** A disclosure button: opens its item's submenu (closing any other branch), or closes it and the levels inside. */
export function togglePath(open: MenuPath, item: MenuPath): MenuPath {
  return startsWith(open, item) ? item.slice(0, -1) : item;
}

/** Escape or "back": closes the innermost open level; `closed` is its item's key, whose button takes the focus. */
export function closeInnermost(open: MenuPath): { path: MenuPath; closed: string | null } {
  return { path: open.slice(0, -1), closed: open.at(-1) ?? null };
}

/**
 * A click on a parent item's own link, in the bar (§2.5 touch support): a tap (touch or pen; a click
 * with no pointer type, a replayed or keyboard click, counts as a tap on a screen that cannot hover)
 * on an item whose submenu is closed opens the submenu instead of following the link; the next tap
 * follows it. A mouse click always follows.
 */
export function clickAction(pointerType: string, canHover: boolean, submenuOpen: boolean): 'open' | 'follow' {
  const tap = pointerType === 'touch' || pointerType === 'pen' || (pointerType === '' && !canHover);
  return tap && !submenuOpen ? 'open' : 'follow';
}

/** "Show more": how many of a list's `count` items show. A list longer than `visible` shows its first `visible` until expanded. */
export const shownItems = (count: number, visible: number, expanded: boolean): number => (expanded || count <= visible ? count : visible);

/** Whether a list needs the "show more" toggle at all. */
export const needsMore = (count: number, visible: number): boolean => count > visible;

/** The toggle's label swaps with its state. */
export const moreLabelKey = (expanded: boolean): 'categoryMenu.showLess' | 'categoryMenu.showMore' =>
  expanded ? 'categoryMenu.showLess' : 'categoryMenu.showMore';
