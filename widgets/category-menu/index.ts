import { defineWidget } from '../../src/core/define-widget.ts';
import { mergeCatalogs, uiTexts } from '../../src/ui/texts.ts';
import { CategoryMenu } from './CategoryMenu.tsx';
import { CategoryMenuProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'category-menu',
  description:
    "The header's category menu (§2.5), enhanced in place: submenus open on hover (with intent delays), on a first tap and by keyboard (disclosure buttons, Escape); on phones a side menu one level at a time with a back button; long submenus show more on request.",
  props: CategoryMenuProps,
  Component: CategoryMenu,
  texts: mergeCatalogs(uiTexts, texts),
});
