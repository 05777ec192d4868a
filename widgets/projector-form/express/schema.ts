// Props of the express checkout (spec §7.6), checked by this chunk only: the form's own schema reads
// `express` as unknown (props.ts), since that one ships on every product page. Each provider is an
// adapter the shop registers under its name; `parcelLocker` marks the parcel-locker pay button, which
// adds the product to the basket with the form's own POST before the provider takes over.
// Example: `"express": {"providers": [{"name": "test-pay"}, {"name": "test-locker", "parcelLocker": true}]}`.
import * as z from 'zod/mini';

export const ExpressProps = z.object({
  providers: z
    .array(
      z.object({
        name: z.string().check(z.minLength(1), z.describe("The provider's name: StorefrontWidgets.register('express-checkout', name, provider).")),
        script: z.optional(
          z
            .string()
            .check(
              z.minLength(1),
              z.describe(
                "A script registered in the config's `scripts` (§9.8) that brings the provider: loaded by the script loader before the adapter is waited for.",
              ),
            ),
        ),
        parcelLocker: z.optional(
          z
            .boolean()
            .check(
              z.describe(
                'The parcel-locker pay button (§7.6): the product form is first posted to its action (the product goes into the basket), the Basket section is refreshed, then the provider takes over.',
              ),
            ),
        ),
      }),
    )
    .check(z.minLength(1), z.describe('The providers, in the order their buttons show.')),
});
export type ExpressProps = z.infer<typeof ExpressProps>;
export type ExpressProviderProps = ExpressProps['providers'][number];
