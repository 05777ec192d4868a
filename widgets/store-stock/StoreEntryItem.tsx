// One store in the dialog: a toggle with name, city and quantity; expanded, the address, the
// contact links (phone, mail, gg), the opening hours per weekday and the availability status.
import { Fragment, useId } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { OpeningHoursTable } from '../../src/ui/OpeningHoursTable.tsx';
import { safeUrl } from '../../src/domain/safe-url.ts';
import { quantityText } from '../../src/domain/stores.ts';
import type { StoreEntry } from './use-store-stock.ts';

export function StoreEntryItem({ entry, expanded, onToggle }: { entry: StoreEntry; expanded: boolean; onToggle(): void }) {
  const { t } = useWidget();
  const id = useId();
  const { stock } = entry;
  const info = stock.stockInfo;
  const status = stock.productAvailableStatus;
  // The server's status icon reaches <img src> only when it is http(s) or relative.
  const iconUrl = safeUrl(status?.icon);
  return (
    <li className="sf-store-stock__store">
      <h3 className="sf-store-stock__store-head">
        <button type="button" className="sf-store-stock__toggle" aria-expanded={expanded} aria-controls={id} data-store-key={entry.key} onClick={onToggle}>
          <span className="sf-store-stock__store-name">{info?.name ?? entry.city}</span>
          <span className="sf-store-stock__store-city">{entry.city}</span>
          <span className="sf-store-stock__quantity">{quantityText(stock)}</span>
        </button>
      </h3>
      <div id={id} className="sf-store-stock__details" hidden={!expanded}>
        {expanded && (
          <>
            <p className="sf-store-stock__availability">
              {iconUrl && <img src={iconUrl} alt="" width={16} height={16} />}
              <span>{status?.description}</span>
              <span>
                {' '}
                ({t('storeStock.quantity')}: {quantityText(stock)})
              </span>
            </p>
            <dl className="sf-store-stock__facts">
              <dt>{t('storeStock.address')}</dt>
              <dd>
                {info?.street}
                <br />
                {[info?.zipcode, info?.city].filter(Boolean).join(' ')}
                {info?.country ? <>, {info.country}</> : null}
              </dd>
              {info?.contact && <Contact contact={info.contact} />}
            </dl>
            {info?.cleardescription && <p className="sf-store-stock__description">{info.cleardescription}</p>}
            <OpeningHoursTable week={info?.openingHours} className="sf-store-stock__hours" />
          </>
        )}
      </div>
    </li>
  );
}

type Link = { text?: string | null; link?: string | null } | null | undefined;

function Contact({ contact }: { contact: { phone?: Link; mail?: Link; gg?: Link } }) {
  const { t } = useWidget();
  const rows = (['phone', 'mail', 'gg'] as const).filter((k) => contact[k]?.text);
  if (!rows.length) return null;
  return (
    <>
      {rows.map((k) => {
        const c = contact[k]!;
        const href = c.link && /^(tel:|mailto:|gg:|https?:)/i.test(c.link) ? c.link : undefined;
        return (
          <Fragment key={k}>
            <dt>{t('storeStock.' + k)}</dt>
            <dd>{href ? <a href={href}>{c.text}</a> : c.text}</dd>
          </Fragment>
        );
      })}
    </>
  );
}
