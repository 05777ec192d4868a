// The page's view type (§2.2: 1 mobile, 2 tablet, 3–4 desktop), following `view:changed`.
import { useState } from 'react';
import type { ViewType } from '../core/events.ts';
import { useBusEvent, useWidget } from '../core/widget-context.tsx';

export function useViewType(): ViewType {
  const { view } = useWidget();
  const [current, setCurrent] = useState<ViewType>(() => view().get());
  useBusEvent('view:changed', (p) => setCurrent(p.view));
  return current;
}
