// Start tags read and written again with their attributes, for the few tags the dev server changes
// (scripts, links, a meta CSP). A regular expression over the page, not a parser: pages are the
// shop's own templates, and anything it does not recognise is left as it is.

export type Attributes = Array<[name: string, value: string | null]>;

const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const decode = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const encode = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The attributes of a start tag (`<script type="module" src=…>`), names lower-cased, values decoded. */
export function attributesOf(tag: string): Attributes {
  const inner = tag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
  return [...inner.matchAll(ATTRIBUTE)]
    .map((m) => [m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? null] as [string, string | null])
    .map(([n, v]) => [n, v === null ? null : decode(v)]);
}

export const attribute = (attributes: Attributes, name: string): string | undefined => attributes.find(([n]) => n === name)?.[1] ?? undefined;

/** The attributes with `name` set to `value` (in its place, or last), or removed when `value` is undefined. */
export function withAttribute(attributes: Attributes, name: string, value: string | null | undefined): Attributes {
  if (value === undefined) return attributes.filter(([n]) => n !== name);
  return attributes.some(([n]) => n === name) ? attributes.map(([n, v]) => (n === name ? [n, value] : [n, v])) : [...attributes, [name, value]];
}

export function startTag(name: string, attributes: Attributes): string {
  return `<${name}${attributes.map(([n, v]) => (v === null ? ` ${n}` : ` ${n}="${encode(v)}"`)).join('')}>`;
}

/** `<name …>` start tags in `html` (not `</name>`), replaced by what `replace` returns. */
export function replaceTags(html: string, name: string, replace: (tag: string, attributes: Attributes) => string): string {
  return html.replace(new RegExp(`<${name}\\b[^>]*>`, 'gi'), (tag) => replace(tag, attributesOf(tag)));
}
