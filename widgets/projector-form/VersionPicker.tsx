// Variant groups (spec §2.10, §3.11, §4.8): one button per value, pressed when selected, marked
// dependent or conflict (in its name too, not by colour alone), disabled when no product has it.
// While the choice is a conflict the §5.7 message stays on screen.
import type { Translate } from '../../src/core/i18n.ts';
import type { VersionsState } from './view.ts';

export function VersionPicker({ versions, t }: { versions: VersionsState; t: Translate }) {
  return (
    <div className="sf-projector-form__versions">
      {versions.groups.map((g) => (
        <fieldset key={g.id} className="sf-projector-form__group">
          <legend className="sf-projector-form__legend">{g.name}</legend>
          {g.items.map((item) => {
            const state = versions.states[g.id]?.[item.values_id] ?? 'available';
            const label =
              state === 'dependent'
                ? t('projector.versionDependent', { name: item.name })
                : state === 'conflict'
                  ? t('projector.versionConflict', { name: item.name })
                  : item.name;
            return (
              <button
                key={item.values_id}
                type="button"
                className="sf-projector-form__chip"
                data-state={state}
                aria-pressed={versions.selected[g.id] === item.values_id}
                aria-label={label === item.name ? undefined : label}
                disabled={state === 'disabled' || versions.switching}
                onClick={() => versions.selected[g.id] !== item.values_id && versions.pick(g.id, item.values_id)}
              >
                {item.name}
              </button>
            );
          })}
        </fieldset>
      ))}
      {versions.conflict && <p className="sf-projector-form__conflict">{t('projector.conflict')}</p>}
    </div>
  );
}
