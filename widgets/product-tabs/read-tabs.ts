// Reads the server's tabs markup before the widget's first commit replaces it. Only nodes are
// kept, never HTML text: the sections' content moves into the widget as it is (<AdoptedNode/>).
// The shapes read:
//   the development shop's (fixtures/pages/product-details.ts):
//     <div data-widget="product-tabs">
//       <nav aria-label="…"><a href="#ID">label</a>…</nav>
//       <section id="ID" data-tab="KEY"><h2>title</h2><div class="sf-product-tabs__body">…</div></section>…
//   an IdoSell theme's (projector.xsl, its tabs script's #details_wrapper): <section id="ID"> with
//     its heading (<h2>/<h3>, or div.headline > span.headline__name) and its content after it;
//     the questions (#product_questions_list) and opinions (#opinions_section) the same way.
//   traits "show all": <dl id="MORE">…</dl><p><a href="#MORE" data-traits-all>Pokaż wszystkie…</a></p>
// A section's content is every node in it but its heading; anything in the marker outside the
// sections and the bar stays as the server had it (`before` / `after`).
import { leftovers } from '../../src/domain/leftovers.ts';

export interface TabSection {
  key: string;
  id: string;
  title: string;
  /** The tab's label in the bar (may add a count, "Opinie (5)"). */
  label: string;
  /** The server section (its position decides the accordions opened on mount). */
  section: HTMLElement;
  /** The section's content: its nodes but the heading, in the server's order. */
  body: Node[];
}

export interface TraitsMore {
  link: HTMLAnchorElement;
  more: HTMLElement;
  label: string;
}

export interface ServerTabs {
  sections: TabSection[];
  navLabel: string | null;
  traits: TraitsMore | null;
  /** The marker's content outside the sections and the bar, before and after them. */
  before: Node[];
  after: Node[];
}

export const TABS_EXPECTED =
  'the marker needs the product sections: <section id> elements, each with its heading (<h2>, <h3>, or the theme\'s .headline__name) and its content after it (data-tab="KEY" names a section; default: its id); put them inside the data-widget="product-tabs" element';

const HEADING = 'h2, h3, .headline__name, .headline';
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The child of `section` that holds its heading (the heading itself, or the theme's div.headline). */
function headingOf(section: HTMLElement): { child: Element; title: string } | null {
  const heading = [...section.querySelectorAll(HEADING)].find((h) => h.closest('section') === section && text(h));
  if (!heading) return null;
  let child: Element = heading;
  while (child.parentElement && child.parentElement !== section) child = child.parentElement;
  // Only a heading before the content: a heading deep in the content (an opinion's title) is the content's.
  const first = [...section.children].find((c) => text(c) || c.querySelector('img, svg, a, button'));
  return first === child ? { child, title: text(heading) } : null;
}

/** Throws when the marker holds no section it can read (the loader reports it, the server markup stays). */
export function readTabs(root: HTMLElement): ServerTabs {
  const nav = [...root.querySelectorAll('nav')].find((n) => !n.closest('section')) ?? null;
  const sections: TabSection[] = [];
  for (const section of root.querySelectorAll<HTMLElement>('section[id]')) {
    // A section inside a tab is that tab's content (document order: the outer one comes first).
    if (sections.some((s) => s.section.contains(section))) continue;
    const heading = headingOf(section);
    if (!heading) continue;
    const link = [...(nav?.querySelectorAll('a') ?? [])].find((a) => a.getAttribute('href') === '#' + section.id);
    const body = [...section.childNodes].filter((n) => n !== heading.child && (n.nodeType === 1 || (n.textContent ?? '').trim() !== ''));
    sections.push({
      key: section.dataset['tab'] || section.id,
      id: section.id,
      title: heading.title,
      label: (link?.textContent ?? '').trim() || heading.title,
      section,
      body,
    });
  }
  if (!sections.length) throw new Error(TABS_EXPECTED);
  const used: Node[] = sections.map((s) => s.section);
  // The bar is the widget's when it links to the sections; else it is the theme's, and stays.
  const ownNav = nav && [...nav.querySelectorAll('a')].some((a) => sections.some((s) => a.getAttribute('href') === '#' + s.id)) ? nav : null;
  if (ownNav) used.push(ownNav);
  return {
    sections,
    navLabel: ownNav?.getAttribute('aria-label') ?? null,
    traits: readTraits(root),
    ...leftovers<Node>(root, used),
  };
}

function readTraits(root: HTMLElement): TraitsMore | null {
  const link = root.querySelector<HTMLAnchorElement>('a[data-traits-all]');
  const id = link?.getAttribute('href')?.slice(1);
  const more = id ? [...root.querySelectorAll<HTMLElement>('[id]')].find((el) => el.id === id) : undefined;
  if (!link || !more || !link.parentElement) return null;
  return { link, more, label: (link.textContent ?? '').trim() };
}
