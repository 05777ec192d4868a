// The lowest-price lines for a computed view (pure markup, no hooks). The development shop
// renders the same component as the server fallback, so mounting never shifts the layout.
import type { Translate } from '../../src/core/i18n.ts';
import type { OmnibusView } from '../../src/domain/omnibus.ts';

export function OmnibusLines({ view, t }: { view: OmnibusView; t: Translate }) {
  if (!view.visible) return null;
  const flags = (Object.keys(view.flags) as Array<keyof typeof view.flags>).filter((k) => view.flags[k]).join(' ');
  return (
    <div className="sf-omnibus" data-flags={flags} data-label={view.label ?? undefined}>
      {view.label && <span className={'sf-omnibus__label sf-omnibus__label--' + view.label}>{t('omnibus.label.' + view.label)}</span>}{' '}
      <span className="sf-omnibus__lowest">
        {t('omnibus.lowest')}: <strong className="sf-omnibus__price">{view.lowest}</strong>
        {view.lowestUnit && (
          <span className="sf-omnibus__unit">
            {' '}
            ({t('omnibus.unitPrice')}: {view.lowestUnit})
          </span>
        )}
        {view.percent && <span className="sf-omnibus__percent"> {view.percent}</span>}
      </span>
      {view.regular && (
        <span className="sf-omnibus__regular">
          {view.upcomingFrom ? t('omnibus.upcoming', { date: view.upcomingFrom }) : t('omnibus.regular')}: <span>{view.regular}</span>
        </span>
      )}
      {view.withoutCode && (
        <span className="sf-omnibus__without-code">
          {t('omnibus.withoutCode')}: <span>{view.withoutCode}</span>
          {view.withoutCodeUnit && <span className="sf-omnibus__unit"> ({view.withoutCodeUnit})</span>}
        </span>
      )}
    </div>
  );
}
