// The dialog's map of the stores. Leaflet is not in this widget's chunk: useLeafletMap imports the
// map module when the dialog opens (the store map: never in the initial page load).
import { useEffect } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import type { MapPoint } from '../../src/domain/stores.ts';
import { useLeafletMap } from '../../src/ui/map/use-leaflet-map.ts';
import type { StoreStockProps } from './props.ts';
import type { StoreEntry } from './use-store-stock.ts';

/** The stores map's state, for the dialog. */
export interface StoresMap {
  /** Callback ref for the map's container element. */
  ref(el: HTMLElement | null): void;
  /** Whether the map is built (Leaflet loaded); the container is aria-busy until then. */
  ready: boolean;
  /** Whether Leaflet's chunk failed to load. */
  failed: boolean;
  /** Zooms the map in (+1) or out (−1). */
  zoomBy(delta: number): void;
}

export function useStoresMap(props: StoreStockProps, entries: readonly StoreEntry[], selected: string | null, onSelect: (key: string) => void): StoresMap {
  const { t } = useWidget();
  const { ref, map, failed, zoomBy } = useLeafletMap({
    tileUrl: props.tileUrl,
    attribution: props.attribution,
    markerBase: props.markerBase,
    clusterTitle: (count) => t('storeStock.cluster', { count }),
    onSelect,
  });

  useEffect(() => {
    if (!map) return;
    const points: MapPoint[] = entries
      .filter((e) => e.lat !== null && e.lng !== null)
      .map((e) => ({ id: e.key, lat: e.lat!, lng: e.lng!, title: e.stock.stockInfo?.name ?? e.city, city: e.city }));
    map.resize();
    map.setPoints(points, true);
  }, [map, entries]);

  useEffect(() => {
    if (map && selected) map.select(selected, true);
  }, [map, selected]);

  return { ref, ready: !!map, failed, zoomBy };
}
