// Props of `product-tabs` (spec §2.10). The sections themselves come from the server markup.
import * as z from 'zod/mini';

export const ProductTabsProps = z.object({
  fixedHeader: z.optional(
    z
      .string()
      .check(
        z.describe(
          'CSS selector of the page\'s fixed header; its height counts in the tab scroll offset (header + tab bar + 50 px) while it is position fixed or sticky. Default: "[data-fixed-header]".',
        ),
      ),
  ),
});
export type ProductTabsProps = z.infer<typeof ProductTabsProps>;
export const DEFAULT_FIXED_HEADER = '[data-fixed-header]';
