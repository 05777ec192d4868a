// Values as the legacy PHP endpoints send them (spec §3.11, §7.5): numbers as numbers or numeric
// strings, flags as booleans, numbers, "y"/"n" or "true"/"false". The schemas check the wire shape;
// `num` and `flag` then read a field into one type. (Not zod's pipe/transform: they would add
// ~320 B gzip to the zod code every page's runtime loads.)
import * as z from 'zod/mini';

/** A number, or a numeric string ("12.50"); anything else fails the parse. */
export const Numeric = z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]);
export const Num = z.optional(z.nullable(Numeric));
export const Str = z.optional(z.nullable(z.string()));
export const Flag = z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()])));

export const num = (v: string | number | null | undefined): number | null | undefined => (typeof v === 'string' ? Number(v) : v);
/** true, "y", "true", "1", 1 → true; anything else → false. */
export const flag = (v: string | number | boolean | null | undefined): boolean | null | undefined =>
  v == null ? v : v === true || v === 1 || v === 'y' || v === 'true' || v === '1';
