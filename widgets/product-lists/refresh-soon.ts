// Several counters hearing one `product-list:changed` in the same task (a phone header and a
// desktop one) ask for the section once: requests made in one task share one refresh.
import type { PageData } from '../../src/core/page-data.ts';
import type { ProductListSectionName } from '../../src/domain/product-lists.ts';

const pending = new WeakMap<PageData, Map<ProductListSectionName, Promise<void>>>();

export function refreshSoon(pageData: PageData, section: ProductListSectionName): Promise<void> {
  let page = pending.get(pageData);
  if (!page) pending.set(pageData, (page = new Map()));
  const asked = page.get(section);
  if (asked) return asked;
  const queue = page;
  const next = Promise.resolve().then(() => {
    queue.delete(section);
    return pageData.refresh([section]);
  });
  queue.set(section, next);
  return next;
}
