// Props of `category-menu` (§2.5, §9.6). The marker wraps the header's category menu, which works
// without JavaScript: the opener for phones (a link to the menu, e.g. `href="#shop-menu"`, which
// the theme's CSS may show with :target), and a <nav> of nested lists of links, any depth:
//   <div data-widget="category-menu">
//     <a href="#shop-menu">Menu</a>
//     <nav id="shop-menu" aria-label="Kategorie"><ul>
//       <li><a href="/odziez">Odzież</a><ul><li><a href="/sukienki">Sukienki</a><ul>…</ul></li>…</ul></li>
//     </ul></nav>
//   </div>
// The links stay the server's own elements; the widget adds the buttons beside them.
import * as z from 'zod/mini';

export const DEFAULT_VISIBLE = 6;

export const CategoryMenuProps = z.object({
  visible: z.optional(
    z
      .number()
      .check(
        z.int(),
        z.minimum(1),
        z.describe(
          `A submenu with more items shows its first ones and a "Pokaż więcej" / "Pokaż mniej" toggle for the rest (§2.5). Default ${DEFAULT_VISIBLE}.`,
        ),
      ),
  ),
});
export type CategoryMenuProps = z.infer<typeof CategoryMenuProps>;
