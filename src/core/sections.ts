// Which bulk sections (§3.4) can be asked for on this page. A Projector section needs a product;
// on any other page there is nothing to fetch, and a widget reading it gets `null`.
import type { SectionName } from './events.ts';

export function canFetchSection(section: SectionName, productId: string | number | undefined): boolean {
  return section !== 'Projector' || productId !== undefined;
}
