// Render <ServerMarkupSlot/> while a widget waits for its data: the marker keeps showing the
// server's own markup (no blank box, no layout shift) until real content replaces it.
import { useCallback } from 'react';
import { useWidget } from '../core/widget-context.tsx';

export function ServerMarkupSlot() {
  const { markup } = useWidget();
  const ref = useCallback(
    (holder: HTMLDivElement | null) => {
      if (!holder) return;
      markup.holdIn(holder);
      return () => markup.release(holder);
    },
    [markup],
  );
  return <div ref={ref} style={{ display: 'contents' }} />;
}
