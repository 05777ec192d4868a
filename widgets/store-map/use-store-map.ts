// State of the map widget: the points, the city filter, the viewport, the selection, and the
// Leaflet map's lifecycle. The list beside the map shows the points in view (docs/design.md §5: the
// accessible alternative to the map); selecting in the list reveals the marker and vice versa.
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useWidget } from '../../src/core/widget-context.tsx';
import { citiesOf, filterPoints, type Bounds } from '../../src/domain/stores.ts';
import { hasTrackingEvents } from '../../src/domain/tracking-header.ts';
import type { MapHandle } from '../../src/ui/map/leaflet-map.ts';
import { useLeafletMap } from '../../src/ui/map/use-leaflet-map.ts';
import { fromInline, loadCompactPoints, type StorePoint } from './points.ts';
import { STORE_MAP_DEFAULTS, type StoreMapProps } from './props.ts';
import { usePickupSearch, type PickupSearch } from './use-pickup-search.ts';

/** The map widget's state, for StoreMap.tsx. */
export interface StoreMapState {
  /** The points file (`pointsUrl`) is still loading. */
  loading: boolean;
  /** Leaflet's chunk could not be loaded; the list still works. */
  mapFailed: boolean;
  /** The points on the map: all of them, or the chosen city's. */
  points: readonly StorePoint[];
  /** The points' cities, in Polish order, for the city filter. */
  cities: readonly string[];
  /** The chosen city; '' for all. */
  city: string;
  /** Chooses a city ('' for all). */
  chooseCity(city: string): void;
  /** The list beside the map: the points in view (at most `listLimit`, the selected one first) and how many are in view. */
  list: { items: StorePoint[]; total: number };
  /** Id of the selected point, or null. */
  selected: string | null;
  /** Selects a point from the list: reveals its marker out of its cluster and highlights it. */
  selectFromList(id: string): void;
  /** The list element, to move focus to an entry when its marker is chosen. */
  listRef: RefObject<HTMLUListElement | null>;
  /** Moves the focus past the map's markers to the list's first entry (the skip button). */
  focusList(): void;
  /** Callback ref for the map's container element. */
  mapRef(el: HTMLElement | null): void;
  /** Zooms the map in (+1) or out (−1). */
  zoomBy(delta: number): void;
  /** The pickup-point search by address or location. */
  search: PickupSearch;
  /** Map height in pixels. */
  height: number;
  /** Plain-text tile attribution shown under the map, if any. */
  attribution: string | undefined;
}

export function useStoreMap(props: StoreMapProps): StoreMapState {
  const { t, config, net } = useWidget();
  const [points, setPoints] = useState<StorePoint[]>(() => (props.points ?? []).map(fromInline));
  const [loading, setLoading] = useState(!!props.pointsUrl);
  const [city, setCity] = useState('');
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const listLimit = props.listLimit ?? STORE_MAP_DEFAULTS.listLimit;

  // Large sets come from a JSON file (the loader parses it in slices).
  useEffect(() => {
    if (!props.pointsUrl) return;
    const ctrl = new AbortController();
    const track = (headers: Headers) =>
      hasTrackingEvents(headers) &&
      void net().then(
        (n) => n.graphql.track(headers),
        () => {},
      );
    loadCompactPoints(props.pointsUrl, ctrl.signal, config.timeoutMs, track)
      .then((list) => {
        setPoints(list);
        setLoading(false);
      })
      .catch(() => !ctrl.signal.aborted && setLoading(false));
    return () => ctrl.abort();
  }, [config.timeoutMs, props.pointsUrl, net]);

  const cities = useMemo(() => citiesOf(points), [points]);
  const shown = useMemo(() => (city ? points.filter((p) => p.city === city) : points), [points, city]);

  const listRef = useRef<HTMLUListElement>(null);
  // The map: created once its container exists, destroyed with the widget. Leaflet is a lazy
  // chunk, loaded when the map mounts (the widget mounts when visible).
  const {
    ref: mapRef,
    map,
    failed: mapFailed,
    zoomBy,
  } = useLeafletMap({
    tileUrl: props.tileUrl,
    attribution: props.attribution,
    zoom: props.zoom,
    center: props.center,
    markerBase: props.markerBase,
    cluster: props.cluster,
    clusterTitle: (count) => t('storeMap.cluster', { count }),
    // Marker → list: select and move focus to the point's entry.
    onSelect: (id) => {
      setSelected(id);
      map?.select(id, false);
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-point-id="${CSS.escape(id)}"]`)?.focus());
    },
    onView: (b) => setBounds(b),
  });

  // Every new set of points (loaded, searched, or a city chosen) is fitted into view. The set is
  // handed over once per map: a second hand-over of the same set would restart its clustering.
  /** The map and the point set it has now; null before the first. */
  const sent = useRef<{ map: MapHandle; points: readonly StorePoint[] } | null>(null);
  useEffect(() => {
    if (!map || (sent.current?.map === map && sent.current.points === shown)) return;
    sent.current = { map, points: shown };
    map.setPoints(shown, true);
  }, [shown, map]);

  // List → marker: reveal the marker out of its cluster and highlight it.
  const selectFromList = useCallback(
    (id: string) => {
      setSelected(id);
      map?.select(id, true);
    },
    [map],
  );

  const chooseCity = useCallback((c: string) => setCity(c), []);
  const focusList = useCallback(() => {
    const list = listRef.current;
    (list?.querySelector<HTMLElement>('button') ?? list)?.focus();
  }, []);

  const onSearchResult = useCallback(
    (list: StorePoint[], gps: { lat: number; lng: number } | null) => {
      setSelected(null);
      if (list.length) {
        setCity('');
        setPoints(list);
      } else if (gps) {
        // Nothing there (§8.4 "check another address"): the points stay, the map shows the address.
        map?.setView(gps.lat, gps.lng, props.zoom);
      }
    },
    [map, props.zoom],
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
    focusList,
    mapRef,
    zoomBy,
    search,
    height: props.height ?? STORE_MAP_DEFAULTS.height,
    attribution: props.attribution,
  };
}
