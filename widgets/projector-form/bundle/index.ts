// The bundle part of the product form (spec §2.10, §3.11, §4.8, §5.7, §7.4, §7.5, §9.6), in its own
// chunk: the form loads it with import() only for a product whose props carry `bundle` (a bundle or
// a collection), so a plain product page does not download it (view.ts PartModule).
export { useBundle as usePart, type BundleState } from './use-bundle.ts';
export { BundleFields as Fields } from './BundleFields.tsx';
