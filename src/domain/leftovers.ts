// What a widget leaves of its marker's server markup (README "Theme markup"): the parts it does
// not read stay on the page. No DOM types: any tree with child nodes, text and `contains` (a DOM
// Node is one), so the rule runs in node tests as it runs in the browser.

export interface MarkupNode {
  /** 1 element, 3 text; anything else (comments) is dropped. */
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<MarkupNode>;
  contains(other: MarkupNode | null): boolean;
}

/** Elements that show something without any text (an image, a control, an embedded frame). */
const SHOWS_WITHOUT_TEXT = new Set([
  'IMG',
  'PICTURE',
  'SVG',
  'VIDEO',
  'AUDIO',
  'IFRAME',
  'CANVAS',
  'OBJECT',
  'EMBED',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'BUTTON',
  'A',
]);

/** A node worth keeping: text that is not blank, or an element with such text or something shown without text. */
export function hasContent(node: MarkupNode): boolean {
  if (node.nodeType === 3) return (node.textContent ?? '').trim() !== '';
  if (node.nodeType !== 1) return false;
  if ((node.textContent ?? '').trim() !== '' || SHOWS_WITHOUT_TEXT.has(node.nodeName.toUpperCase())) return true;
  return Array.from(node.childNodes).some(hasContent);
}

export interface Leftovers<N> {
  /** Before the first node the widget reads, in the server's order. */
  before: N[];
  /** After it, in the server's order. */
  after: N[];
}

/**
 * The nodes under `root` that hold none of `used` (the nodes the widget reads and draws itself),
 * each as large as possible: a node holding no used node is kept whole; a node holding one is
 * opened and its children looked at (only the wrapper itself goes, as its place is taken by the
 * widget). Blank text, comments and empty elements are dropped.
 */
export function leftovers<N extends MarkupNode>(root: N, used: Iterable<N>): Leftovers<N> {
  const marks = [...used];
  const out: Leftovers<N> = { before: [], after: [] };
  let seen = false;
  const visit = (parent: N) => {
    for (const child of Array.from(parent.childNodes) as N[]) {
      if (marks.includes(child)) {
        seen = true;
        continue;
      }
      if (marks.some((u) => child.contains(u))) visit(child);
      else if (hasContent(child)) (seen ? out.after : out.before).push(child);
    }
  };
  visit(root);
  return out;
}
