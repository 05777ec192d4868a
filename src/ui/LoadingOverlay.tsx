// <LoadingOverlay message={t('ui.loading')} />: the full-page overlay (§2.2) while rendered.
// It lives outside React's tree (see loading-overlay.ts), so it renders nothing itself.
import { useLoadingOverlay } from './use-loading-overlay.ts';

export interface LoadingOverlayProps {
  message: string;
  /** Elements that get aria-busy=true while the overlay shows. */
  busy?: readonly Element[];
}

export function LoadingOverlay({ message, busy }: LoadingOverlayProps) {
  useLoadingOverlay(true, message, busy);
  return null;
}
