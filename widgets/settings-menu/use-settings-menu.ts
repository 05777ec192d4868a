// The settings menu's state (§2.5): the chosen value per setting, and the navigation a choice
// starts: the form's GET address with the new value (page reset, src/domain/settings-url.ts), loaded by
// partial page navigation where the listing allows it, else in full (services.shell().navigate).
import { useCallback, useEffect, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { settingsUrl } from '../../src/domain/settings-url.ts';
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
      setValues((v) => ({ ...v, [name]: value }));
      const url = settingsUrl(server.action, fieldsOf(server.form), name, value, props.reset ?? DEFAULT_RESET);
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

  return { settings: server.settings, values, choose };
}
