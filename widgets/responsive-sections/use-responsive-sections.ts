// Follows the view type (`view:changed`, after the 100 ms resize debounce, §9.2) and partial page
// loads (`page:loaded`: new sections and images came in), placing the sections and choosing the
// images' sources each time. Unmounted, every section goes back to its place.
import { useState } from 'react';
import { earlySectionHomes } from '../../src/core/early-section-homes.ts';
import { useBusEvent, useWidget } from '../../src/core/widget-context.tsx';
import { useInPlace } from '../../src/ui/use-in-place.ts';
import { useViewType } from '../../src/ui/use-view-type.ts';
import { chooseImageSources } from './lazy-images.ts';
import { placeSections, restoreSections, type Homes } from './move-sections.ts';

export function useResponsiveSections(): void {
  const view = useViewType();
  const [pageLoads, setPageLoads] = useState(0);
  useBusEvent('page:loaded', () => setPageLoads((n) => n + 1));
  // The page's map: sections the optional head script placed while the page was parsed are in it already.
  const { element } = useWidget();
  const [homes] = useState<Homes>(() => earlySectionHomes(element.ownerDocument));
  useInPlace(() => () => restoreSections(homes), []);
  useInPlace(
    (marker) => {
      const doc = marker.ownerDocument;
      placeSections(doc, view, homes);
      chooseImageSources(doc, doc.defaultView!.innerWidth);
    },
    [view, pageLoads],
  );
}
