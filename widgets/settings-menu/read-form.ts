// Reads the listing's settings forms (§2.5) from the server markup, before the widget's first
// commit hides them, in either shape:
//   the development shop's: one GET <form action="/listing"> with a labelled <select name> per
//     setting (sort, n), hidden fields for the other filters and a submit button;
//   an IdoSell theme's (search.xsl): a form per setting posting to /settings.php (select
//     sort_order, select portions), no submit button (the theme's script submits on change).
// Per <select>: its form, field name, label and options. Anything else in the marker stays as
// the server had it (`before` / `after`). A marker without such a form is an error the loader
// reports naming the widget; the markup stays.
import { leftovers } from '../../src/domain/leftovers.ts';
import type { ListboxOption } from '../../src/ui/use-listbox.ts';

export interface ServerSetting {
  name: string;
  label: string;
  options: ListboxOption[];
  value: string;
  /** The select had the focus as the widget mounted (the shopper tabbed onto it). */
  focused: boolean;
  /** The form the select is in: a choice is sent as that form would send it. */
  form: HTMLFormElement;
  /** The form's method ('get' or 'post') and action as written (a relative path stays relative). */
  method: string;
  action: string;
}

export interface ServerSettings {
  settings: ServerSetting[];
  before: Node[];
  after: Node[];
}

const labelOf = (select: HTMLSelectElement): string =>
  (select.labels?.[0]?.textContent ?? select.getAttribute('aria-label') ?? select.name).replace(/\s+/g, ' ').trim();

export const SETTINGS_EXPECTED =
  'the marker needs the settings <form> with named <select> fields inside it: put the listing\'s settings form (one GET form, or a form per setting as the theme\'s sort_order and portions forms posting to /settings.php) inside the data-widget="settings-menu" element';

export function readSettingsForm(element: HTMLElement): ServerSettings {
  const forms = element instanceof HTMLFormElement ? [element] : [...element.querySelectorAll('form')];
  const active = element.ownerDocument.activeElement;
  const used: Node[] = [];
  const settings: ServerSetting[] = [];
  for (const form of forms) {
    const selects = [...form.querySelectorAll('select')].filter((s) => s.name);
    if (!selects.length) continue;
    used.push(form, ...selects.flatMap((s) => [...(s.labels ?? [])]));
    for (const s of selects)
      settings.push({
        name: s.name,
        label: labelOf(s),
        options: [...s.options].map((o) => ({ value: o.value, label: o.text.trim(), disabled: o.disabled || undefined })),
        value: s.value,
        focused: s === active,
        form,
        method: (form.getAttribute('method') || 'get').toLowerCase(),
        action: form.getAttribute('action') || element.ownerDocument.location.pathname,
      });
  }
  if (!settings.length) throw new Error(SETTINGS_EXPECTED);
  const rest = element instanceof HTMLFormElement ? { before: [], after: [] } : leftovers<Node>(element, used);
  return { settings, ...rest };
}
