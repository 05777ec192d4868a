// A small element builder for the inspector, which renders without React (it must work on a page
// whose runtime failed) and never parses HTML (Trusted Types): text goes in as text.
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) el.setAttribute(name, value);
  for (const child of children) if (child) el.append(child);
  return el;
}
