// Renders nothing of its own: it moves the page's own sections (use-responsive-sections.ts).
import { useResponsiveSections } from './use-responsive-sections.ts';

export function ResponsiveSections() {
  useResponsiveSections();
  return null;
}
