// The Leaflet map with supercluster clusters (§2.13, §9.10), without React. Loaded only when a
// map is about to be shown: use-leaflet-map.ts imports it when the map's container mounts (the
// store-map widget when visible, store-stock's dialog when it opens).
//
// Trusted Types (the pages enforce `require-trusted-types-for 'script'`): Leaflet writes
// innerHTML strings in its zoom and attribution controls, popups and string divIcons. We use
// none of them: the controls are rendered by the widget, cluster icons are built as elements.
import { endSvgProbe } from './leaflet-svg-probe.ts';
import { divIcon, icon as leafletIcon, latLngBounds, layerGroup, map as leafletMap, marker, tileLayer } from 'leaflet/dist/leaflet-src.esm.js';
import type * as L from 'leaflet';
import { clusterLabel, clusterOptions, clusterSizeClass, type ClusterOverrides } from '../../domain/clustering.ts';
import type { Bounds, MapPoint } from '../../domain/stores.ts';
import { defaultScriptUrlTrust, startEngine, type ClusterEngine, type ScriptUrlTrust } from './cluster-engine.ts';
import { prefersReducedMotion } from '../motion.ts';

endSvgProbe();

/** What the map takes; every setting but the texts and callbacks has the shop's default. */
export interface MapOptions {
  /** Tile URL template with {z}, {x}, {y}; default the shop's /tiles/{z}/{x}/{y}.png (§2.13). */
  tileUrl?: string;
  /** Plain text, default none; the widget shows it under the map (Leaflet's control would need innerHTML). */
  attribution?: string;
  /** Zoom when showing one point (§9.10: 13, the default). */
  zoom?: number;
  /** [lat, lng] before any point is known; default the middle of Poland. */
  center?: [number, number];
  /** Clustering overrides (§9.10); default the "product" reading. */
  cluster?: ClusterOverrides;
  /** Folder of marker-icon.png, marker-icon-2x.png, marker-shadow.png (§2.13: default /gfx/standards/). */
  markerBase?: string;
  /** Accessible name of a cluster marker, e.g. "12 punktów, przybliż". */
  clusterTitle(count: number): string;
  /** A point's marker was clicked or activated by keyboard. */
  onSelect(id: string): void;
  /** The viewport after every move or resize. */
  onView?(bounds: Bounds, zoom: number): void;
  /** Lets the clustering run in a Web Worker (see cluster-engine.ts); null: the main thread. */
  scriptUrlTrust?: ScriptUrlTrust | null;
}

export interface MapHandle {
  setPoints(points: readonly MapPoint[], fit?: boolean): void;
  /** Shows the point on its own (zooming past its cluster) and marks it selected. */
  select(id: string | null, reveal?: boolean): void;
  setView(lat: number, lng: number, zoom?: number): void;
  zoomBy(delta: number): void;
  /** Call when the container changed size (a dialog finished opening). */
  resize(): void;
  destroy(): void;
  /** How many markers (points + clusters) are on the map now; for tests and the bench. */
  markerCount(): number;
}

