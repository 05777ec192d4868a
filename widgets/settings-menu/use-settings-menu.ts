// The settings menu's state (§2.5): the chosen value per setting, and the navigation a choice
// starts, as the setting's server form would send it (src/domain/settings-url.ts): a GET form's
// address with the new value (page reset), loaded by partial page navigation where the listing
// allows it, else in full (services.shell().navigate); a POST form (a theme's form to
// /settings.php) is posted with its fields and the new value, a full load as the theme's own.
import { useCallback, useEffect, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { settingsChoice } from '../../src/domain/settings-url.ts';
import { DEFAULT_RESET, type SettingsMenuProps } from './props.ts';
import { readSettingsForm, type ServerSettings } from './read-form.ts';

const fieldsOf = (form: HTMLFormElement): Array<[string, string]> =>
  [...new FormData(form)].flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : []));

export function useSettingsMenu(props: SettingsMenuProps) {
  const { element, shell } = useWidget();
  // Read before the first commit, while the server form is still on the page.
  const [server] = useState<ServerSettings>(() => readSettingsForm(element));
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(server.settings.map((s) => [s.name, s.value])));

  const choose = useCallback(
    (name: string, value: string) => {
      const before = values[name];
      const setting = server.settings.find((s) => s.name === name);
      if (!setting) return;
      setValues((v) => ({ ...v, [name]: value }));
      const choice = settingsChoice(setting.method, setting.action, fieldsOf(setting.form), name, value, props.reset ?? DEFAULT_RESET);
      if (choice.method === 'post') return post(element.ownerDocument, choice.action, choice.fields);
      const url = choice.url;
      shell()
        .then((s) => s.navigate(url))
        .then(
          // The shopper chose to stay (unsaved changes elsewhere): the old value shows again.
          (result) => result === 'stayed' && setValues((v) => ({ ...v, [name]: before ?? '' })),
          // No page shell: the browser loads the address.
          () => element.ownerDocument.defaultView?.location.assign(url),
        );
    },
    [values, server, props.reset, shell, element],
  );

  // Focus on a server select (the shopper tabbed onto it and the widget mounted) stays on its dropdown.
  useEffect(() => {
    const i = server.settings.findIndex((s) => s.focused);
    const doc = element.ownerDocument;
    if (i >= 0 && (!doc.activeElement || doc.activeElement === doc.body)) element.querySelectorAll<HTMLElement>('[role="combobox"]')[i]?.focus();
  }, [server, element]);

  return { settings: server.settings, before: server.before, after: server.after, values, choose };
}

/** Posts the fields as the server's form would (a form of our own: the server's is off the page now). */
function post(doc: Document, action: string, fields: Array<[string, string]>): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.setAttribute('action', action);
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
