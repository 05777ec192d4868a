// Renders nothing of its own: the server's link becomes the button (use-back-to-top.ts, styles.css).
import { useBackToTop } from './use-back-to-top.ts';

export function BackToTop() {
  useBackToTop();
  return null;
}
