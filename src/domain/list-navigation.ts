// The active option of a list moved by keys (WAI-ARIA APG listbox and combobox patterns): Up/Down,
// Home/End and Page Up/Down, with the rule for the list's ends as a function (the hook is
// src/ui/use-list-navigation.ts):
// - stayRule (the select-only listbox, src/ui/use-listbox.ts): stops at the first and last enabled
//   option, skipping disabled ones;
// - clampRule (the country combobox): moves by index and clamps to the list (an empty list: -1);
// - wrapRule (the search suggestions): from none, Down goes to the first and Up to the last; past
//   an end it wraps around.
// Which keys a list answers is its own (an editable combobox leaves Home/End to the caret).
export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'PageDown' | 'PageUp';
/** The index `key` makes active in a list of `count` options, from `from` (-1: none). */
export type EdgeRule = (key: NavigationKey, from: number, count: number) => number;

/** Page Up/Down move this many options. */
export const PAGE_STEP = 10;

/** Down, End and Page Down move towards the end of the list. */
export const forward = (key: NavigationKey) => key === 'ArrowDown' || key === 'End' || key === 'PageDown';

export function stayRule(enabled: (i: number) => boolean): EdgeRule {
  return (key, from, count) => {
    const ok = (i: number) => i >= 0 && i < count && enabled(i);
    const dir = forward(key) ? 1 : -1;
    if (key === 'Home' || key === 'End') {
      for (let i = dir > 0 ? count - 1 : 0; i >= 0 && i < count; i -= dir) if (ok(i)) return i;
      return -1;
    }
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      for (let i = from + dir; i >= 0 && i < count; i += dir) if (ok(i)) return i;
      return from;
    }
    // A page away, else the nearest enabled option back towards where it started.
    let i = Math.max(0, Math.min(count - 1, from + dir * PAGE_STEP));
    while (i !== from && !ok(i)) i -= dir;
    return ok(i) ? i : from;
  };
}

export const clampRule: EdgeRule = (key, from, count) => {
  const last = count - 1;
  if (key === 'Home' || key === 'End') return forward(key) ? last : Math.min(0, last);
  if (key === 'ArrowDown') return Math.min(last, from + 1);
  if (key === 'ArrowUp') return Math.max(0, from - 1);
  return Math.max(0, Math.min(last, from + (forward(key) ? PAGE_STEP : -PAGE_STEP)));
};

export const wrapRule: EdgeRule = (key, from, count) => {
  if (key === 'Home' || key === 'End') return forward(key) ? count - 1 : 0;
  const step = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : forward(key) ? PAGE_STEP : -PAGE_STEP;
  return from < 0 ? (forward(key) ? 0 : count - 1) : (((from + step) % count) + count) % count;
};
