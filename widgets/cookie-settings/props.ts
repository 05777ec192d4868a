// Props of `cookie-settings` (spec §2.2). The marker wraps the shop's cookie-settings link; a click
// reopens the consent dialog of the consent tool the shop registered as an adapter:
//   <span data-widget="cookie-settings"><a href="/cookies.php">Ustawienia cookies</a></span>
//   StorefrontWidgets.register('consent', 'default', { open: () => Cookiebot.renew() });
// Without an adapter the link is followed (the shop's cookie page) and the console says why, once.
import * as z from 'zod/mini';

export const CookieSettingsProps = z.object({
  consent: z.optional(z.string().check(z.minLength(1), z.describe('The consent adapter\'s name (default "default").'))),
});
export type CookieSettingsProps = z.infer<typeof CookieSettingsProps>;
