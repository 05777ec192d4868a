// Renders the filterable country select; behaviour is in useCountryCombobox.
import { useCallback, useId, type Ref } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import type { PickerCountry } from '../../src/domain/country-picker.ts';
import { Flag } from './Flag.tsx';
import { useCountryCombobox } from './use-country-combobox.ts';

export interface CountryComboboxProps {
  all: readonly PickerCountry[];
  group: readonly PickerCountry[];
  value: PickerCountry | undefined;
  onChoose(id: string): void;
  flagUrl: string | undefined;
  t: Translate;
  inputRef?: Ref<HTMLInputElement>;
}

export function CountryCombobox({ all, group, value, onChoose, flagUrl, t, inputRef }: CountryComboboxProps) {
  const id = useId();
  const optionId = useCallback((i: number) => `${id}-o${i}`, [id]);
  const cb = useCountryCombobox({ all, group, value, onChoose, optionId });
  return (
    <div className="sf-country-picker__field sf-country-picker__combo" data-open={cb.open ? '' : undefined}>
      <label className="sf-country-picker__label" htmlFor={`${id}-input`}>
        {t('countryPicker.country')}
      </label>
      <div className="sf-country-picker__combo-box">
        {value && <Flag code={value.id} url={flagUrl} />}
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="sf-country-picker__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={cb.open}
          aria-controls={`${id}-list`}
          aria-describedby={`${id}-hint`}
          aria-activedescendant={cb.open && cb.active >= 0 && cb.active < cb.options.length ? optionId(cb.active) : undefined}
          value={cb.text}
          onChange={(e) => cb.onInput(e.target.value)}
          onKeyDown={cb.onKeyDown}
          onBlur={cb.onBlur}
          onClick={cb.toggle}
          onFocus={(e) => e.target.select()}
        />
        {value?.currencySymbol && <span className="sf-country-picker__currency">{value.currencySymbol}</span>}
      </div>
      <span id={`${id}-hint`} className="sf-country-picker__hint">
        {t('countryPicker.filterHint')}
      </span>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('countryPicker.country')}
        className="sf-country-picker__list"
        hidden={!cb.open}
        // Keep focus in the input when an option is clicked.
        onMouseDown={(e) => e.preventDefault()}
      >
        {cb.options.map((c, i) => (
          // A combobox: the keys go to the input (arrows, Enter, Escape), which names the active
          // option with aria-activedescendant; an option takes only the pointer.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={c.id}
            id={optionId(i)}
            role="option"
            aria-selected={c.id === value?.id}
            className="sf-country-picker__option"
            data-active={i === cb.active ? '' : undefined}
            onClick={() => cb.choose(i)}
            onMouseMove={() => i !== cb.active && cb.setActive(i)}
          >
            <Flag code={c.id} url={flagUrl} />
            <span className="sf-country-picker__name">{c.name}</span>
            {(c.currencyId || c.currencySymbol) && <span className="sf-country-picker__currency">{c.currencyId ?? c.currencySymbol}</span>}
          </li>
        ))}
      </ul>
      <div role="status" className="sf-visually-hidden">
        {cb.open ? (cb.options.length ? t('countryPicker.results', { n: cb.options.length }) : t('countryPicker.noResults')) : ''}
      </div>
      {cb.open && cb.options.length === 0 && (
        <p className="sf-country-picker__empty" aria-hidden="true">
          {t('countryPicker.noResults')}
        </p>
      )}
    </div>
  );
}
