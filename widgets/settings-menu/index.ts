import { defineWidget } from '../../src/core/define-widget.ts';
import { SettingsMenu } from './SettingsMenu.tsx';
import { SettingsMenuProps } from './props.ts';

export default defineWidget({
  name: 'settings-menu',
  description:
    "The listing's sorting and page-size selects as dropdowns (§2.5): open on click or Enter, close on a click or focus outside; a choice loads the listing again (page 1) by partial page navigation, else in full.",
  props: SettingsMenuProps,
  Component: SettingsMenu,
});
