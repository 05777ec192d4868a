// The page's first bulk request (§7.2, DESIGN.md §5), sent by the loader the moment its scan
// knows which sections the page's widgets read: it travels while the runtime, React and the
// widget chunks download, instead of after them. page-data takes it as the page's one request
// (src/core/page-data.ts `first`), so its answer is parsed and checked like any other.
import type { FirstBulk } from '../core/page-data.ts';
import type { SectionName } from '../core/events.ts';

export function sendFirstBulk(rawConfig: Record<string, unknown>, wanted: Iterable<SectionName>): FirstBulk | undefined {
  const productId = (rawConfig.page as { productId?: unknown } | undefined)?.productId;
  // The §3.4 params of page-data's sectionParams, for the sections whose params the loader knows.
  const request: Record<string, object> = {};
  for (const s of wanted) {
    if (s !== 'Projector') {
      if (s !== 'Snippets' && s !== 'ToplayersAndWidgets') request[s] = {};
    } else if (typeof productId === 'string' || typeof productId === 'number') request[s] = { format: 'json', params: { product: productId } };
  }
  const sections = Object.keys(request) as SectionName[];
  if (!sections.length) return undefined;
  const response = fetch('/ajax/get.php', { method: 'POST', body: new URLSearchParams({ request: JSON.stringify(request) }) });
  response.catch(() => {}); // page-data turns a failure into the widgets' typed error
  return { sections, response };
}
