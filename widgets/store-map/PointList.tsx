// The list beside the map: the points in the viewport, each a toggle button; the selected one
// shows its details (address, distance, opening days per weekday).
import type { RefObject } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { distanceText } from '../../src/domain/stores.ts';
import { isEmptyWeek } from '../../src/domain/opening-hours.ts';
import { OpeningHoursTable } from '../../src/ui/OpeningHoursTable.tsx';
import type { StorePoint } from './points.ts';

export interface PointListProps {
  items: readonly StorePoint[];
  total: number;
  selected: string | null;
  onSelect(id: string): void;
  listRef: RefObject<HTMLUListElement | null>;
}

export function PointList({ items, total, selected, onSelect, listRef }: PointListProps) {
  const { t, config } = useWidget();
  const decimal = config.language === 'en' ? '.' : ',';
  return (
    <div className="sf-store-map__list-wrap">
      <p className="sf-store-map__summary" role="status">
        {total ? t('storeMap.inView', { shown: items.length, total }) : t('storeMap.noneInView')}
      </p>
      <ul ref={listRef} className="sf-store-map__list" aria-label={t('storeMap.list')} tabIndex={-1}>
        {items.map((p) => (
          <li key={p.id}>
            <button type="button" className="sf-store-map__item" aria-pressed={p.id === selected} data-point-id={p.id} onClick={() => onSelect(p.id)}>
              <span className="sf-store-map__item-title">{p.title}</span>
              <span className="sf-store-map__item-meta">{p.address ?? p.city}</span>
              {p.distance != null && <span className="sf-store-map__item-meta">{t('storeMap.distance', { distance: distanceText(p.distance, decimal) })}</span>}
            </button>
            {p.id === selected && <PointDetails point={p} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PointDetails({ point }: { point: StorePoint }) {
  const { t } = useWidget();
  if (!point.location && isEmptyWeek(point.openingDays) && !point.link) return null;
  return (
    <div className="sf-store-map__details">
      {point.location && <p>{point.location}</p>}
      <OpeningHoursTable week={point.openingDays} className="sf-store-map__hours" captionClassName="sf-visually-hidden" />
      {point.link && <a href={point.link}>{t('storeMap.details')}</a>}
    </div>
  );
}
