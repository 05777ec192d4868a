// A switch per widget, with its one-line description, and how the switches are written
// (widgets.disabled or widgets.enabled).
import { useId } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import type { SwitchMode } from '../../src/domain/config-builder.ts';
import type { ConfigBuilderProps } from './props.ts';
import { RadioGroup } from './RadioGroup.tsx';

const MODES: readonly SwitchMode[] = ['disabled', 'enabled'];

export interface WidgetSwitchesProps {
  t: Translate;
  widgets: ConfigBuilderProps['widgets'];
  mode: SwitchMode;
  off: readonly string[];
  on: { mode(mode: SwitchMode): void; widget(name: string, on: boolean): void };
}

export function WidgetSwitches({ t, widgets, mode, off, on }: WidgetSwitchesProps) {
  const id = useId();
  return (
    <div className="sf-config-builder__widgets">
      <h3 className="sf-config-builder__heading">{t('configBuilder.widgets')}</h3>
      <RadioGroup
        legend={t('configBuilder.mode')}
        options={MODES.map((m) => ({ value: m, label: t('configBuilder.mode.' + m) }))}
        value={mode}
        onChange={on.mode}
      />
      <ul className="sf-config-builder__list">
        {widgets.map((w) => (
          <li key={w.name} className="sf-config-builder__widget">
            <label className="sf-config-builder__choice">
              <input
                type="checkbox"
                name={'widget.' + w.name}
                checked={!off.includes(w.name)}
                onChange={(e) => on.widget(w.name, e.target.checked)}
                aria-describedby={w.summary ? id + w.name : undefined}
              />
              <code>{w.name}</code>
            </label>
            {w.summary && (
              <p id={id + w.name} className="sf-config-builder__hint">
                {w.summary}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
