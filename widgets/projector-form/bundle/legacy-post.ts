// The part's POSTs to the legacy product endpoint (spec §7.5): the query names the product and
// the sections, the body carries the form fields, parsed by the given schema.
import type { Net } from '../../../src/core/net.ts';
import type * as z from 'zod/mini';

const URL_PATH = '/ajax/projector.php';

export async function legacyPost<T>(net: Net, query: Record<string, string>, fields: ReadonlyArray<readonly [string, string]>, schema: z.ZodMiniType<T>, signal: AbortSignal): Promise<T> {
  const url = URL_PATH + '?' + new URLSearchParams(query).toString();
  const body = new URLSearchParams(fields as Array<[string, string]>).toString();
  const init = { method: 'POST' as const, body, headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }, signal };
  return (await net.http.request(url, init, schema, URL_PATH)).data;
}
