import { defineWidget } from '../../src/core/define-widget.ts';
import { ResponsiveSections } from './ResponsiveSections.tsx';
import { ResponsiveSectionsProps } from './props.ts';

export default defineWidget({
  name: 'responsive-sections',
  description:
    "Responsive sections (§2.2, §9.6): at each view type the page's sections (data-section) move into the slots the theme marks for it (data-section-slot, data-view: 1 the mobile grid, 2 tablet, 3 desktop) and back to their place otherwise, keeping listeners, focus and form state; lazy images use their small source at widths up to 420 px.",
  props: ResponsiveSectionsProps,
  Component: ResponsiveSections,
  inPlace: true,
});
