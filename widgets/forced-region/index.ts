import { defineWidget } from '../../src/core/define-widget.ts';
import { ForcedRegion } from './ForcedRegion.tsx';
import { ForcedRegionProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'forced-region',
  description:
    'The notice shown when the shop has forced a delivery country and/or zip code (setRegionForced / setZipcodeForced cookies): Continue, or restore the defaults; never on order pages.',
  props: ForcedRegionProps,
  Component: ForcedRegion,
  texts,
});
