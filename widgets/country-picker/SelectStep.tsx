// §2.6 selects, in order: region group, country (with currency and flag), language (hidden
// when the country has only one). Back returns to the previous step when there is one.
import { useId } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import { showsLanguageSelect } from '../../src/domain/country-picker.ts';
import { CountryCombobox } from './CountryCombobox.tsx';
import { languageName } from './picker-texts.ts';
import type { CountryPickerState } from './use-country-picker.ts';

export function SelectStep({ state, flagUrl, t }: { state: CountryPickerState; flagUrl: string | undefined; t: Translate }) {
  const id = useId();
  const s = state.selection!;
  const setFocus = (el: HTMLElement | null) => {
    if (el) state.focusRef.current = el;
  };
  const withGroups = state.groups.length > 1;
  return (
    <div className="sf-country-picker__step sf-country-picker__step--select">
      {withGroups && (
        <div className="sf-country-picker__field">
          <label className="sf-country-picker__label" htmlFor={`${id}-group`}>
            {t('countryPicker.group')}
          </label>
          <select id={`${id}-group`} className="sf-country-picker__select" value={s.group} onChange={(e) => state.chooseGroup(e.target.value)} ref={setFocus}>
            {state.groups.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </div>
      )}
      <CountryCombobox
        all={state.countries}
        group={state.groupCountries}
        value={state.current}
        onChoose={state.chooseCountry}
        flagUrl={flagUrl}
        t={t}
        inputRef={withGroups ? undefined : setFocus}
      />
      {showsLanguageSelect(state.current) && (
        <div className="sf-country-picker__field">
          <label className="sf-country-picker__label" htmlFor={`${id}-lang`}>
            {t('countryPicker.language')}
          </label>
          <select id={`${id}-lang`} className="sf-country-picker__select" value={s.langId} onChange={(e) => state.chooseLanguage(e.target.value)}>
            {state.current!.lang.map((l) => (
              <option key={l.id} value={l.id}>
                {languageName(l.id, l.name)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="sf-country-picker__actions">
        {state.hasPrevious && (
          <button type="button" className="sf-country-picker__back" onClick={state.back}>
            {t('countryPicker.back')}
          </button>
        )}
        <button type="submit" className="sf-country-picker__confirm">
          {t('countryPicker.confirm')}
        </button>
      </div>
    </div>
  );
}
