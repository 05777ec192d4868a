// Responsive sections (§2.2) placed while the body is parsed: as soon as the parser has written a
// section and the slot of the current view type, the section moves into the slot, so it is never laid
// out where the server wrote it. The responsive-sections widget would move it a few hundred
// milliseconds later, after the first paint, and everything below would jump (on the development
// shop's listing at phone width, a layout shift of 0.01). The widget takes over what was placed here
// (the homes of src/core/early-section-homes.ts are its own) and does all the rest: resizes, partial loads.
import { earlySectionHomes } from '../core/early-section-homes.ts';
import { readViewType } from '../core/view-type.ts';
import { sectionSlotView } from '../domain/section-slots.ts';

function place(doc: Document, win: Window): void {
  const homes = earlySectionHomes(doc);
  const pending = [...doc.querySelectorAll<HTMLElement>('[data-section]')].filter((s) => !homes.has(s));
  const slots = [...doc.querySelectorAll<HTMLElement>('[data-section-slot]')];
  if (!pending.length || !slots.length) return;
  // Read at each placement: the theme's #viewType may come after the first section.
  const view = readViewType(doc, win);
  for (const section of pending) {
    const own = slots.filter((s) => s.dataset.sectionSlot === section.dataset.section && !section.contains(s));
    const at = sectionSlotView(
      view,
      own.map((s) => Number(s.dataset.view)),
    );
    if (at === null) continue;
    const home = doc.createComment(' section ' + section.dataset.section + ' ');
    section.before(home);
    homes.set(section, home);
    // The parser goes on filling a section it has not finished wherever the section now is.
    own.find((s) => Number(s.dataset.view) === at)!.append(section);
  }
}

/**
 * Watching the parser costs about 9 µs per element at 4× CPU (a 5,000-element listing: 44 ms), so
 * only where the page says its sections move: <html data-section-slots="1 2"> lists the view types
 * that have slots (empty: any), and the window's view type is one of them.
 */
function movesAtThisView(doc: Document, win: Window): boolean {
  const listed = doc.documentElement.getAttribute('data-section-slots');
  if (listed === null) return false;
  const views = listed.split(/\s+/).filter(Boolean).map(Number);
  return views.length === 0 || sectionSlotView(readViewType(doc, win), views) !== null;
}

/** The script never throws, in its observer's callback neither: a section it cannot place, the widget places later. */
function placeQuietly(doc: Document, win: Window): void {
  try {
    place(doc, win);
  } catch {
    // As without the script: the widget moves it after the first paint.
  }
}

const SECTION_OR_SLOT = '[data-section],[data-section-slot]';

/** A section or a slot, or (added by a script, not the parser, which adds elements still empty) an element holding one. */
function holdsSectionOrSlot(node: Node): boolean {
  if (node.nodeType !== 1) return false;
  const el = node as Element;
  return (
    el.hasAttribute('data-section') || el.hasAttribute('data-section-slot') || (el.firstElementChild !== null && el.querySelector(SECTION_OR_SLOT) !== null)
  );
}

/**
 * Places a section the moment the parser has written it (or its slot): a mutation observer's
 * callback runs at the end of the parser's task, before the browser may lay the page out. Waiting
 * for the next frame was too late: the browser lays out between the parser's tasks too, and moving
 * a section it has laid out counts as a shift. Until DOMContentLoaded; then the widget follows the view type.
 */
export function placeSectionsWhileParsing(doc: Document, win: Window): void {
  if (!movesAtThisView(doc, win)) return;
  const observer = new MutationObserver((records) => {
    // Plain loops: one record per node the parser adds, thousands on a long listing.
    for (let r = 0; r < records.length; r++) {
      const added = records[r]!.addedNodes;
      for (let n = 0; n < added.length; n++) if (holdsSectionOrSlot(added[n]!)) return placeQuietly(doc, win);
    }
  });
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}
