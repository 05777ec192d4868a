// The hand-written half of the package's types (the other half, from the zod schemas, is
// build/types/schema-types.ts): what `storefront-widgets` gives a theme's script to `import type`.
// build/package-types.mjs bundles these declarations, and those they use, into types/index.d.ts; none
// of them may need zod or React (a theme has neither installed), which the package test checks.
export type { StorefrontApi, WidgetState, ReadyDetail } from '../../src/loader/types.ts';
export type { BusEvents, BusEventName, SectionName, SelectedSize, ToastKind, ViewType } from '../../src/core/events.ts';
export type { PriceType } from '../../src/core/price-types.ts';
export type { AdapterKind, AdapterShapes, ExpressCheckoutAdapter, CaptchaAdapter, ConsentAdapter } from '../../src/core/adapters.ts';
export type { NavigateResult } from '../../src/core/shell-api.ts';
