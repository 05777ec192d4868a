// Renders nothing of its own: the server's bars stay where they are (use-page-bars.ts).
import type { PageBarsProps } from './props.ts';
import { usePageBars } from './use-page-bars.ts';

export function PageBars(props: PageBarsProps) {
  usePageBars(props);
  return null;
}
