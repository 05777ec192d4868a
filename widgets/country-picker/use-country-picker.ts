// State of the picker (§2.6, §4.4): open / closed, the step (with the previous one
// remembered), the group → country → language selection and the form target. The rules are
// pure functions in src/domain/country-picker.ts.
import { useEffect, useMemo, useRef, useState } from 'react';
import { getCookie, setCookie } from '../../src/core/cookies.ts';
import { pickerTextLanguage } from '../../src/domain/country-languages.ts';
import {
  chooseCountry,
  chooseGroup,
  chooseLanguage,
  CLOSED_COOKIE,
  CLOSED_COOKIE_DAYS,
  CLOSED_COOKIE_VALUE,
  countriesIn,
  firstStep,
  formTarget,
  groupsOf,
  initialSelection,
  isTrue,
  isPickerClosed,
  opensAutomatically,
  proposedCountry,
  proposedSelection,
  safeSite,
  siteOf,
  type PickerCountry,
  type PickerSelection,
  type PickerStep,
} from '../../src/domain/country-picker.ts';
import { useModal } from '../../src/ui/use-modal.ts';
import type { CountryPickerProps } from './props.ts';

export function useCountryPicker(props: CountryPickerProps) {
  const countries = props.countries as PickerCountry[];
  const proposed = useMemo(() => proposedCountry(countries, props.is_default_country), [countries, props.is_default_country]);
  const start = firstStep(props.is_default_country, props.is_recommended_country, proposed);
  // Not served (default country): the visitor's language is unknown, so recommended_lang (§9.11).
  const notServed = start === 'recommended' && isTrue(props.is_default_country) && proposed?.default === true;
  const textLang = pickerTextLanguage(notServed ? undefined : proposed?.id, props.recommended_lang);
  const modal = useModal(opensAutomatically(props.show_select, isPickerClosed(getCookie(CLOSED_COOKIE), location.search), countries.length));
  const [steps, setSteps] = useState<{ step: PickerStep; previous: PickerStep | null }>({ step: start, previous: null });
  const [selection, setSelection] = useState<PickerSelection | null>(() => initialSelection(countries, props.selectedLangId));
  const focusRef = useRef<HTMLElement | null>(null);

  // A new step replaces the focused button: focus goes to the new step's first control.
  const shownStep = useRef(steps.step);
  useEffect(() => {
    if (shownStep.current === steps.step) return;
    shownStep.current = steps.step;
    focusRef.current?.focus();
  }, [steps.step]);

  const markClosed = () => setCookie(CLOSED_COOKIE, CLOSED_COOKIE_VALUE, { days: CLOSED_COOKIE_DAYS, path: '/' });

  const current = countries.find((c) => c.id === selection?.countryId);
  const target = steps.step === 'recommended' && proposed ? proposedSelection(proposed, [textLang, props.recommended_lang, props.selectedLangId]) : selection;
  const site = safeSite(siteOf(countries, target));
  const method = props.method ?? 'get';

  return {
    /** Every country of the picker (§3.21), in the server's order. */
    countries,
    /** Whether the modal is open. */
    isOpen: modal.isOpen,
    /** Props for the Modal: its open state and focus return, and a close that remembers redirection=closed. */
    modalProps: {
      ...modal.props,
      // §4.4: closing sets redirection=closed.
      onClose: () => {
        markClosed();
        modal.close();
      },
    },
    /** The step shown: the recommended country or the selects. */
    step: steps.step,
    /** Whether "Back" is shown: the selects were reached by "Next". */
    hasPrevious: steps.previous !== null,
    /** The country the recommended step proposes; undefined when none is. */
    proposed,
    /** The language of the recommended step's texts (§9.11). */
    textLang,
    /** The visitor's country is not served: the recommended step offers the default country. */
    isDefaultCountry: notServed,
    /** The control focused when the modal opens and when the step changes. */
    focusRef,
    /** The header button: straight to the selects (the shopper asked to choose). */
    openPicker(opener: HTMLElement) {
      setSteps({ step: 'select', previous: null });
      modal.open(opener);
    },
    /** §4.4: "Next" goes to the selects, marking the recommended step as previous; "Back" returns. */
    next: () => setSteps({ step: 'select', previous: 'recommended' }),
    /** Returns to the previous step. */
    back: () => setSteps((s) => ({ step: s.previous ?? s.step, previous: null })),
    /** The group, country and language chosen in the selects; null before any. */
    selection,
    /** The selection's country. */
    current,
    /** The country the header button shows: the current delivery country, else the selection's. */
    selected: countries.find((c) => c.selected) ?? current,
    /** The region groups, in first-seen order. */
    groups: groupsOf(countries),
    /** The chosen group's countries; every country before a selection. */
    groupCountries: selection ? countriesIn(countries, selection.group) : countries,
    /** Chooses a group: its selected country, else its first; the language follows. */
    chooseGroup: (g: string) => setSelection((s) => s && chooseGroup(countries, s, g)),
    /** Chooses a country; the language stays when the country has it. */
    chooseCountry: (id: string) => setSelection((s) => s && chooseCountry(countries, s, id)),
    /** Chooses one of the country's languages. */
    chooseLanguage: (id: string) => setSelection((s) => s && chooseLanguage(countries, s, id)),
    /** The form's method, action and hidden fields for the target site; null when it has no usable site. */
    form: site ? { method, ...formTarget(site, method) } : null,
    /** §4.4: submitting sets redirection=closed; the browser then sends the form. */
    submitted: markClosed,
  };
}

export type CountryPickerState = ReturnType<typeof useCountryPicker>;
