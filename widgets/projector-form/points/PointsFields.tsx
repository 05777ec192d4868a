// The loyalty points section of the product form (spec §6, §8.4, §9.4).
import { Tooltip } from '../../../src/ui/Tooltip.tsx';
import { BUY_FOR_POINTS, type PointsState } from './use-points.ts';
import { refuseRepeatSubmit } from '../../../src/ui/repeat-click.ts';

export function PointsFields({ state }: { state: PointsState }) {
  const { t, customer, cost, earn } = state;
  if (!state.shown || (!cost && !earn)) return null;
  const buys = !!cost && customer !== null && customer !== 'guest';
  return (
    <section className="sf-points" aria-label={t('projector.points.title')}>
      {state.only && <p className="sf-points__only">{t('projector.points.only')}</p>}
      {cost && <p className="sf-points__line">{t('projector.points.price', { points: cost })}</p>}
      {earn && <p className="sf-points__line">{t('projector.points.earn', { points: earn })}</p>}
      {customer && customer !== 'guest' && (
        <p className="sf-points__balance">
          <Tooltip content={[cost ? t('projector.points.exchange') + ' ' : '', t('projector.points.balance', { points: customer.balance })].join('')}>
            <button type="button" className="sf-points__info">
              {t('projector.points.info')}
            </button>
          </Tooltip>
          {customer.short && cost && <span className="sf-points__short">{t('projector.points.tooFew', { points: customer.short })}</span>}
        </p>
      )}
      {customer === 'guest' && (
        <p className="sf-points__guest">
          {t(cost ? 'projector.points.guest' : 'projector.points.guestEarn')}: <a href={state.loginUrl}>{t('projector.points.login')}</a> ·{' '}
          <a href={state.registerUrl}>{t('projector.points.register')}</a>
        </p>
      )}
      {buys && !state.only && (
        <button
          type="submit"
          name={BUY_FOR_POINTS}
          value="1"
          className="sf-button sf-button--secondary sf-points__buy"
          disabled={!!customer.short}
          onClick={refuseRepeatSubmit}
        >
          {t('projector.points.buy')}
        </button>
      )}
    </section>
  );
}
