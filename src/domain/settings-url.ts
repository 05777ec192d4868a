// The settings menu's rule (§2.5). No DOM: plain values in, plain values out.

/**
 * The settings menu's address: what the GET form would send with `name` set to `value`, the
 * form's other fields in their order, and the `reset` fields (the page number) left out, so a new
 * sorting or page size starts on the first page. The action's own query is dropped, as a browser
 * drops it from a GET form's action.
 */
export function settingsUrl(
  action: string,
  fields: ReadonlyArray<readonly [string, string]>,
  name: string,
  value: string,
  reset: readonly string[] = ['page'],
): string {
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

/** What a setting's choice does: load the GET form's address, or post the form's fields (a theme's form to /settings.php). */
export type SettingsChoice = { method: 'get'; url: string } | { method: 'post'; action: string; fields: Array<[string, string]> };

/**
 * The choice as the server's form would send it (§2.5): a GET form's address (settingsUrl), or a
 * POST form's fields with `name` set to `value` (added when the form had no such field) and the
 * `reset` fields left out, to the form's action as written.
 */
export function settingsChoice(
  method: string,
  action: string,
  fields: ReadonlyArray<readonly [string, string]>,
  name: string,
  value: string,
  reset: readonly string[] = ['page'],
): SettingsChoice {
  if (method.toLowerCase() !== 'post') return { method: 'get', url: settingsUrl(action, fields, name, value, reset) };
  const out: Array<[string, string]> = [];
  let placed = false;
  for (const [k, v] of fields) {
    if (k === name) {
      if (!placed) out.push([k, value]);
      placed = true;
    } else if (!reset.includes(k)) out.push([k, v]);
  }
  if (!placed) out.push([name, value]);
  return { method: 'post', action, fields: out };
}
