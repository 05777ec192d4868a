// Net or gross (spec §6 "Settings"). Its own module: the config needs it, and importing the
// full price schemas into the config would put them in every page's runtime chunk.
import * as z from 'zod/mini';

export const PriceType = z.enum(['gross', 'net']);
export type PriceType = z.infer<typeof PriceType>;
