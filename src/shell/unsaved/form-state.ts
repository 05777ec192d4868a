// The state of the fields in an area marked `data-unsaved-warning` (§8.4), as one string: two
// equal strings mean nothing has changed, so typing and then undoing it is no change.
const FIELDS = 'input:not([type=submit]):not([type=button]):not([type=reset]):not([type=image]), select, textarea';

export function fieldsState(area: Element): string {
  const parts: string[] = [];
  for (const el of area.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(FIELDS)) {
    const key = el.name || el.id;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) parts.push(key + '=' + el.checked);
    else if (el instanceof HTMLInputElement && el.type === 'file') parts.push(key + '=' + [...(el.files ?? [])].map((f) => f.name).join('|'));
    else if (el instanceof HTMLSelectElement) parts.push(key + '=' + [...el.selectedOptions].map((o) => o.value).join('|'));
    else parts.push(key + '=' + el.value);
  }
  return JSON.stringify(parts);
}
