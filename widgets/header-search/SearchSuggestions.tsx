// The suggestion popup: a listbox of labelled groups (WAI-ARIA combobox pattern) and the
// "show all" button, which submits the search form (§2.3). The listbox always exists, hidden
// when closed, so the input's aria-controls always points at an element.
import type { MouseEvent } from 'react';
import type { Translate } from '../../src/core/i18n.ts';
import type { SearchView } from '../../src/domain/search-view.ts';
import { SearchOptionRow } from './SearchOptionRow.tsx';

interface Props {
  view: SearchView | null;
  listId: string;
  optionId(id: string): string;
  active: number;
  t: Translate;
}

// Keeps focus in the input while the pointer is on the popup; the click still follows the link.
const keepFocus = (e: MouseEvent) => e.preventDefault();

export function SearchSuggestions({ view, listId, optionId, active, t }: Props) {
  const activeId = view && active >= 0 ? view.options[active]?.id : undefined;
  return (
    // Keeps the focus in the search field when an option is pressed: the keys work on the field.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="sf-header-search__popup" hidden={!view} onMouseDown={keepFocus}>
      <div role="listbox" id={listId} aria-label={t('search.suggestions')} className="sf-header-search__list" data-query={view?.query}>
        {view?.groups.map((g) => (
          <div role="group" key={g.kind} aria-labelledby={listId + '-' + g.kind} className={'sf-header-search__group sf-header-search__group--' + g.kind}>
            <div role="presentation" id={listId + '-' + g.kind} className="sf-header-search__group-label">
              {t('search.group.' + g.kind)}
            </div>
            {g.options.map((o) => (
              <SearchOptionRow key={o.id} option={o} id={optionId(o.id)} active={o.id === activeId} t={t} />
            ))}
          </div>
        ))}
      </div>
      {view && (
        <button type="submit" className="sf-header-search__show-all">
          {t('search.showAll')}
        </button>
      )}
    </div>
  );
}
