// Prices (spec §2.10, §4.8, §9.4): the current unit price, the strike-through maximum with the save
// percent, advance and suggested retail prices, the quantity thresholds, or "call for price".
import type { Translate } from '../../src/core/i18n.ts';
import type { Money, PriceView, QuantityState } from './view.ts';

export interface PriceBlockProps {
  prices: PriceView;
  /** A part's price on its way, or failing (§7.5, §8.4): the loader's text for a screen reader; null = no loader (the part says why a price fails). */
  calculating: string | null;
  /** The unit's name, for the thresholds. */
  unit: string;
  /** The form's quantity: a multipack choice sets it. null: a part has its own quantities (§2.10 multi-variant), so no thresholds show. */
  quantity: QuantityState | null;
  formatNumber(n: number): string;
  priceType: 'gross' | 'net';
  money: Money;
  t: Translate;
}

export function PriceBlock({ prices, calculating, unit, quantity, formatNumber, priceType, money, t }: PriceBlockProps) {
  const unitPrice = (r: { price: number; price_net: number }) => money(priceType === 'net' ? r.price_net : r.price);
  const extras = [
    prices.advance !== null ? t('projector.advance', { price: money(prices.advance) }) : null,
    prices.suggested !== null ? t('projector.suggested', { price: money(prices.suggested) }) : null,
  ].filter((x): x is string => x !== null);
  return (
    <div className="sf-projector-form__prices">
      <p className="sf-projector-form__price-line">
        {calculating !== null ? (
          <strong className="sf-projector-form__price sf-projector-form__price--loading" aria-busy="true">
            <span className="sf-visually-hidden">{calculating}</span>
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
      {extras.length > 0 && <p className="sf-projector-form__price-extra">{extras.join(' · ')}</p>}
      {quantity && prices.multipack.length > 0 && !prices.phone && (
        // §2.10 multipack list: choosing a pack sets the quantity that reaches its threshold.
        <fieldset className="sf-projector-form__multipack">
          <legend className="sf-projector-form__legend">{t('projector.multipack')}</legend>
          {prices.multipack.map(({ item, quantity: q }) => (
            <label key={item.threshold} className="sf-projector-form__multipack-option" data-applied={item === prices.rebate ? '' : undefined}>
              <input type="radio" name="multipack" value={String(q)} checked={quantity.value === q} onChange={() => quantity.choose(q)} />{' '}
              {t('projector.multipackOption', { quantity: formatNumber(q), unit, price: unitPrice(item) })}
            </label>
          ))}
        </fieldset>
      )}
      {quantity && prices.next && !prices.phone && (
        <p className="sf-projector-form__next">
          {t('projector.nextThreshold', { left: formatNumber(prices.next.left), unit, price: unitPrice(prices.next.item) })}
        </p>
      )}
    </div>
  );
}
