// The map widget: optional pickup-point search, the map with its own zoom buttons and
// attribution (Leaflet's controls would need innerHTML), and the list beside it.
import { useId, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { PointList } from './PointList.tsx';
import type { StoreMapProps } from './props.ts';
import type { PickupSearch } from './use-pickup-search.ts';
import { useStoreMap } from './use-store-map.ts';

export function StoreMap(props: StoreMapProps) {
  const { t } = useWidget();
  const m = useStoreMap(props);
  const cityId = useId();
  return (
    <div className="sf-store-map" aria-busy={m.loading || m.search.busy}>
      {props.search && <SearchForm search={m.search} />}
      {m.cities.length > 1 && (
        // A native select: up to 100,000 points have few cities, and it keeps Leaflet's chunk within budget.
        <div className="sf-store-map__city">
          <label htmlFor={cityId}>{t('storeMap.city')}</label>
          <select id={cityId} value={m.city} onChange={(e) => m.chooseCity(e.target.value)}>
            <option value="">{t('storeMap.allCities')}</option>
            {m.cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="sf-store-map__body">
        {/* Leaflet makes every marker a Tab stop: keyboard users can jump past them to the list. */}
        <button type="button" className="sf-store-map__skip sf-visually-hidden-focusable" onClick={m.focusList}>
          {t('storeMap.skipMap')}
        </button>
        <div className="sf-store-map__map-wrap">
          <div ref={m.mapRef} className="sf-store-map__map" role="region" aria-label={t('storeMap.region')} style={{ height: m.height }} />
          <div className="sf-store-map__zoom">
            <button type="button" aria-label={t('storeMap.zoomIn')} onClick={() => m.zoomBy(1)}>
              <span aria-hidden="true">+</span>
            </button>
            <button type="button" aria-label={t('storeMap.zoomOut')} onClick={() => m.zoomBy(-1)}>
              <span aria-hidden="true">−</span>
            </button>
          </div>
          {m.attribution && <p className="sf-store-map__attribution">{m.attribution}</p>}
        </div>
        {m.loading ? (
          <p role="status">{t('storeMap.loading')}</p>
        ) : (
          <PointList items={m.list.items} total={m.list.total} selected={m.selected} onSelect={m.selectFromList} listRef={m.listRef} />
        )}
      </div>
    </div>
  );
}

function SearchForm({ search }: { search: PickupSearch }) {
  const { t } = useWidget();
  const [query, setQuery] = useState('');
  return (
    <>
      <form
        className="sf-store-map__search"
        role="search"
        aria-label={t('storeMap.searchLabel')}
        onSubmit={(e) => {
          e.preventDefault();
          search.byAddress(query);
        }}
      >
        <label>
          {t('storeMap.address')}
          <input type="search" name="address" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="street-address" />
        </label>
        <button type="submit" disabled={search.busy}>
          {t('storeMap.search')}
        </button>
        <button type="button" onClick={search.byLocation}>
          {t('storeMap.locate')}
        </button>
      </form>
      <div role="status">{search.message && <p className="sf-store-map__message">{t('storeMap.' + search.message)}</p>}</div>
    </>
  );
}
