// State of the map widget: the points, the city filter, the viewport, the selection, and the
// Leaflet map's lifecycle. The list beside the map shows the points in view (DESIGN: the
// accessible alternative to the map); selecting in the list reveals the marker and vice versa.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { clusterOptions } from '../../src/domain/clustering.ts';
import { citiesOf, filterPoints, type Bounds } from '../../src/domain/stores.ts';
import type { MapHandle } from '../../src/ui/map/leaflet-map.ts';
import { fromInline, loadCompactPoints, type StorePoint } from './points.ts';
import { MAP_DEFAULTS, type StoreMapProps } from './props.ts';
import { usePickupSearch } from './use-pickup-search.ts';

export function useStoreMap(props: StoreMapProps) {
  const { t, config } = useWidget();
  const [points, setPoints] = useState<StorePoint[]>(() => (props.points ?? []).map(fromInline));
  const [loading, setLoading] = useState(!!props.pointsUrl);
  const [city, setCity] = useState('');
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [mapEl, setMapEl] = useState<HTMLDivElement | null>(null);
  const handle = useRef<MapHandle | null>(null);
  /** The point set the map has now; null before the first or after a new map. */
  const sent = useRef<readonly StorePoint[] | null>(null);
  const zoom = props.zoom ?? MAP_DEFAULTS.zoom;
  const listLimit = props.listLimit ?? MAP_DEFAULTS.listLimit;

  // Large sets come from a JSON file (the loader parses it in slices).
  useEffect(() => {
    if (!props.pointsUrl) return;
    const ctrl = new AbortController();
    loadCompactPoints(props.pointsUrl, ctrl.signal, config.timeoutMs)
      .then((list) => {
        setPoints(list);
        setLoading(false);
      })
      .catch(() => !ctrl.signal.aborted && setLoading(false));
    return () => ctrl.abort();
  }, [config.timeoutMs, props.pointsUrl]);

  const cities = useMemo(() => citiesOf(points), [points]);
  const shown = useMemo(() => (city ? points.filter((p) => p.city === city) : points), [points, city]);

  // The map: created once its container exists, destroyed with the widget.
  const onSelectRef = useRef<(id: string) => void>(() => {});
  // Leaflet is a lazy chunk: loaded when the map mounts (the widget mounts when visible), and
  // never imported on the server (the /widgets catalog reads this module in Node).
  const [mapReady, setMapReady] = useState(false);
  const [mapFailed, setMapFailed] = useState(false);
  useEffect(() => {
    if (!mapEl) return;
    let live = true;
    let h: MapHandle | null = null;
    import('../../src/ui/map/leaflet-map.ts').then(
      ({ createMap }) => {
        if (!live) return;
        h = createMap(mapEl, {
          tileUrl: props.tileUrl ?? MAP_DEFAULTS.tileUrl,
          attribution: props.attribution ?? MAP_DEFAULTS.attribution,
          zoom,
          center: props.center ?? MAP_DEFAULTS.center,
          cluster: clusterOptions(props.cluster),
          markerBase: props.markerBase ?? MAP_DEFAULTS.markerBase,
          clusterTitle: (count) => t('storeMap.cluster', { count }),
          onSelect: (id) => onSelectRef.current(id),
          onView: (b) => setBounds(b),
        });
        handle.current = h;
        setMapReady(true);
      },
      () => live && setMapFailed(true),
    );
    return () => {
      live = false;
      handle.current = null;
      sent.current = null;
      setMapReady(false);
      h?.destroy();
    };
    // The map is built once per container; later prop changes do not rebuild it.
  }, [mapEl]);

  // Every new set of points (loaded, searched, or a city chosen) is fitted into view. The set is
  // handed over once: the effect also runs when only `mapReady` changed, and a second hand-over
  // of the same set would restart its clustering.
  useEffect(() => {
    const h = handle.current;
    if (!h || sent.current === shown) return;
    sent.current = shown;
    h.setPoints(shown, true);
  }, [shown, mapReady]);

  const listRef = useRef<HTMLUListElement>(null);
  // Marker → list: select and move focus to the point's entry.
  onSelectRef.current = (id) => {
    setSelected(id);
    handle.current?.select(id, false);
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-point-id="${CSS.escape(id)}"]`)?.focus());
  };
  // List → marker: reveal the marker out of its cluster and highlight it.
  const selectFromList = useCallback((id: string) => {
    setSelected(id);
    handle.current?.select(id, true);
  }, []);

  const chooseCity = useCallback((c: string) => setCity(c), []);

  const onSearchResult = useCallback(
    (list: StorePoint[], gps: { lat: number; lng: number } | null) => {
      setSelected(null);
      if (list.length) {
        setCity('');
        setPoints(list);
      } else if (gps) {
        // Nothing there (§8.4 "check another address"): the points stay, the map shows the address.
        handle.current?.setView(gps.lat, gps.lng, zoom);
      }
    },
    [zoom],
  );
  const search = usePickupSearch(props.courierId, onSearchResult);

  const list = useMemo(() => {
    const r = filterPoints(shown, { bounds, limit: listLimit });
    const sel = selected === null ? undefined : shown.find((p) => p.id === selected);
    if (sel && !r.items.includes(sel)) r.items.unshift(sel);
    return r;
  }, [shown, bounds, listLimit, selected]);

  return {
    loading,
    mapFailed,
    points: shown,
    cities,
    city,
    chooseCity,
    list,
    selected,
    selectFromList,
    listRef,
    mapRef: setMapEl,
    zoomBy: (d: number) => handle.current?.zoomBy(d),
    search,
    height: props.height ?? MAP_DEFAULTS.height,
    attribution: props.attribution ?? MAP_DEFAULTS.attribution,
  };
}
