// Net or gross (spec §6 "Settings") as a plain type: the bus events' payloads name it, and the types
// a theme imports (build/types/) must not need zod. src/core/schemas/price-type.ts checks that its
// schema accepts exactly these.
export type PriceType = 'gross' | 'net';
