// §4.4 first step, in the visitor's language (§9.11): the proposed country with Confirm, or
// Next to the selects. With is_default_country, the "delivery not possible" message first.
import { fillPlaceholders } from '../../src/core/i18n.ts';
import type { PickerTexts } from './picker-texts.ts';
import type { CountryPickerState } from './use-country-picker.ts';

export function RecommendedStep({ state, texts, lang }: { state: CountryPickerState; texts: PickerTexts; lang: string }) {
  const c = state.proposed!;
  const name = state.isDefaultCountry ? (c.defaultName ?? c.name) : (c.recommendedName ?? c.name);
  return (
    <div className="sf-country-picker__step sf-country-picker__step--recommended" lang={lang}>
      {state.isDefaultCountry && <p className="sf-country-picker__not-possible">{texts.notPossible}</p>}
      <p className="sf-country-picker__proposal">{fillPlaceholders(state.isDefaultCountry ? texts.defaultOffer : texts.recommended, { country: name })}</p>
      <div className="sf-country-picker__actions">
        <button type="button" className="sf-country-picker__next" onClick={state.next}>
          {texts.next}
        </button>
        <button
          type="submit"
          className="sf-country-picker__confirm"
          ref={(el) => {
            state.focusRef.current = el;
          }}
        >
          {texts.confirm}
        </button>
      </div>
    </div>
  );
}
