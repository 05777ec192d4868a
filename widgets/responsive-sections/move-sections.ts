// Moves the page's sections to their slot for a view type (§2.2). A section is moved, never
// copied, so its listeners, form state and widgets stay; a comment left at its place in the server
// markup (its "home") takes it back. Focus inside a moved section stays where it was.
import type { SectionHomes } from '../../src/core/early-section-homes.ts';
import { sectionSlotView } from '../../src/domain/section-slots.ts';

/** Each section's home; the page's one map (src/core/early-section-homes.ts), shared with the optional head script. */
export type Homes = SectionHomes;

function keepingFocus(section: HTMLElement, move: () => void): void {
  const focused = section.ownerDocument.activeElement;
  move();
  if (focused instanceof HTMLElement && section.contains(focused) && section.ownerDocument.activeElement !== focused) focused.focus({ preventScroll: true });
}

export function placeSections(doc: Document, view: number, homes: Homes): void {
  // A section whose home, or whose slot, went with a swapped region (partial navigation) belonged
  // to the old page: it goes, with its home, and is never brought back.
  for (const [section, home] of homes) {
    if (home.isConnected && section.isConnected) continue;
    section.remove();
    home.remove();
    homes.delete(section);
  }
  for (const section of doc.querySelectorAll<HTMLElement>('[data-section]')) {
    if (homes.has(section)) continue;
    const home = doc.createComment(' section ' + section.dataset.section + ' ');
    section.before(home);
    homes.set(section, home);
  }
  const slots = [...doc.querySelectorAll<HTMLElement>('[data-section-slot]')];
  // In the order the server wrote them, so that sections sharing a slot keep their order.
  for (const [section, home] of homes) {
    const own = slots.filter((s) => s.dataset.sectionSlot === section.dataset.section);
    const at = sectionSlotView(
      view,
      own.map((s) => Number(s.dataset.view)),
    );
    const slot = at === null ? null : own.find((s) => Number(s.dataset.view) === at)!;
    if (slot ? section.parentNode === slot : section.previousSibling === home) continue;
    keepingFocus(section, () => (slot ? slot.append(section) : home.after(section)));
  }
}

export function restoreSections(homes: Homes): void {
  for (const [section, home] of homes) if (home.isConnected && section.previousSibling !== home) keepingFocus(section, () => home.after(section));
  for (const home of homes.values()) home.remove();
  homes.clear();
}
