import { defineWidget } from '../../src/core/define-widget.ts';
import { PageBars } from './PageBars.tsx';
import { PageBarsProps } from './props.ts';

export default defineWidget({
  name: 'page-bars',
  description:
    'A top or bottom bar container (§2.8, §4.6): each bar closes for good (its id kept in local storage under "closedBars"), an empty container is removed, and from view type 3 the bars stick to the window once scrolled past, with their space kept.',
  props: PageBarsProps,
  Component: PageBars,
  inPlace: true,
});
