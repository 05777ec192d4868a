// The header search box with suggestions (spec §2.3, §4.5). It renders a real form with the
// server's action, so Enter without an active option, and "show all", submit the search.
import { useWidget } from '../../src/core/widget-context.tsx';
import type { HeaderSearchProps } from './props.ts';
import { SearchSuggestions } from './SearchSuggestions.tsx';
import { useHeaderSearch } from './use-header-search.ts';

export function HeaderSearch(props: HeaderSearchProps) {
  const { t } = useWidget();
  const s = useHeaderSearch(props);
  const { view, state, full, active, server, toggled } = s;
  const activeOption = view && active >= 0 ? view.options[active] : undefined;
  const loading = state.status === 'loading';
  const announce = view
    ? t('search.count', { n: view.options.length })
    : state.status === 'closed' && state.reason === 'empty'
      ? t('search.count.none', { query: state.query }) // §4.5 closes the list; a screen reader still hears why
      : '';
  const close = full && (
    <button type="button" className="sf-header-search__close" aria-label={t('search.close')} onClick={s.on.closeFull}>
      ×
    </button>
  );
  const box = (
    <>
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
        {server.submitIcon ? <span className="sf-visually-hidden">{t('search.submit')}</span> : (server.submit ?? t('search.submit'))}
      </button>
      {!server.toggle && close}
      <SearchSuggestions view={view} listId={s.ids.list} optionId={s.ids.option} active={active} t={t} />
    </>
  );
  return (
    <div
      ref={s.refs.rootRef}
      className={
        'sf-header-search' +
        (full ? ' sf-header-search--full' : '') +
        (loading ? ' sf-header-search--loading' : '') +
        (server.toggle ? ' sf-header-search--toggle' : '')
      }
      onBlur={s.on.onBlur}
    >
      {full && <div className="sf-header-search__spacer" style={{ width: full.width, height: full.height }} />}
      <div className="sf-header-search__layer">
        <form
          ref={s.refs.formRef}
          id={server.formId ?? undefined}
          className={server.formClass + ' sf-header-search__form'}
          action={server.action}
          method="get"
          role="search"
        >
          {server.toggle && (
            // §9.6: on phones the theme's search icon stays, and the full search mode opens from it.
            <button
              ref={s.refs.toggleRef}
              type="button"
              className={server.toggle.className + ' sf-header-search__toggle'}
              hidden={!toggled || !!full}
              onClick={s.on.openFromToggle}
            >
              <span className="sf-visually-hidden">{server.toggle.label ?? t('search.open')}</span>
            </button>
          )}
          {server.toggle ? (
            <>
              <div className="sf-header-search__box" hidden={toggled && !full}>
                {box}
              </div>
              {close}
            </>
          ) : (
            box
          )}
        </form>
        <div role="status" className="sf-header-search__status">
          {announce}
        </div>
      </div>
    </div>
  );
}
