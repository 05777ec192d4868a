import { defineWidget } from '../../src/core/define-widget.ts';
import { CookieSettings } from './CookieSettings.tsx';
import { CookieSettingsProps } from './props.ts';

export default defineWidget({
  name: 'cookie-settings',
  description:
    'The cookie-settings link (§2.2): reopens the consent dialog of the consent tool the shop registered as the adapter consent:<name>; without one the link is followed, and the console says why.',
  props: CookieSettingsProps,
  Component: CookieSettings,
  inPlace: true,
});
