// Net or gross (spec §6 "Settings"). Its own module: the config needs it, and importing the
// full price schemas into the config would put them in every page's runtime chunk.
import * as z from 'zod/mini';

export const PriceType = z.enum(['gross', 'net']);
export type PriceType = z.infer<typeof PriceType>;

// The same type as src/core/price-types.ts (without zod): tsc fails here when the two drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;
export type PriceTypeIsPlain = Check<Same<PriceType, import('../price-types.ts').PriceType>>;
