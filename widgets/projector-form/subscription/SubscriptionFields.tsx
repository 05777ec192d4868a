// The subscription section of the product form (spec §2.10, §4.9): one purchase or a subscription,
// the delivery periods with what each saves, and what happened after a failed basket step.
import { useId } from 'react';
import { PeriodDialog } from './PeriodDialog.tsx';
import type { SubscriptionState } from './use-subscription.ts';

export function SubscriptionFields({ state }: { state: SubscriptionState }) {
  const { offer, on, t, periods, days, change, money } = state;
  const id = useId();
  if (!offer) return null;
  return (
    <fieldset className="sf-subscription" data-part="subscription">
      <legend className="sf-subscription__legend">{t(offer === 'only' ? 'projector.subscription.subscribe' : 'projector.subscription.legend')}</legend>
      {offer === 'only' ? (
        <>
          <p className="sf-subscription__only">{t('projector.subscription.only')}</p>
          <input type="hidden" name="subscription" value="1" />
        </>
      ) : (
        <div className="sf-subscription__modes">
          <label className="sf-subscription__mode">
            <input type="radio" name="subscription" value="0" checked={!on} onChange={() => state.setOn(false)} />
            {t('projector.subscription.once')}
          </label>
          <label className="sf-subscription__mode">
            <input type="radio" name="subscription" value="1" checked={on} onChange={() => state.setOn(true)} />
            {t('projector.subscription.subscribe')}
            {state.from && <span className="sf-subscription__from"> {t('projector.subscription.from', { price: state.from })}</span>}
          </label>
        </div>
      )}
      {on && (
        <fieldset className="sf-subscription__periods">
          <legend className="sf-subscription__legend">{t('projector.subscription.periods')}</legend>
          {periods.map((p) => (
            <label key={p.days} className="sf-subscription__period" data-selected={p.days === days ? '' : undefined}>
              <input
                type="radio"
                name="days_in_period"
                value={p.days}
                checked={p.days === days}
                onChange={() => state.choose(p.days)}
                aria-describedby={p.saved ? `${id}-${p.days}` : undefined}
              />
              <span>{p.name}</span>
              {p.price && <span className="sf-subscription__price">{money(p.price.gross.value)}</span>}
              {p.saved && (
                <span id={`${id}-${p.days}`} className="sf-subscription__save">
                  {t('projector.subscription.save', { amount: money(p.saved.amount), percent: p.saved.percent })}
                </span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      {change.notice && (
        <p className="sf-subscription__notice" role="alert">
          {t(`projector.subscription.${change.notice}`)}
        </p>
      )}
      <PeriodDialog state={state} />
    </fieldset>
  );
}
