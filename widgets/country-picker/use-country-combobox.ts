// The filterable country select (beyond the spec): an editable combobox with a listbox popup
// (WAI-ARIA APG "combobox with list autocomplete"). Typing filters every group's countries,
// diacritics-insensitively; Up/Down move, Enter chooses, Escape closes the list first (the
// modal closes only on a second Escape), Tab leaves without choosing.
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { filterByText } from '../../src/domain/country-filter.ts';
import { clampRule } from '../../src/domain/list-navigation.ts';
import { useListNavigation } from '../../src/ui/use-list-navigation.ts';
import type { PickerCountry } from '../../src/domain/country-picker.ts';

export interface CountryComboboxOptions {
  /** Every country, searched when the shopper types. */
  all: readonly PickerCountry[];
  /** The chosen group's countries, listed when nothing is typed. */
  group: readonly PickerCountry[];
  /** The chosen country, shown in the input while nothing is typed. */
  value: PickerCountry | undefined;
  /** Called with the id of the country chosen in the list. */
  onChoose(id: string): void;
  /** The element id of the list's i-th option (aria-activedescendant). */
  optionId(i: number): string;
}

export function useCountryCombobox({ all, group, value, onChoose, optionId }: CountryComboboxOptions) {
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const options = useMemo(() => (query ? filterByText(all, query, (c) => [c.name, c.currencyId, c.currencySymbol]) : group), [query, all, group]);
  const { active, setActive, move } = useListNavigation(options.length, clampRule);

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, optionId]);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (i: number) => {
    const c = options[i];
    if (c) onChoose(c.id);
    close();
  };
  const openList = (at: number) => {
    setOpen(true);
    setActive(at);
  };
  const selectedIndex = () =>
    Math.max(
      0,
      options.findIndex((c) => c.id === value?.id),
    );

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    let handled = true;
    if (e.key === 'ArrowDown') {
      if (!open || e.altKey) openList(open ? active : selectedIndex());
      else move(e.key);
    } else if (e.key === 'ArrowUp') {
      if (!open) openList(selectedIndex());
      else move(e.key);
    } else if (open && (e.key === 'PageDown' || e.key === 'PageUp')) {
      move(e.key);
    } else if (e.key === 'Enter') {
      // Never submits the form from here: Enter chooses (or opens the list).
      if (open && active >= 0) choose(active);
      else openList(selectedIndex());
    } else if (e.key === 'Escape' && (open || query !== null)) close();
    else {
      handled = false;
      if (e.key === 'Tab') close();
    }
    // preventDefault also tells the modal that this Escape is taken.
    if (handled) e.preventDefault();
  };

  return {
    /** Whether the listbox is shown. */
    open,
    /** Index of the highlighted option in `options`; -1 for none. */
    active,
    /** The countries listed: the matches of the typed text, or the group's countries. */
    options,
    /** The input's text: what is typed, else the chosen country's name. */
    text: query ?? value?.name ?? '',
    /** The input's keys: arrows, Page Up/Down, Enter, Escape and Tab. */
    onKeyDown,
    /** The input's text changed: filters the list and opens it. */
    onInput(text: string) {
      setQuery(text);
      setOpen(true);
      setActive(text.trim() ? 0 : selectedIndex());
    },
    /** The input lost focus: closes the list without choosing. */
    onBlur: close,
    /** Chooses the option at an index and closes the list. */
    choose,
    /** Highlights the option at an index (pointer hover). */
    setActive,
    /** Opens the list at the chosen country, or closes it (a click on the input). */
    toggle: () => (open ? close() : openList(selectedIndex())),
  };
}