export function createMap(el: HTMLElement, o: MapOptions): MapHandle {
  const pointZoom = o.zoom ?? 13;
  const cluster = clusterOptions(o.cluster);
  const markerBase = o.markerBase ?? '/gfx/standards/';
  // prefers-reduced-motion: zooms, pans and marker fades happen at once instead of animating.
  const still = prefersReducedMotion();
  const motion = { animate: !still };
  const map = leafletMap(el, {
    zoomControl: false,
    attributionControl: false,
    center: o.center ?? [52.07, 19.48],
    zoom: pointZoom,
    maxZoom: 19,
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    inertia: !still,
  });
  tileLayer(o.tileUrl ?? '/tiles/{z}/{x}/{y}.png', { maxZoom: 19, attribution: o.attribution ?? '' }).addTo(map);
  const layer = layerGroup().addTo(map);
  const icon = leafletIcon({
    iconUrl: markerBase + 'marker-icon.png',
    iconRetinaUrl: markerBase + 'marker-icon-2x.png',
    shadowUrl: markerBase + 'marker-shadow.png',
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    shadowSize: [41, 41],
  });
  const selectedIcon = leafletIcon({ ...icon.options, className: 'sf-store-map__marker--selected' });

  let points: readonly MapPoint[] = [];
  let loaded = false;
  let loadSeq = 0;
  let renderSeq = 0;
  const engine: Promise<ClusterEngine> = startEngine(
    o.scriptUrlTrust === undefined ? defaultScriptUrlTrust() : o.scriptUrlTrust,
    new URL('.', import.meta.url),
  );
  let selected: string | null = null;
  /** Markers on the map by key: `c<clusterId>` (ids are unique across zooms) or `p<pointId>[*]` (* = selected). */
  let shown = new Map<string, L.Marker>();

  async function rebuild(): Promise<boolean> {
    const seq = ++loadSeq;
    const coords = new Float64Array(points.length * 2);
    for (let i = 0; i < points.length; i++) {
      coords[2 * i] = points[i]!.lng;
      coords[2 * i + 1] = points[i]!.lat;
    }
    const e = await engine;
    const built = await e.load(coords, cluster.radius, cluster.maxZoom);
    if (seq !== loadSeq || !built) return false;
    loaded = true;
    return true;
  }

  function clusterIcon(count: number): L.DivIcon {
    const size = clusterSizeClass(count, cluster.sizeClasses);
    const body = document.createElement('span');
    body.textContent = clusterLabel(count);
    const px = size === 'small' ? 34 : size === 'medium' ? 40 : 48;
    return divIcon({ html: body, className: `sf-store-map__cluster sf-store-map__cluster--${size}`, iconSize: [px, px] });
  }

  async function render() {
    const seq = ++renderSeq;
    const zoom = Math.round(map.getZoom());
    const b = map.getBounds();
    o.onView?.({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() }, zoom);
    if (!loaded) return;
    const gen = loadSeq;
    // Clusters in the viewport plus `padding` screen pixels around it (§9.10), so panning shows no pop-in.
    const size = map.getSize();
    const padded = latLngBounds(
      map.containerPointToLatLng([-cluster.padding, size.y + cluster.padding]),
      map.containerPointToLatLng([size.x + cluster.padding, -cluster.padding]),
    );
    const bbox: [number, number, number, number] = [
      Math.max(-180, padded.getWest()),
      Math.max(-85, padded.getSouth()),
      Math.min(180, padded.getEast()),
      Math.min(85, padded.getNorth()),
    ];
    const e = await engine;
    const items = await e.clusters(bbox, zoom);
    if (seq !== renderSeq || gen !== loadSeq || !loaded || !alive) return;
    // Keep the markers that stay (a pan moves few of them), remove the rest, add the new ones.
    const next = new Map<string, L.Marker>();
    for (const c of items) {
      const p = c.id >= 0 ? undefined : points[c.n];
      if (c.id < 0 && !p) continue;
      const key = p ? `p${p.id}${p.id === selected ? '*' : ''}` : `c${c.id}`;
      const kept = shown.get(key);
      if (kept) {
        next.set(key, kept);
        shown.delete(key);
        continue;
      }
      let m: L.Marker;
      if (!p) {
        const title = o.clusterTitle(c.n);
        m = marker([c.lat, c.lng], { icon: clusterIcon(c.n), title, alt: title, keyboard: true });
        // Clicking a cluster zooms to the zoom where it splits (its expansion zoom); one step in
        // when the index no longer knows the cluster (new points arrived meanwhile).
        m.on('click', () => void e.expansionZoom(c.id).then((z) => alive && map.setView([c.lat, c.lng], Math.min(z ?? map.getZoom() + 1, 19), motion)));
      } else {
        m = marker([c.lat, c.lng], { icon: p.id === selected ? selectedIcon : icon, title: p.title, alt: p.title, keyboard: true, riseOnHover: true });
        if (p.id === selected) m.setZIndexOffset(1000);
        m.on('click', () => o.onSelect(p.id));
        m.on('keypress', (ev) => {
          const key = (ev as L.LeafletKeyboardEvent).originalEvent.key;
          if (key === 'Enter' || key === ' ') o.onSelect(p.id);
        });
      }
      m.addTo(layer);
      next.set(key, m);
    }
    for (const m of shown.values()) layer.removeLayer(m);
    shown = next;
    if (points.length) performance.mark?.('store-map:rendered', { detail: { points: points.length, markers: items.length, engine: e.kind } });
  }

  let alive = true;
  const rerender = () => void render();
  map.on('moveend', rerender);
  map.on('resize', rerender);

  /**
   * Fits the view to the points. Leaflet caches the container size, and the page may change it
   * after the map was created (a dialog opening, the layout settling): re-read it first. A
   * container without a size yet (display: none) keeps the fit pending until it has one.
   */
  function fitTo(next: readonly MapPoint[]): boolean {
    map.invalidateSize({ animate: false });
    const size = map.getSize();
    if (!size.x || !size.y) return false;
    let south = 90,
      west = 180,
      north = -90,
      east = -180;
    for (const p of next) {
      if (p.lat < south) south = p.lat;
      if (p.lat > north) north = p.lat;
      if (p.lng < west) west = p.lng;
      if (p.lng > east) east = p.lng;
    }
    const bounds = latLngBounds([south, west], [north, east]);
    if (next.length === 1) map.setView(bounds.getCenter(), pointZoom, motion);
    else map.fitBounds(bounds, { padding: [24, 24], maxZoom: pointZoom, ...motion });
    return true;
  }

  let fitPending = false;
  // Leaflet itself only follows window resizes; the container can change size on its own.
  const resizes =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          if (!alive) return;
          if (fitPending && loaded && points.length && fitTo(points)) fitPending = false;
          else map.invalidateSize({ animate: false });
        })
      : null;
  resizes?.observe(el);
  return {
    setPoints(next, fit = false) {
      // Marks for the bench (bench/store-map.ts): clustering time and the first clustered render.
      performance.mark?.('store-map:cluster-start', { detail: { points: next.length } });
      // A fit asked for by a call whose clustering is superseded by a newer call still applies:
      // otherwise two quick calls (points arrive, then a re-render) could leave the map at its
      // default view, sometimes with no point in it.
      if (fit) fitPending = true;
      points = next;
      loaded = false;
      // Point indexes change with the points: no marker can be kept.
      layer.clearLayers();
      shown = new Map();
      void rebuild().then((done) => {
        if (!done || !alive) return;
        performance.mark?.('store-map:cluster-end', { detail: { points: next.length } });
        if (fitPending && next.length && fitTo(next)) fitPending = false;
        void render();
      });
    },
    select(id, reveal = true) {
      selected = id;
      const p = id === null ? undefined : points.find((q) => q.id === id);
      if (p && reveal) {
        // Zoom in far enough that the point is out of every cluster, but never out.
        const zoom = Math.max(map.getZoom(), Math.min(cluster.maxZoom + 1, 19));
        map.setView([p.lat, p.lng], zoom, motion);
      }
      void render();
    },
    setView(lat, lng, zoom) {
      map.setView([lat, lng], zoom ?? pointZoom, motion);
    },
    zoomBy(delta) {
      map.setZoom(map.getZoom() + delta, motion);
    },
    resize() {
      map.invalidateSize();
      void render();
    },
    destroy() {
      alive = false;
      resizes?.disconnect();
      void engine.then((e) => e.destroy());
      map.off();
      map.remove();
    },
    markerCount: () => layer.getLayers().length,
  };
}
