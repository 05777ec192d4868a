// The loyalty points part of the product form (spec §6, §8.4, §9.4), in its own chunk: the form
// loads it with import() only for a product whose props carry `points` (view.ts PartModule). It
// can sit beside another part (combine-parts.tsx).
export { usePoints as usePart, type PointsState } from './use-points.ts';
export { PointsFields as Fields } from './PointsFields.tsx';
