// The page's first bulk request (§7.2, docs/design.md §5), sent by the loader the moment its scan
// knows which sections the page's widgets read: it travels while the runtime, React and the
// widget chunks download, instead of after them. page-data takes it as the page's one request
// (src/core/page-data.ts `first`), so its answer is parsed and checked like any other.
import type { FirstBulk } from '../core/page-data.ts';
import type { SectionName } from '../core/events.ts';
import { readViewType } from '../core/view-type.ts';
import { injectedSectionRequest } from '../domain/injected-sections.ts';

/** The §3.4 request body for the sections whose params the loader knows (page-data's sectionParams); undefined when none is left. */
export function firstBulkRequest(rawConfig: Record<string, unknown>, wanted: Iterable<SectionName>): Record<string, object> | undefined {
  const productId = (rawConfig.page as { productId?: unknown } | undefined)?.productId;
  const request: Record<string, object> = {};
  for (const s of wanted) {
    if (s === 'Snippets' || s === 'ToplayersAndWidgets')
      request[s] = injectedSectionRequest(readViewType(document, window), location.pathname + location.search);
    else if (s !== 'Projector') request[s] = {};
    else if (typeof productId === 'string' || typeof productId === 'number') request[s] = { format: 'json', params: { product: productId } };
  }
  return Object.keys(request).length ? request : undefined;
}

export function sendFirstBulk(rawConfig: Record<string, unknown>, wanted: Iterable<SectionName>): FirstBulk | undefined {
  const request = firstBulkRequest(rawConfig, wanted);
  if (!request) return undefined;
  const response = fetch('/ajax/get.php', { method: 'POST', body: new URLSearchParams({ request: JSON.stringify(request) }) });
  response.catch(() => {}); // page-data turns a failure into the widgets' typed error
  return { sections: Object.keys(request) as SectionName[], response };
}
