// The dialog's map of the stores. Leaflet is not in this widget's chunk: the map module is
// imported when the dialog opens (issue 7: never in the initial page load).
import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { clusterOptions } from '../../src/domain/clustering.ts';
import type { MapPoint } from '../../src/domain/stores.ts';
import type { MapHandle } from '../../src/ui/map/leaflet-map.ts';
import type { StoreStockProps } from './props.ts';
import type { StoreEntry } from './use-store-stock.ts';

const ZOOM = 13; // §9.10

export function useStoresMap(props: StoreStockProps, entries: readonly StoreEntry[], selected: string | null, onSelect: (key: string) => void) {
  const { t } = useWidget();
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    if (!el) return;
    let live = true;
    let h: MapHandle | null = null;
    import('../../src/ui/map/leaflet-map.ts').then(
      ({ createMap }) => {
        if (!live) return;
        h = createMap(el, {
          tileUrl: props.tileUrl ?? '/tiles/{z}/{x}/{y}.png',
          attribution: props.attribution ?? '',
          zoom: ZOOM,
          center: [52.07, 19.48],
          cluster: clusterOptions(),
          markerBase: props.markerBase ?? '/gfx/standards/',
          clusterTitle: (count) => t('storeStock.cluster', { count }),
          onSelect: (key) => onSelectRef.current(key),
          onView: () => {},
        });
        setHandle(h);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      h?.destroy();
      setHandle(null);
    };
    // Built once per container.
  }, [el]);

  useEffect(() => {
    if (!handle) return;
    const points: MapPoint[] = entries
      .filter((e) => e.lat !== null && e.lng !== null)
      .map((e) => ({ id: e.key, lat: e.lat!, lng: e.lng!, title: e.stock.stockInfo?.name ?? e.city, city: e.city }));
    handle.resize();
    handle.setPoints(points, true);
  }, [handle, entries]);

  useEffect(() => {
    if (handle && selected) handle.select(selected, true);
  }, [handle, selected]);

  return { ref: setEl, ready: !!handle, failed, zoomBy: (d: number) => handle?.zoomBy(d) };
}
