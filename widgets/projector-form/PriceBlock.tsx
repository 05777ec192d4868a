// Prices (spec §2.10, §4.8, §9.4): the current unit price, the strike-through maximum with the save
// percent, advance and suggested retail prices, the quantity thresholds, or "call for price".
import type { Translate } from '../../src/core/i18n.ts';
import type { FormulaNote } from './configurator/index.ts';
import type { Money, PriceView } from './view.ts';

export interface PriceBlockProps {
  prices: PriceView;
  /** A configured product's price formula (§7.5, §8.4): its loader and error; null for other products. */
  formula: FormulaNote | null;
  /** The unit's name, for the thresholds. */
  unit: string;
  priceType: 'gross' | 'net';
  money: Money;
  t: Translate;
}

export function PriceBlock({ prices, formula, unit, priceType, money, t }: PriceBlockProps) {
  const extras = [
    prices.advance !== null ? t('projector.advance', { price: money(prices.advance) }) : null,
    prices.suggested !== null ? t('projector.suggested', { price: money(prices.suggested) }) : null,
  ].filter((x): x is string => x !== null);
  return (
    <div className="sf-projector-form__prices">
      <p className="sf-projector-form__price-line">
        {formula?.busy ? (
          <strong className="sf-projector-form__price sf-projector-form__price--loading" aria-busy="true">
            <span className="sf-visually-hidden">{formula.calculating}</span>
          </strong>
        ) : prices.phone || prices.price === null ? (
          <strong className="sf-projector-form__price sf-projector-form__price--phone">{t('projector.phonePrice')}</strong>
        ) : (
          <>
            <strong className="sf-projector-form__price" data-value={prices.price}>
              {money(prices.price)}
            </strong>{' '}
            <span className="sf-projector-form__price-type">{t('projector.priceType.' + priceType)}</span>
            {prices.max !== null && prices.save !== null && (
              <>
                {' '}
                <del className="sf-projector-form__max">
                  <span className="sf-visually-hidden">{t('projector.maxPrice')}: </span>
                  {money(prices.max)}
                </del>{' '}
                <span className="sf-projector-form__save">{t('projector.save', { percent: prices.save })}</span>
              </>
            )}
          </>
        )}
      </p>
      {formula?.message && (
        <p className="sf-projector-form__price-error" role="alert">
          {formula.message}
        </p>
      )}
      {extras.length > 0 && <p className="sf-projector-form__price-extra">{extras.join(' · ')}</p>}
      {prices.rebates.length > 0 && !prices.phone && (
        <ul className="sf-projector-form__rebates">
          {prices.rebates.map((r) => (
            <li key={r.threshold} data-applied={r === prices.rebate ? '' : undefined}>
              {t('projector.rebate', { threshold: r.threshold, unit, price: money(priceType === 'net' ? r.price_net : r.price) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
