// A widget's Leaflet map (store-map, store-stock): built once its container element exists,
// destroyed with it; later option changes do not rebuild it. Leaflet is a lazy chunk: the map
// module is imported here when the container mounts (the store map: never in the initial page load),
// and never on the server (the /widgets catalog reads the widget modules in Node).
import { useEffect, useRef, useState } from 'react';
import type { MapHandle, MapOptions } from './leaflet-map.ts';

/** The map's settings (their defaults are the shop's, in leaflet-map.ts) and callbacks. */
export type LeafletMapOptions = Omit<MapOptions, 'scriptUrlTrust'>;

export interface LeafletMap {
  /** Callback ref for the map's container; the map is built when it is set. */
  ref(el: HTMLElement | null): void;
  /** The map, once Leaflet has loaded and the map is built; null before and after. */
  map: MapHandle | null;
  /** Leaflet's chunk could not be loaded. */
  failed: boolean;
  /** Zooms in (+1) or out (−1); nothing before the map is built. */
  zoomBy(delta: number): void;
}

export function useLeafletMap(options: LeafletMapOptions): LeafletMap {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [map, setMap] = useState<MapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  // The callbacks are read when called: the map keeps the ones of the render that is current.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!el) return;
    const o = latest.current;
    let live = true;
    let h: MapHandle | null = null;
    import('./leaflet-map.ts').then(
      ({ createMap }) => {
        if (!live) return;
        h = createMap(el, {
          ...o,
          clusterTitle: (count) => latest.current.clusterTitle(count),
          onSelect: (id) => latest.current.onSelect(id),
          onView: (bounds, zoom) => latest.current.onView?.(bounds, zoom),
        });
        setMap(h);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      setMap(null);
      h?.destroy();
    };
    // Built once per container.
  }, [el]);

  return { ref: setEl, map, failed, zoomBy: (d) => map?.zoomBy(d) };
}
