// The text overrides' list: the rows the search (and "changed only") leaves, shown a page
// at a time, so that 400 texts never mean 400 inputs at once. "Show more" moves the focus to the
// first row it brought, so the keyboard goes on where the list grew.
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { filterTexts, type TextRow } from '../../src/domain/config-builder.ts';

export const TEXTS_PAGE = 20;

export interface TextFilter {
  query: string;
  setQuery(query: string): void;
  onlyChanged: boolean;
  setOnlyChanged(on: boolean): void;
  /** Every row that matches, and the ones shown. */
  matches: number;
  rows: TextRow[];
  showMore(): void;
  /** The list, for the focus after "show more". */
  list: RefObject<HTMLUListElement | null>;
}

/** `loads`: changes when a pasted config replaced the overrides (useConfigBuilder's count). */
export function useTextFilter(all: readonly TextRow[], overrides: Readonly<Record<string, string>>, loads: number): TextFilter {
  const [query, setQueryState] = useState('');
  const [onlyChanged, setOnlyChangedState] = useState(false);
  const [limit, setLimit] = useState(TEXTS_PAGE);
  const focusRow = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // Typing stays quick however long the list: the filter follows at React's pace.
  const wanted = useDeferredValue(query);
  // "Changed only" takes the overrides when it is switched on: emptying a field does not pull its row away.
  // A pasted config loaded replaces them, and the rows: its overrides are taken then.
  const [changedKeys, setChangedKeys] = useState<Readonly<Record<string, string>>>({});
  const [loaded, setLoaded] = useState(loads);
  if (loaded !== loads) {
    setLoaded(loads);
    setChangedKeys({ ...overrides });
  }
  const matching = useMemo(
    () => filterTexts(all, wanted, onlyChanged ? changedKeys : overrides, onlyChanged),
    [all, wanted, onlyChanged, changedKeys, overrides],
  );

  useLayoutEffect(() => {
    if (focusRow.current === null) return;
    list.current?.querySelectorAll('input')[focusRow.current]?.focus();
    focusRow.current = null;
  });

  return {
    query,
    setQuery: (q) => {
      setQueryState(q);
      setLimit(TEXTS_PAGE);
    },
    onlyChanged,
    setOnlyChanged: (on) => {
      setOnlyChangedState(on);
      setChangedKeys({ ...overrides });
      setLimit(TEXTS_PAGE);
    },
    matches: matching.length,
    rows: matching.slice(0, limit),
    showMore: () => {
      focusRow.current = limit;
      setLimit(limit + TEXTS_PAGE);
    },
    list,
  };
}
