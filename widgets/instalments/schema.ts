// The parts of the bulk sections this widget reads (spec §3.22): an optional `instalments` block of
// parameters in either section, the Basket's numeric cost and count (the development shop's
// `worth` / `worth_net` / `productsCounter`), and per product `payable_by_instalments`
// (false = the provider does not finance it, §8.4). Parsed at the boundary; a bad answer goes to
// the error boundary, which restores the server markup.
import * as z from 'zod/mini';
import { InstalmentParams } from './props.ts';

export const ProjectorInstalments = z.looseObject({ instalments: z.optional(z.nullable(InstalmentParams)) });
export type ProjectorInstalments = z.infer<typeof ProjectorInstalments>;

export const BasketInstalments = z.looseObject({
  instalments: z.optional(z.nullable(InstalmentParams)),
  productsCounter: z.optional(z.number()),
  worth: z.optional(z.number()),
  worth_net: z.optional(z.number()),
  products: z.optional(
    z.array(
      z.looseObject({
        name: z.optional(z.nullable(z.string())),
        payable_by_instalments: z.optional(z.boolean()),
      }),
    ),
  ),
});
export type BasketInstalments = z.infer<typeof BasketInstalments>;

/** The sections as the server sends them: null (or absent) when it has nothing for this page. */
export const ProjectorInstalmentsAnswer = z.nullish(ProjectorInstalments);
export const BasketInstalmentsAnswer = z.nullish(BasketInstalments);
