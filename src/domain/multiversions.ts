// Multi-version (variant) rules (spec §2.10, §3.11 multiversions, §4.8, §5.7). Pure: no DOM.
// A group is one dimension (colour, material…); each of its values lists the products that have
// it. A product is the combination of the values it appears under, one per group.

export interface VersionProduct {
  product_id: number | string;
  url: string;
}

export interface VersionGroup {
  id: string;
  items: Array<{ values_id: string; disabled?: boolean; products: VersionProduct[] }>;
}

/**
 * - selected: the current choice in its group;
 * - available: a product has this value together with all the other current choices;
 * - dependent: no product has it with all of them, but one does with all but one — choosing it
 *   changes exactly one other choice (chooseValue does that change);
 * - conflict: the value has products, but each differs from the other current choices in two or
 *   more groups — choosing it leaves a combination that does not exist (§5.7 message, §4.8 no add);
 * - disabled: marked disabled by the server, or no product has the value at all.
 */
export type VersionState = 'selected' | 'available' | 'dependent' | 'conflict' | 'disabled';

interface Index {
  /** product id (as text) → group id → values_id. */
  profiles: Map<string, Map<string, string>>;
  /** product id (as text) → the product, first seen. */
  products: Map<string, VersionProduct>;
}

const key = (id: number | string): string => String(id);

function buildIndex(groups: VersionGroup[]): Index {
  const profiles = new Map<string, Map<string, string>>();
  const products = new Map<string, VersionProduct>();
  for (const g of groups) {
    for (const item of g.items) {
      for (const p of item.products) {
        const id = key(p.product_id);
        if (!products.has(id)) products.set(id, p);
        let profile = profiles.get(id);
        if (!profile) profiles.set(id, (profile = new Map()));
        if (!profile.has(g.id)) profile.set(g.id, item.values_id);
      }
    }
  }
  return { profiles, products };
}

/** The choices that belong to a known group (a stale key from another page is dropped). */
function known(groups: VersionGroup[], selected: Record<string, string>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const g of groups) {
    const value = selected[g.id];
    if (typeof value === 'string') out.push([g.id, value]);
  }
  return out;
}

/** How many of the choices the product does not have. */
function misses(profile: Map<string, string>, choices: Array<[string, string]>): number {
  let n = 0;
  for (const [group, value] of choices) if (profile.get(group) !== value) n++;
  return n;
}

/** §3.11: group id → values_id of the product (groups it does not appear in are left out). */
export function selectionFor(groups: VersionGroup[], productId: string | number): Record<string, string> {
  const out: Record<string, string> = {};
  const profile = buildIndex(groups).profiles.get(key(productId));
  if (!profile) return out;
  for (const g of groups) {
    const value = profile.get(g.id);
    if (value !== undefined) out[g.id] = value;
  }
  return out;
}

/**
 * The product with every selected value (the first in the server's order when several match a
 * partial choice). conflict: values are chosen but no product has them all (§4.8, §5.7).
 * Nothing chosen: no product, no conflict.
 */
export function resolveVariant(groups: VersionGroup[], selected: Record<string, string>): { product: VersionProduct | null; conflict: boolean } {
  const choices = known(groups, selected);
  if (choices.length === 0) return { product: null, conflict: false };
  const index = buildIndex(groups);
  for (const [id, profile] of index.profiles) {
    if (misses(profile, choices) === 0) return { product: index.products.get(id) ?? null, conflict: false };
  }
  return { product: null, conflict: true };
}

/** The fewest other choices any product with `value` in `group` breaks; Infinity when none has it. */
function fewestMisses(index: Index, group: string, value: string, others: Array<[string, string]>): number {
  let best = Infinity;
  for (const profile of index.profiles.values()) {
    if (profile.get(group) === value) best = Math.min(best, misses(profile, others));
  }
  return best;
}

/** §4.8: every value's state, per group, against the current choices. */
export function valueStates(groups: VersionGroup[], selected: Record<string, string>): Record<string, Record<string, VersionState>> {
  const index = buildIndex(groups);
  const choices = known(groups, selected);
  const current = new Map(choices);
  const out: Record<string, Record<string, VersionState>> = {};
  for (const g of groups) {
    const states: Record<string, VersionState> = {};
    const others = choices.filter(([group]) => group !== g.id);
    for (const item of g.items) {
      if (current.get(g.id) === item.values_id) {
        states[item.values_id] = 'selected';
        continue;
      }
      const fewest = item.disabled ? Infinity : fewestMisses(index, g.id, item.values_id, others);
      states[item.values_id] = fewest === Infinity ? 'disabled' : fewest === 0 ? 'available' : fewest === 1 ? 'dependent' : 'conflict';
    }
    out[g.id] = states;
  }
  return out;
}

/** The position of the only choice the product breaks; -1 when it breaks none or several. */
function onlyMiss(profile: Map<string, string>, choices: Array<[string, string]>): number {
  let at = -1;
  for (let i = 0; i < choices.length; i++) {
    const [group, value] = choices[i]!;
    if (profile.get(group) === value) continue;
    if (at >= 0) return -1;
    at = i;
  }
  return at;
}

/**
 * Choosing `valuesId` in `groupId`: the new choices, the product to switch to, and whether the
 * result is a conflict.
 * - available: that product;
 * - dependent: a product that keeps all but one of the other choices, and the choices become that
 *   product's. When several do, the one that changes the latest group wins (earlier groups — the
 *   page lists the main dimension, e.g. colour, first — are kept); then the server's order;
 * - otherwise: the choices keep the new value and the rest, no product, conflict (§5.7 message).
 */
export function chooseValue(
  groups: VersionGroup[],
  selected: Record<string, string>,
  groupId: string,
  valuesId: string,
): { selected: Record<string, string>; product: VersionProduct | null; conflict: boolean } {
  const next = { ...selected, [groupId]: valuesId };
  const exact = resolveVariant(groups, next);
  if (exact.product) return { selected: next, product: exact.product, conflict: false };
  const index = buildIndex(groups);
  const others = known(groups, next).filter(([group]) => group !== groupId);
  let best: { id: string; at: number } | null = null;
  for (const [id, profile] of index.profiles) {
    if (profile.get(groupId) !== valuesId) continue;
    const at = onlyMiss(profile, others);
    if (at >= 0 && (best === null || at > best.at)) best = { id, at };
  }
  if (best === null) return { selected: next, product: null, conflict: true };
  return { selected: selectionFor(groups, best.id), product: index.products.get(best.id) ?? null, conflict: false };
}
