// The text overrides: a search over every text's key, widgets and defaults, and a row per
// text shown: its key, its default in each language, where it shows, and the field for the override.
import { useId } from 'react';
import { LANGUAGES, type Translate } from '../../src/core/i18n.ts';
import type { TextRow } from '../../src/domain/config-builder.ts';
import type { TextFilter } from './use-text-filter.ts';

export interface TextOverridesProps {
  t: Translate;
  filter: TextFilter;
  overrides: Readonly<Record<string, string>>;
  onText(key: string, text: string): void;
}

function TextRowItem({ t, row, value, onText }: { t: Translate; row: TextRow; value: string; onText(key: string, text: string): void }) {
  const id = useId();
  return (
    <li className="sf-config-builder__text">
      <label className="sf-config-builder__key" htmlFor={id}>
        <span className="sf-visually-hidden">{t('configBuilder.texts.override')}: </span>
        <code>{row.key}</code>
      </label>
      <dl id={id + 'defaults'} className="sf-config-builder__defaults">
        {LANGUAGES.map((l) => (
          <div key={l}>
            <dt lang={l}>{t('configBuilder.language.' + l)}</dt>
            <dd lang={l}>{row[l]}</dd>
          </div>
        ))}
        <div>
          <dt>{t('configBuilder.texts.where')}</dt>
          <dd>{row.widgets.join(', ')}</dd>
        </div>
      </dl>
      <input
        id={id}
        className="sf-field sf-config-builder__input"
        type="text"
        value={value}
        onChange={(e) => onText(row.key, e.target.value)}
        aria-describedby={id + 'defaults'}
      />
    </li>
  );
}

export function TextOverrides({ t, filter, overrides, onText }: TextOverridesProps) {
  const id = useId();
  const shown = filter.rows.length;
  return (
    <section className="sf-config-builder__texts" aria-labelledby={id + 'title'}>
      <h3 id={id + 'title'} className="sf-config-builder__heading">
        {t('configBuilder.texts')}
      </h3>
      <div className="sf-config-builder__search">
        <label htmlFor={id + 'q'}>{t('configBuilder.texts.search')}</label>
        <input
          id={id + 'q'}
          className="sf-field sf-config-builder__input"
          type="search"
          value={filter.query}
          onChange={(e) => filter.setQuery(e.target.value)}
        />
        <label className="sf-config-builder__choice">
          <input type="checkbox" checked={filter.onlyChanged} onChange={(e) => filter.setOnlyChanged(e.target.checked)} />
          {t('configBuilder.texts.changed')}
        </label>
      </div>
      <p className="sf-config-builder__hint" role="status">
        {t('configBuilder.texts.count', { n: filter.matches })}
        {shown < filter.matches ? ' ' + t('configBuilder.texts.shown', { shown, n: filter.matches }) : ''}
      </p>
      <ul ref={filter.list} className="sf-config-builder__list">
        {filter.rows.map((row) => (
          <TextRowItem key={row.key} t={t} row={row} value={overrides[row.key] ?? ''} onText={onText} />
        ))}
      </ul>
      {shown < filter.matches && (
        <button type="button" className="sf-button sf-button--primary sf-config-builder__button" onClick={filter.showMore}>
          {t('configBuilder.texts.more')}
        </button>
      )}
    </section>
  );
}
