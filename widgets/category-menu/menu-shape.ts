// Where the category menu's parts are in the server markup (§2.5), in either shape (no DOM types:
// tested in node, used by read-menu.ts on the real elements):
//   the development shop's: <nav><ul><li><a>…</a><ul>…</ul></li>…</ul></nav>
//   an IdoSell theme's (its menu template): <nav><button class="navbar-toggler">…</button>
//     <div class="navbar-collapse"><ul class="navbar-nav"><li class="nav-item">
//       <span><a class="nav-link">…</a><button>expand</button></span><ul class="navbar-subnav">…</ul>
//     </li><li class="nav-header">…</li>…</ul></div></nav>
// A `nav-header` row (the theme's heading or back row in a submenu) is no category: it stays
// where it is and the widget leaves it alone.

export interface ShapeElement {
  readonly tagName: string;
  readonly className: string | { baseVal: string };
  readonly children: ArrayLike<ShapeElement>;
}

const kids = <E extends ShapeElement>(el: E): E[] => Array.from(el.children) as E[];
const is = (el: ShapeElement, tag: string) => el.tagName.toUpperCase() === tag;
const classes = (el: ShapeElement) => (typeof el.className === 'string' ? el.className : el.className.baseVal).split(/\s+/);

/** Elements that only wrap (a theme's div.navbar-collapse, a link row's span): looked into. */
const WRAPPERS = new Set(['DIV', 'SPAN', 'STRONG', 'P']);

/** The first child `tag` of `el`, else the first one inside a wrapper child (any depth of wrappers). */
function childThroughWrappers<E extends ShapeElement>(el: E, tag: string): E | null {
  for (const c of kids(el)) if (is(c, tag)) return c;
  for (const c of kids(el)) {
    if (!WRAPPERS.has(c.tagName.toUpperCase())) continue;
    const found = childThroughWrappers(c, tag);
    if (found) return found;
  }
  return null;
}

/** The menu's top list: the <nav>'s own <ul>, or the one in its wrapper (div.navbar-collapse). */
export const topListOf = <E extends ShapeElement>(nav: E): E | null => childThroughWrappers(nav, 'UL');

/** An item's link: its own <a>, or the one in its link row (li > span > a). */
export const itemLinkOf = <E extends ShapeElement>(li: E): E | null => childThroughWrappers(li, 'A');

/** An item's submenu: its own <ul>, or one in a wrapper. */
export const subListOf = <E extends ShapeElement>(li: E): E | null => childThroughWrappers(li, 'UL');

/** A theme's heading or back row in a submenu: not a category. */
export const isHeaderRow = (li: ShapeElement): boolean => classes(li).includes('nav-header');

/** The category rows of a list: its <li> children but the header rows. */
export const itemsOf = <E extends ShapeElement>(ul: E): E[] => kids(ul).filter((c) => is(c, 'LI') && !isHeaderRow(c));

/**
 * The theme's own expand buttons in an item's row (li > button, li > span > button): the widget's
 * disclosure button takes their place while it is mounted.
 */
export function themeTogglesOf<E extends ShapeElement>(li: E): E[] {
  const row = kids(li).filter((c) => WRAPPERS.has(c.tagName.toUpperCase()) && !childThroughWrappers(c, 'UL'));
  return [li, ...row].flatMap((el) => kids(el).filter((c) => is(c, 'BUTTON')));
}
