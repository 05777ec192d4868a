// The product configurator's rules (spec §2.10, §4.8, §5.7, §7.5): which items show, what each
// item's value must be, the fields of the price formula request and of the share-configuration link.
// Pure functions over the item definitions (from the product form's props) and the chosen values.

export type ConfiguratorItemType = 'checkbox' | 'radio' | 'select' | 'number' | 'text';

/** The item shows when the item `item` shows and has one of `values` chosen. */
export interface ConfiguratorCondition {
  item: string;
  values: readonly string[];
}

export interface ConfiguratorItem {
  id: string;
  type: ConfiguratorItemType;
  label: string;
  /** Choices of a checkbox group, a radio group or a select. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** A checkbox group needs one checked; another item needs a value. */
  required?: boolean;
  /** Number inputs (the legacy `data-min` / `data-max`). */
  min?: number;
  max?: number;
  /** Text inputs. */
  minLength?: number;
  maxLength?: number;
  /** Sent to the price formula in place of an out-of-range value (§5.7). */
  placeholder?: string;
  /** Chosen at first (else a radio group or a select starts on its first choice). */
  defaultValue?: readonly string[];
  /** Every condition must hold for the item to show (§4.8); none: always shown. */
  showWhen?: readonly ConfiguratorCondition[];
}

/** Item id → its chosen values (one for every type but a checkbox group). */
export type ConfigValues = Readonly<Record<string, readonly string[]>>;

export type ConfiguratorError = { key: 'required' } | { key: 'number' } | { key: 'min' | 'max' | 'minLength' | 'maxLength'; n: number };

/** The field name of an item in the form and in the price formula request (§7.5 `priceformula*`). */
export const fieldName = (id: string) => 'priceformula_' + id;
const FIELD_PREFIX = 'priceformula';

/**
 * The items that show (§4.8). An item shows when each of its conditions names an item that shows
 * and has one of the condition's values chosen. Computed upwards from the unconditional items, so a
 * chain (A shows B, B shows C) settles in as many rounds as it is long, and a cycle in bad data (A
 * needs B, B needs A) cannot hang: nothing outside it shows either, so neither ever shows.
 */
export function visibleItems(items: readonly ConfiguratorItem[], values: ConfigValues): Set<string> {
  const visible = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const item of items) {
      if (visible.has(item.id)) continue;
      const holds = (item.showWhen ?? []).every((c) => visible.has(c.item) && (values[c.item] ?? []).some((v) => c.values.includes(v)));
      if (holds) {
        visible.add(item.id);
        grew = true;
      }
    }
  }
  return visible;
}

/** A number typed with a decimal comma or point; NaN for anything else. */
function readNumber(text: string): number {
  const t = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
}

/** What is wrong with an item's value (§5.7), or null. */
export function itemError(item: ConfiguratorItem, chosen: readonly string[] = []): ConfiguratorError | null {
  const value = chosen[0] ?? '';
  if (item.type === 'checkbox' || item.type === 'radio' || item.type === 'select')
    return item.required && !chosen.some((v) => v !== '') ? { key: 'required' } : null;
  if (value.trim() === '') return item.required ? { key: 'required' } : null;
  if (item.type === 'number') {
    const n = readNumber(value);
    if (Number.isNaN(n)) return { key: 'number' };
    if (item.min !== undefined && n < item.min) return { key: 'min', n: item.min };
    if (item.max !== undefined && n > item.max) return { key: 'max', n: item.max };
    return null;
  }
  const length = [...value].length;
  if (item.minLength !== undefined && length < item.minLength) return { key: 'minLength', n: item.minLength };
  if (item.maxLength !== undefined && length > item.maxLength) return { key: 'maxLength', n: item.maxLength };
  return null;
}

/** The errors of the items that show, by item id: hidden items are never checked (they are not sent). */
export function configuratorErrors(items: readonly ConfiguratorItem[], values: ConfigValues): Map<string, ConfiguratorError> {
  const visible = visibleItems(items, values);
  const errors = new Map<string, ConfiguratorError>();
  for (const item of items) {
    if (!visible.has(item.id)) continue;
    const error = itemError(item, values[item.id]);
    if (error) errors.set(item.id, error);
  }
  return errors;
}

/**
 * The configuration as form fields, in item order: hidden items left out, a checkbox group's values
 * as indexed keys (`priceformula_extras[0]`, `[1]` …: repeated keys indexed, §7.5). For the price
 * formula (`forPrice`), a number or text out of its range is replaced by the item's placeholder
 * (§5.7), so the formula never sees it.
 */
export function configurationFields(items: readonly ConfiguratorItem[], values: ConfigValues, forPrice: boolean): Array<[string, string]> {
  const visible = visibleItems(items, values);
  const fields: Array<[string, string]> = [];
  for (const item of items) {
    if (!visible.has(item.id)) continue;
    const chosen = values[item.id] ?? [];
    const name = fieldName(item.id);
    if (item.type === 'checkbox') chosen.forEach((v, i) => fields.push([`${name}[${i}]`, v]));
    else if (item.type === 'number' || item.type === 'text') {
      const outOfRange = forPrice && (chosen[0] ?? '') !== '' && itemError(item, chosen) !== null;
      fields.push([name, outOfRange ? (item.placeholder ?? '') : (chosen[0] ?? '')]);
    } else if (chosen[0] !== undefined) fields.push([name, chosen[0]]);
  }
  return fields;
}

/** §2.10: the current URL keeping only the `priceformula*` parameters, those of `fields`. */
export function shareConfigurationUrl(href: string, fields: ReadonlyArray<readonly [string, string]>): string {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  for (const [name, value] of fields) if (name.startsWith(FIELD_PREFIX)) url.searchParams.append(name, value);
  return url.href;
}

/**
 * The values a shared link restores (`?priceformula_…`), for the items it names: choices that an
 * item does not offer are dropped, a single-value item keeps its first value.
 */
export function valuesFromSearch(items: readonly ConfiguratorItem[], search: string): Record<string, string[]> {
  const params = new URLSearchParams(search);
  const out: Record<string, string[]> = {};
  for (const item of items) {
    const name = fieldName(item.id);
    const found: string[] = [];
    for (const [key, value] of params) if (key === name || (key.startsWith(name + '[') && /^\[\d*\]$/.test(key.slice(name.length)))) found.push(value);
    if (!found.length) continue;
    const offered = item.options ? found.filter((v) => item.options!.some((o) => o.value === v)) : found;
    if (!offered.length) continue;
    out[item.id] = item.type === 'checkbox' ? [...new Set(offered)] : [offered[0]!];
  }
  return out;
}

/** The values a configurator starts with: a shared link's, else each item's default, else a radio group's or select's first choice. */
export function initialValues(items: readonly ConfiguratorItem[], search = ''): Record<string, string[]> {
  const restored = valuesFromSearch(items, search);
  const out: Record<string, string[]> = {};
  for (const item of items) {
    const first = item.type === 'radio' || item.type === 'select' ? item.options?.[0]?.value : undefined;
    out[item.id] = restored[item.id] ?? [...(item.defaultValue ?? (first !== undefined ? [first] : []))];
  }
  return out;
}
