// Prices (spec §2.10, §4.8, §9.4): the current unit price, the strike-through maximum with the save
// percent, advance and suggested retail prices, the quantity thresholds, or "call for price".
import type { Translate } from '../../src/core/i18n.ts';
import type { Money } from './use-money.ts';
import type { PriceView } from './use-projector-form.ts';

export function PriceBlock({ p, unit, priceType, money, t }: { p: PriceView; unit: string; priceType: 'gross' | 'net'; money: Money; t: Translate }) {
  const extras = [
    p.advance !== null ? t('projector.advance', { price: money(p.advance) }) : null,
    p.suggested !== null ? t('projector.suggested', { price: money(p.suggested) }) : null,
  ].filter((x): x is string => x !== null);
  return (
    <div className="sf-projector-form__prices">
      <p className="sf-projector-form__price-line">
        {p.phone || p.price === null ? (
          <strong className="sf-projector-form__price sf-projector-form__price--phone">{t('projector.phonePrice')}</strong>
        ) : (
          <>
            <strong className="sf-projector-form__price" data-value={p.price}>
              {money(p.price)}
            </strong>{' '}
            <span className="sf-projector-form__price-type">{t('projector.priceType.' + priceType)}</span>
            {p.max !== null && p.save !== null && (
              <>
                {' '}
                <del className="sf-projector-form__max">
                  <span className="sf-visually-hidden">{t('projector.maxPrice')}: </span>
                  {money(p.max)}
                </del>{' '}
                <span className="sf-projector-form__save">{t('projector.save', { percent: p.save })}</span>
              </>
            )}
          </>
        )}
      </p>
      {extras.length > 0 && <p className="sf-projector-form__price-extra">{extras.join(' · ')}</p>}
      {p.rebates.length > 0 && !p.phone && (
        <ul className="sf-projector-form__rebates">
          {p.rebates.map((r) => (
            <li key={r.threshold} data-applied={r === p.rebate ? '' : undefined}>
              {t('projector.rebate', { threshold: r.threshold, unit, price: money(priceType === 'net' ? r.price_net : r.price) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
