// Reads the listing's settings form (§2.5) from the server markup, before the widget's first
// commit hides it: its action, and per <select> its field name, label and options. A marker
// without such a form is an error the loader reports naming the widget; the markup stays.
import type { ListboxOption } from '../../src/ui/use-listbox.ts';

export interface ServerSetting {
  name: string;
  label: string;
  options: ListboxOption[];
  value: string;
  /** The select had the focus as the widget mounted (the shopper tabbed onto it). */
  focused: boolean;
}

export interface ServerSettings {
  form: HTMLFormElement;
  action: string;
  settings: ServerSetting[];
}

const labelOf = (select: HTMLSelectElement): string =>
  (select.labels?.[0]?.textContent ?? select.getAttribute('aria-label') ?? select.name).replace(/\s+/g, ' ').trim();

export function readSettingsForm(element: HTMLElement): ServerSettings {
  const form = element instanceof HTMLFormElement ? element : element.querySelector('form');
  const selects = form ? [...form.querySelectorAll('select')].filter((s) => s.name) : [];
  if (!form || !selects.length)
    throw new Error('the marker needs the settings <form> with named <select> fields inside it: put the listing\'s settings form inside the data-widget="settings-menu" element');
  const active = element.ownerDocument.activeElement;
  return {
    form,
    // The attribute as written (a relative path stays relative), as the GET form would send it.
    action: form.getAttribute('action') || element.ownerDocument.location.pathname,
    settings: selects.map((s) => ({
      name: s.name,
      label: labelOf(s),
      options: [...s.options].map((o) => ({ value: o.value, label: o.text.trim(), disabled: o.disabled || undefined })),
      value: s.value,
      focused: s === active,
    })),
  };
}
