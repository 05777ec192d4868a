// Props of `header-search`: `{"minLength": 2}`. The marker wraps the shop's own search form
// (action /search.php, an input named "text"), which the widget takes over.
import * as z from 'zod/mini';
import { DEFAULT_MIN_LENGTH } from '../../src/domain/search-query.ts';

export const HeaderSearchProps = z.object({
  minLength: z.optional(
    z
      .number()
      .check(z.int(), z.minimum(1), z.describe(`Characters typed before suggestions are searched (spec §9.7); ${DEFAULT_MIN_LENGTH} when not configured.`)),
  ),
});
export type HeaderSearchProps = z.infer<typeof HeaderSearchProps>;
