// What the suggestion list shows for one search answer (spec §2.3, §3.5): groups in the
// spec's order, rows without a safe link dropped, images only from safe sources, the price
// of the shop's price type, and a 0 price turned into "price on phone request" (§8.4).
import { safeUrl, SEARCH_LIMIT } from './search-query.ts';

type Maybe<T> = T | null | undefined;
export interface SearchAmount {
  value?: Maybe<number>;
  formatted?: Maybe<string>;
}
export interface SearchLinkData {
  name?: Maybe<string>;
  link?: Maybe<string>;
}
export interface SearchProductData extends SearchLinkData {
  iconSmall?: Maybe<string>;
  iconSmallSecond?: Maybe<string>;
  price?: Maybe<{ price?: Maybe<{ gross?: Maybe<SearchAmount>; net?: Maybe<SearchAmount> }> }>;
}
export interface SearchMenuNodeData extends SearchLinkData {
  bc?: Maybe<{ item?: Maybe<ReadonlyArray<Maybe<{ title?: Maybe<string> }>>> }>;
}
export interface SearchData {
  products?: Maybe<ReadonlyArray<Maybe<SearchProductData>>>;
  series?: Maybe<ReadonlyArray<Maybe<SearchLinkData>>>;
  producers?: Maybe<ReadonlyArray<Maybe<SearchLinkData>>>;
  menuNodes?: Maybe<ReadonlyArray<Maybe<SearchMenuNodeData>>>;
  cms?: Maybe<ReadonlyArray<Maybe<SearchLinkData>>>;
  searchQueries?: Maybe<ReadonlyArray<Maybe<SearchLinkData>>>;
}

export const GROUP_KINDS = ['products', 'series', 'producers', 'menuNodes', 'cms', 'searchQueries'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export type OptionPrice = { kind: 'amount'; formatted: string } | { kind: 'phone' } | null;

export interface SearchOption {
  /** Stable within one answer: `<kind>-<index>`. */
  id: string;
  kind: GroupKind;
  /** Plain text, never markup. */
  label: string;
  href: string;
  image: string | null;
  imageSecond: string | null;
  price: OptionPrice;
}

export interface SearchGroup {
  kind: GroupKind;
  options: SearchOption[];
}

export interface SearchView {
  query: string;
  groups: SearchGroup[];
  /** All options of all groups, in display (and arrow-key) order. */
  options: SearchOption[];
}

/** §3.5 menu nodes: the breadcrumb titles joined with " / ", else the node's name. */
export function breadcrumbLabel(node: SearchMenuNodeData): string {
  const titles = (node.bc?.item ?? []).map((i) => (typeof i?.title === 'string' ? i.title.trim() : '')).filter(Boolean);
  return titles.length ? titles.join(' / ') : (node.name ?? '').trim();
}

/** The product's price in the shop's price type (gross if that one is missing); 0 → phone request. */
export function productPrice(p: SearchProductData, priceType: 'gross' | 'net'): OptionPrice {
  const prices = p.price?.price;
  const amount = prices?.[priceType] ?? prices?.gross;
  if (!amount || typeof amount.value !== 'number') return null;
  if (amount.value === 0) return { kind: 'phone' };
  return amount.formatted ? { kind: 'amount', formatted: amount.formatted } : null;
}

function option(kind: GroupKind, index: number, item: SearchLinkData, label: string): SearchOption | null {
  const href = safeUrl(item.link);
  const text = label.trim();
  if (!href || !text) return null;
  return { id: kind + '-' + index, kind, label: text, href, image: null, imageSecond: null, price: null };
}

export function searchView(query: string, data: SearchData, priceType: 'gross' | 'net', limit = SEARCH_LIMIT): SearchView {
  const groups: SearchGroup[] = [];
  for (const kind of GROUP_KINDS) {
    const items = (data[kind] ?? []).slice(0, limit);
    const options: SearchOption[] = [];
    items.forEach((item, i) => {
      if (!item) return;
      const label = kind === 'menuNodes' ? breadcrumbLabel(item) : (item.name ?? '');
      const o = option(kind, i, item, label);
      if (!o) return;
      if (kind === 'products') {
        const p = item as SearchProductData;
        o.image = safeUrl(p.iconSmall);
        o.imageSecond = safeUrl(p.iconSmallSecond);
        o.price = productPrice(p, priceType);
      }
      options.push(o);
    });
    if (options.length) groups.push({ kind, options });
  }
  return { query, groups, options: groups.flatMap((g) => g.options) };
}
