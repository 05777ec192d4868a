import { defineWidget } from '../../src/core/define-widget.ts';
import { ConfigBuilder } from './ConfigBuilder.tsx';
import { ConfigBuilderProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'config-builder',
  description:
    "The admin's config builder (the /widgets page): widgets switched on and off, the language, the price type, the Omnibus options and text overrides (every key with its Polish, Italian and English default), a live preview of a shop page, and the storefront-config script to copy, checked with the loader's own schema; a pasted config is loaded when it passes.",
  props: ConfigBuilderProps,
  Component: ConfigBuilder,
  texts,
});
