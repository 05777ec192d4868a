// The form's dialogs (spec §2.10, §4.13): which one is on screen, and its chunk. Each dialog's code
// loads when the shopper reaches for its opener (a button with `data-dialog`: hover or focus starts
// the download, a click opens it), so a product page does not download dialogs nobody opens.
// Closing keeps the dialog mounted with open: false, so the modal can hand focus back to the
// button that opened it.
import { useState } from 'react';
import { loadOnce, useOnDemand } from '../../src/ui/use-on-demand.ts';
import type { DialogKind, DialogModule, DialogsState } from './view.ts';

const loadDialogs = (): Promise<DialogModule> => import('./dialogs/index.ts');
const LOADERS: Record<DialogKind, () => Promise<DialogModule>> = {
  chart: loadDialogs,
  shipping: loadDialogs,
  notify: () => import('./notify/index.ts'),
  list: () => import('./shopping-list/index.ts'),
};

export function useDialogs(): DialogsState {
  const [current, setCurrent] = useState<DialogsState['current']>(null);
  // Each opening is an attempt: a chunk that failed to load is asked for again.
  const chunk = useOnDemand(current && LOADERS[current.kind], current?.opener);
  return {
    current,
    chunk,
    open: (kind, opener) => setCurrent({ kind, open: true, opener }),
    close: () => setCurrent((d) => d && { ...d, open: false }),
    prefetch(target) {
      const kind = (target as HTMLElement).dataset?.['dialog'] as DialogKind | undefined;
      if (kind && LOADERS[kind]) loadOnce(LOADERS[kind]).catch(() => {}); // the click tries again
    },
  };
}
