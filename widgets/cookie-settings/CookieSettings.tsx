// Renders nothing of its own: the server's link stays, and reopens the consent dialog (use-cookie-settings.ts).
import type { CookieSettingsProps } from './props.ts';
import { useCookieSettings } from './use-cookie-settings.ts';

export function CookieSettings(props: CookieSettingsProps) {
  useCookieSettings(props);
  return null;
}
