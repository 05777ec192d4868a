import { defineWidget } from '../../src/core/define-widget.ts';
import { fillPlurals } from '../../src/core/plural-texts.ts';
import { openingHoursTexts } from '../../src/ui/OpeningHoursTable.tsx';
import { mergeCatalogs, uiTexts } from '../../src/ui/texts.ts';
import { StoreStock } from './StoreStock.tsx';
import { StoreStockProps } from './props.ts';
import { texts } from './texts.ts';

export default defineWidget({
  name: 'store-stock',
  description:
    "The product page's store stock dialog: per size and city, which stores have the product, with address, contact, opening hours, quantity and a map.",
  props: StoreStockProps,
  Component: StoreStock,
  texts: mergeCatalogs(uiTexts, openingHoursTexts, texts),
  plurals: fillPlurals,
});
