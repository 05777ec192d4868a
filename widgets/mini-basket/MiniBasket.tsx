// The header mini-basket (spec §2.4, §4.10). While nothing is known it keeps the server's
// basket link. With no products or more than 22 it is "hidden": no button and no panel, just
// the plain basket link — the server's own while it shows the right count, else an equal link
// with the fresh count. Otherwise the button with the badge and value, and the panel.
// Every rule is in src/domain/basket.ts.
import { useWidget } from '../../src/core/widget-context.tsx';
import { miniBasketVisible, safeHref } from '../../src/domain/basket.ts';
import { ServerMarkupSlot } from '../../src/ui/server-markup-slot.tsx';
import { BasketDisclosure } from './BasketDisclosure.tsx';
import { DEFAULT_BASKET_URL, DEFAULT_CHECKOUT_URL, type MiniBasketProps } from './props.ts';
import { useMiniBasket } from './use-mini-basket.ts';

export function MiniBasket(props: MiniBasketProps) {
  const { t } = useWidget();
  const { summary, basket, markupShows } = useMiniBasket();
  if (!summary) return <ServerMarkupSlot />;
  const basketUrl = safeHref(props.basketUrl) ?? DEFAULT_BASKET_URL;
  if (!miniBasketVisible(summary.count)) {
    if (markupShows(summary.count)) return <ServerMarkupSlot />;
    return (
      <a className="sf-mini-basket__link" href={basketUrl} data-count={summary.count}>
        {t('basket.title')} <span className="sf-mini-basket__link-count">({summary.count})</span>
        <span className="sf-mini-basket__vh"> {t('basket.count', { n: summary.count })}</span>
      </a>
    );
  }
  return <BasketDisclosure summary={summary} basket={basket} basketUrl={basketUrl} checkoutUrl={safeHref(props.checkoutUrl) ?? DEFAULT_CHECKOUT_URL} />;
}
