import { defineWidget } from '../../src/core/define-widget.ts';
import { BackToTop } from './BackToTop.tsx';
import { BackToTopProps } from './props.ts';

export default defineWidget({
  name: 'back-to-top',
  description:
    "The back-to-top button (§2.8, §9.6): the server's link to the top becomes a button in the window's corner once the page has been scrolled more than 2 viewport heights; it scrolls up (at once when the shopper prefers reduced motion) and moves the focus to the top.",
  props: BackToTopProps,
  Component: BackToTop,
  inPlace: true,
});
