// The loyalty program's data on the product form (spec §3.8, §6, §8.4, §9.4). The props (`points`)
// say where to log in and register, and whether the product is only in the loyalty program; the
// figures come from the Projector section (§3.8 points, pointsReceive, for_points) and the shopper
// from the Basket section's `user` (its `points` balance is the shop's addition to §3.6).
// Example: `{"loginUrl": "/login.php", "registerUrl": "/client-new.php", "only": false}`.
import * as z from 'zod/mini';

export const PointsDefinition = z.object({
  loginUrl: z.optional(z.string().check(z.describe('The login page; the product page is added as `return`. Default /login.php.'))),
  registerUrl: z.optional(z.string().check(z.describe('The registration page. Default /client-new.php.'))),
  only: z.optional(z.boolean().check(z.describe('§8.4: only in the loyalty program, not for money.'))),
});
export type PointsDefinition = z.infer<typeof PointsDefinition>;

// Read with toNumber() / isYes() (no z.pipe: it would add to the runtime kit).
const Num = z.union([z.number(), z.string()]);
const Flag = z.union([z.boolean(), z.number(), z.string()]);
export const toNumber = (v: number | string | null | undefined): number => Number(v) || 0;
export const isYes = (v: boolean | number | string | null | undefined): boolean => v === true || v === 1 || v === '1' || v === 'true' || v === 'y';

/** §3.8: what the product costs in points and earns. */
export const ProductPoints = z.looseObject({ points: z.nullish(Num), pointsReceive: z.nullish(Num), for_points: z.nullish(Flag) });

/** §3.6 Basket `user`: a guest, or a customer with a points balance. */
export const BasketUser = z.looseObject({
  user: z.nullish(z.looseObject({ logged: z.nullish(Flag), login: z.nullish(z.string()), points: z.nullish(Num) })),
});
