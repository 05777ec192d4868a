// Responsive sections (§2.2): which slot a section goes to at a view type.

/**
 * §2.2: where a section goes at a view type — the slot the theme marks for that view (view 4 uses
 * the desktop slot of view 3), or `null`: back to its place in the server markup.
 */
export function sectionSlotView(view: number, slotViews: readonly number[]): number | null {
  const wanted = view === 4 ? [4, 3] : [view];
  for (const v of wanted) if (slotViews.includes(v)) return v;
  return null;
}
