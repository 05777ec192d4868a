// Unsaved changes (spec §8.4): an area the theme marks `data-unsaved-warning` (a form, or the
// element around a widget's form) warns before the shopper leaves it with changes — the browser's
// own `beforeunload` prompt for a real navigation, a confirm dialog for a partial one. An area's
// fields are read when the shopper first reaches into it; it counts as changed while they differ
// from that. A form that submits (and is not stopped by its own checks) never warns again: its
// page is leaving for the answer. Listeners are on the document, so areas swapped in later count.
import { UNSAVED_ATTR } from '../../core/shell-api.ts';
import type { ShellContext } from '../context.ts';
import { confirmLeave } from './confirm-leave.ts';
import { fieldsState } from './form-state.ts';

export interface Unsaved {
  /** Areas with changes now (tests and the navigation read it). */
  changed(): Element[];
}

export function watchUnsaved(ctx: ShellContext): Unsaved {
  const before = new WeakMap<Element, string>();
  const changed = new Set<Element>();
  const areaOf = (e: Event) => (e.target as Element | null)?.closest?.(`[${UNSAVED_ATTR}]`) ?? null;

  // Only while something is unsaved: a page with a `beforeunload` listener loses the back/forward cache.
  const onBeforeUnload = (e: BeforeUnloadEvent) => {
    e.preventDefault();
    e.returnValue = ''; // older browsers ask only when a value is set
  };
  function update() {
    for (const area of changed) if (!area.isConnected) changed.delete(area);
    if (changed.size) addEventListener('beforeunload', onBeforeUnload);
    else removeEventListener('beforeunload', onBeforeUnload);
  }

  document.addEventListener('focusin', (e) => {
    const area = areaOf(e);
    if (area && !before.has(area)) before.set(area, fieldsState(area));
  });
  const onEdit = (e: Event) => {
    const area = areaOf(e);
    if (!area) return;
    // Changed without being reached into first (the browser's autofill): any edit counts.
    if (!before.has(area) || before.get(area) !== fieldsState(area)) changed.add(area);
    else changed.delete(area);
    update();
  };
  document.addEventListener('input', onEdit);
  document.addEventListener('change', onEdit);
  // Bubbling: a form's own checks (customer-form validates first) have had their say.
  document.addEventListener('submit', (e) => {
    const area = areaOf(e);
    if (!area || e.defaultPrevented) return;
    changed.delete(area);
    before.delete(area);
    update();
  });

  ctx.guards.add(async (regions) => {
    update();
    const lost = [...changed].some((area) => regions.some((r) => r.contains(area)));
    if (!lost || !(await confirmLeave(ctx.t))) return !lost;
    for (const area of changed) if (regions.some((r) => r.contains(area))) changed.delete(area);
    update();
    return true;
  });

  return { changed: () => (update(), [...changed]) };
}
