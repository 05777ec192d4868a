// State of a header counter: the list's bulk section (§3.4), followed as it is refreshed. A
// `product-list:changed` whose sender did not refresh the section (a theme's own script) asks
// for it again; one that did needs nothing: the answer reached this widget through useSection.
import { useState } from 'react';
import { ProductListSection } from '../../src/core/schemas/product-lists.ts';
import { useBusEvent, useSection, useWidget } from '../../src/core/widget-context.tsx';
import { LIST_SECTION, linkShowsCount, listCount, type ProductListName } from '../../src/domain/product-lists.ts';
import { refreshSoon } from './refresh-soon.ts';

export interface ListCounterState {
  /** How many products the list holds, once the section has answered. */
  count: number | undefined;
  /** Whether the server's link already shows this count (then it stays). */
  markupShows: boolean;
}

export function useListCounter(list: ProductListName): ListCounterState {
  const { element, net } = useWidget();
  const section = LIST_SECTION[list];
  const data = useSection(section, ProductListSection).data;
  // The server markup's text, read before the first commit replaces it.
  const [markupText] = useState(() => element.textContent ?? '');
  useBusEvent('product-list:changed', (e) => {
    if (e.list === list && !e.refreshed)
      void net()
        .then(({ pageData }) => refreshSoon(pageData, section))
        .catch(() => {});
  });
  const count = data ? listCount(data) : undefined;
  return { count, markupShows: count !== undefined && linkShowsCount(count, markupText) };
}
