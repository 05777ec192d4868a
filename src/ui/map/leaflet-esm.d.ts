// Leaflet's ES module build (tree-shakable, ~2 KB gzip smaller than the UMD `main`) has the
// same API as the typed 'leaflet' package.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
