import { defineWidget } from '../../src/core/define-widget.ts';
import { fillPlurals } from '../../src/core/plural-texts.ts';
import { openingHoursTexts } from '../../src/ui/OpeningHoursTable.tsx';
import { mergeCatalogs, uiTexts } from '../../src/ui/texts.ts';
import { StoreMap } from './StoreMap.tsx';
import { StoreMapProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'store-map',
  description:
    'Stores or pickup points on a clustered Leaflet map, with a keyboard-accessible list of the points in view, a city filter and the pickup-point search by address or location.',
  props: StoreMapProps,
  Component: StoreMap,
  texts: mergeCatalogs(uiTexts, openingHoursTexts, texts),
  plurals: fillPlurals,
});
