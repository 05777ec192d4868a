// Shows the page's loading overlay while `active`, with `message` kept up to date.
import { useEffect, useRef } from 'react';
import { showLoadingOverlay, type LoadingOverlayHandle } from './loading-overlay.ts';

export function useLoadingOverlay(active: boolean, message: string, busy?: readonly Element[]): void {
  const handle = useRef<LoadingOverlayHandle | null>(null);
  useEffect(() => {
    if (!active) return;
    const h = showLoadingOverlay(message, busy ? { busy } : {});
    handle.current = h;
    return () => {
      h.hide();
      handle.current = null;
    };
    // The message is updated below without re-creating the overlay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, busy]);
  useEffect(() => handle.current?.update(message), [message]);
}
