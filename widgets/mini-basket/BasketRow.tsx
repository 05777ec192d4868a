// One product row: photo, name, size (none for "uniw"), version, quantity with unit, value, and for a
// subscription its delivery period (§3.6 subscription_period, §4.9): its value is per delivery.
// Server text is rendered as text; links and photos only with http(s) or relative addresses.
import type { BasketProduct } from '../../src/core/schemas/basket.ts';
import { useWidget } from '../../src/core/widget-context.tsx';
import { formatQuantity, rowWorth, safeHref, showsSize, subscriptionDays } from '../../src/domain/basket.ts';

export function BasketRow({ product: p }: { product: BasketProduct }) {
  const { t, config } = useWidget();
  const link = safeHref(p.link);
  const photo = safeHref(p.icon);
  const name = p.name ?? '';
  const days = subscriptionDays(p.subscription_period);
  return (
    <li className="sf-mini-basket__product">
      {photo ? (
        <img className="sf-mini-basket__photo" src={photo} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : (
        <span className="sf-mini-basket__photo" />
      )}
      <span className="sf-mini-basket__details">
        {link ? (
          <a className="sf-mini-basket__name" href={link}>
            {name}
          </a>
        ) : (
          <span className="sf-mini-basket__name">{name}</span>
        )}
        {showsSize(p.size) && (
          <span className="sf-mini-basket__size">
            {t('basket.size')}: {p.size_name || p.size}
          </span>
        )}
        {p.product_version_name && (
          <span className="sf-mini-basket__version">
            {t('basket.version')}: {p.product_version_name}
          </span>
        )}
        <span className="sf-mini-basket__quantity">
          {t('basket.quantity')}: {formatQuantity(p.count, config.currency.decimal ?? ',')}
          {p.worth_unit ? ' ' + p.worth_unit : ''}
        </span>
        {days !== null && <span className="sf-mini-basket__subscription">{t('basket.subscription', { days })}</span>}
      </span>
      <span className="sf-mini-basket__value">{rowWorth(p, config.priceType)}</span>
    </li>
  );
}
