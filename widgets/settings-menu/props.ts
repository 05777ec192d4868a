// Props of `settings-menu` (§2.5). The marker wraps the listing's settings form, which works
// without JavaScript (a GET form: a <select> per setting, a submit button, hidden fields for the
// listing's other filters):
//   <div data-widget="settings-menu">
//     <form class="listing__settings" action="/listing" method="get">
//       <label for="s-sort">Sortuj</label> <select id="s-sort" name="sort">…</select>
//       <label for="s-n">Produktów na stronie</label> <select id="s-n" name="n">…</select>
//       <input type="hidden" name="menu" value="10"> <button type="submit">Pokaż</button>
//     </form>
//   </div>
// The selects' labels, options and chosen values are read from that markup.
import * as z from 'zod/mini';

export const DEFAULT_RESET = ['page'];

export const SettingsMenuProps = z.object({
  reset: z.optional(
    z
      .array(z.string())
      .check(z.describe('Fields left out of the address when a setting changes, so the listing starts again on its first page. Default: ["page"].')),
  ),
});
export type SettingsMenuProps = z.infer<typeof SettingsMenuProps>;
