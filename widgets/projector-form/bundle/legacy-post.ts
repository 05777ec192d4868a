// The part's POSTs to the legacy product endpoint (spec §7.5): as the spec writes them, everything
// in the query string, in its order: the product and size, then the bundle form fields
// (`bundled_product[<slot>]`, 0 for an unchecked item; `bundled_size[<slot>]`), then the sections
// (`get`). The body is empty. The answer is parsed by the given schema.
import type { Net } from '../../../src/core/net.ts';
import type * as z from 'zod/mini';

const URL_PATH = '/ajax/projector.php';

/** The §7.5 address: `query` (product, size, get) around the form fields, `get` last. */
export function legacyPostUrl(query: Record<string, string>, fields: ReadonlyArray<readonly [string, string]>): string {
  const { get, ...head } = query;
  const params = new URLSearchParams(Object.entries(head));
  for (const [k, v] of fields) params.append(k, v);
  if (get !== undefined) params.append('get', get);
  return URL_PATH + '?' + params.toString();
}

export async function legacyPost<T>(
  net: Net,
  query: Record<string, string>,
  fields: ReadonlyArray<readonly [string, string]>,
  schema: z.ZodMiniType<T>,
  signal: AbortSignal,
): Promise<T> {
  return (await net.http.request(legacyPostUrl(query, fields), { method: 'POST', signal }, schema, URL_PATH)).data;
}
