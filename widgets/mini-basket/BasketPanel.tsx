// The panel: product rows, the shipping cost and value, the basket and one-click links.
import type { BasketSection } from '../../src/core/schemas/basket.ts';
import { useWidget } from '../../src/core/widget-context.tsx';
import { basketHeader, isZeroAmount, miniBasketLayout, oneClickCheckoutAllowed } from '../../src/domain/basket.ts';
import { BasketRow } from './BasketRow.tsx';

export interface BasketPanelProps {
  basket: BasketSection;
  basketUrl: string;
  checkoutUrl: string;
}

export function BasketPanel({ basket, basketUrl, checkoutUrl }: BasketPanelProps) {
  const { t, config } = useWidget();
  const layout = miniBasketLayout(basket.products.length);
  const { worth, shipping } = basketHeader(basket, config.priceType);
  return (
    <>
      <ul className={'sf-mini-basket__products sf-mini-basket__products--' + layout} data-layout={layout}>
        {basket.products.map((p, i) => (
          <BasketRow key={i} product={p} />
        ))}
      </ul>
      <dl className="sf-mini-basket__summary">
        <div className="sf-mini-basket__shipping">
          <dt>{t('basket.shipping')}</dt>
          <dd>{isZeroAmount(shipping) ? t('basket.freeShipping') : shipping}</dd>
        </div>
        <div className="sf-mini-basket__total">
          <dt>{t('basket.worth')}</dt>
          <dd>{worth}</dd>
        </div>
      </dl>
      <div className="sf-mini-basket__actions">
        <a className="sf-mini-basket__to-basket" href={basketUrl}>
          {t('basket.goToBasket')}
        </a>
        {oneClickCheckoutAllowed(basket.products) && (
          <a className="sf-mini-basket__checkout" href={checkoutUrl}>
            {t('basket.checkout')}
          </a>
        )}
      </div>
    </>
  );
}
