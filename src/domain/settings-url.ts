// The settings menu's rule (§2.5). No DOM: plain values in, plain values out.

/**
 * The settings menu's address: what the GET form would send with `name` set to `value`, the
 * form's other fields in their order, and the `reset` fields (the page number) left out, so a new
 * sorting or page size starts on the first page. The action's own query is dropped, as a browser
 * drops it from a GET form's action.
 */
export function settingsUrl(action: string, fields: ReadonlyArray<readonly [string, string]>, name: string, value: string, reset: readonly string[] = ['page']): string {
  const params = new URLSearchParams();
  let placed = false;
  for (const [k, v] of fields) {
    if (reset.includes(k) && k !== name) continue;
    if (k === name) {
      if (!placed) params.append(k, value);
      placed = true;
    } else params.append(k, v);
  }
  if (!placed) params.append(name, value);
  const query = params.toString();
  const base = action.split(/[?#]/)[0] ?? '';
  return base + (query ? '?' + query : '');
}
