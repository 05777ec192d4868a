// The listing's paging and sorting settings as the kit's dropdowns (§2.5), one per server select.
import { Dropdown } from '../../src/ui/Dropdown.tsx';
import { LeftoverNodes } from '../../src/ui/LeftoverNodes.tsx';
import type { SettingsMenuProps } from './props.ts';
import { useSettingsMenu } from './use-settings-menu.ts';

export function SettingsMenu(props: SettingsMenuProps) {
  const m = useSettingsMenu(props);
  return (
    <div className="sf-settings-menu">
      <LeftoverNodes nodes={m.before} />
      {m.settings.map((s) => (
        <Dropdown
          key={s.name}
          name={s.name}
          label={s.label}
          options={s.options}
          value={m.values[s.name] ?? null}
          onChange={(v) => m.choose(s.name, v)}
          className="sf-settings-menu__setting"
        />
      ))}
      <LeftoverNodes nodes={m.after} />
    </div>
  );
}
