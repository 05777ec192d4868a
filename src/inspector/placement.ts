// Where a marker's badge goes: beside or inside the marker's box, never over a control of the
// page (a badge on top of a link would make that link harder to hit: WCAG 2.5.8), another badge or
// the inspector's panel. A badge with no free place is listed in the panel instead.
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/**
 * `margin`: the space kept free around the badge (a small target of the page needs 24 px around
 * its centre free of other targets, WCAG 2.5.8). The first free place among: the box's top-left and top-right corners inside it, just above it,
 * just below it, then its bottom corners inside it. `bounds`: where a badge may go at all (the page's width).
 */
export function placeBadge(marker: Box, size: { width: number; height: number }, taken: readonly Box[], bounds: { width: number }, margin = 0): Box | null {
  const { width, height } = size;
  const right = marker.left + marker.width - width;
  const bottom = marker.top + marker.height - height;
  const candidates: Array<[number, number]> = [
    [marker.left, marker.top],
    [right, marker.top],
    [marker.left, marker.top - height],
    [marker.left, marker.top + marker.height],
    [marker.left, bottom],
    [right, bottom],
  ];
  for (const [left, top] of candidates) {
    const box = { left, top, width, height };
    if (left < 0 || top < 0 || left + width > bounds.width) continue;
    const around = { left: left - margin, top: top - margin, width: width + 2 * margin, height: height + 2 * margin };
    if (!taken.some((t) => overlaps(around, t))) return box;
  }
  return null;
}
