// The header search box with suggestions (spec §2.3, §4.5). It renders a real form with the
// server's action, so Enter without an active option, and "show all", submit the search.
import { useWidget } from '../../src/core/widget-context.tsx';
import type { HeaderSearchProps } from './props.ts';
import { SearchSuggestions } from './SearchSuggestions.tsx';
import { useHeaderSearch } from './use-header-search.ts';

export function HeaderSearch(props: HeaderSearchProps) {
  const { t } = useWidget();
  const s = useHeaderSearch(props);
  const { view, state, full, active, server } = s;
  const activeOption = view && active >= 0 ? view.options[active] : undefined;
  const loading = state.status === 'loading';
  const announce = view
    ? t('search.count', { n: view.options.length })
    : state.status === 'closed' && state.reason === 'empty'
      ? t('search.count.none', { query: state.query }) // §4.5 closes the list; a screen reader still hears why
      : '';
  return (
    <div
      ref={s.refs.rootRef}
      className={'sf-header-search' + (full ? ' sf-header-search--full' : '') + (loading ? ' sf-header-search--loading' : '')}
      onBlur={s.on.onBlur}
    >
      {full && <div className="sf-header-search__spacer" style={{ width: full.width, height: full.height }} />}
      <div className="sf-header-search__layer">
        <form ref={s.refs.formRef} className={server.formClass + ' sf-header-search__form'} action={server.action} method="get" role="search">
          <label className={server.labelClass} htmlFor={s.ids.input}>
            {server.label ?? t('search.label')}
          </label>
          <input
            ref={s.refs.inputRef}
            id={s.ids.input}
            className={server.inputClass + ' sf-header-search__input'}
            type="search"
            name="text"
            value={s.text}
            placeholder={server.placeholder ?? undefined}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={!!view}
            aria-controls={s.ids.list}
            aria-activedescendant={activeOption ? s.ids.option(activeOption.id) : undefined}
            aria-busy={loading || undefined}
            onChange={s.on.onChange}
            onFocus={s.on.onFocus}
            onKeyDown={s.on.onKeyDown}
          />
          <button className={server.submitClass} type="submit">
            {server.submit ?? t('search.submit')}
          </button>
          {full && (
            <button type="button" className="sf-header-search__close" aria-label={t('search.close')} onClick={s.on.closeFull}>
              ×
            </button>
          )}
          <SearchSuggestions view={view} listId={s.ids.list} optionId={s.ids.option} active={active} t={t} />
        </form>
        <div role="status" className="sf-header-search__status">
          {announce}
        </div>
      </div>
    </div>
  );
}
