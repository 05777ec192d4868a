import { defineWidget } from '../../src/core/define-widget.ts';
import { fillPlurals } from '../../src/core/plural-texts.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { HeaderSearchProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'header-search',
  description:
    'Search suggestions while typing in the header search box: products with image and price, series, producers, categories, content pages and popular searches, keyboard and screen-reader friendly, full-screen on phones.',
  props: HeaderSearchProps,
  Component: HeaderSearch,
  texts,
  plurals: fillPlurals,
});
