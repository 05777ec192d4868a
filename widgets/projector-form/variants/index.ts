// The multi-variant display of the product form (spec §2.10 "display type"), in its own chunk: the
// form loads it with import() only for a product whose props carry `variants`, so a plain product
// page does not download it (view.ts PartModule).
export { useVariants as usePart, type VariantsState } from './use-variants.ts';
export { VariantsFields as Fields } from './VariantsFields.tsx';
