// Type-ahead for listboxes (WAI-ARIA APG): typed characters within 500 ms form a prefix; the
// next enabled option after the current one whose label starts with it becomes active. The
// same letter typed again cycles through the options starting with it.
export const TYPE_AHEAD_RESET_MS = 500;

export function typeAheadMatch(labels: readonly string[], disabled: readonly boolean[], prefix: string, from: number): number {
  const p = prefix.toLocaleLowerCase();
  const repeated = p.length > 1 && [...p].every((c) => c === p[0]);
  const wanted = repeated ? p[0]! : p;
  const n = labels.length;
  // A growing prefix may still match the current option; a single or repeated letter moves on.
  const start = repeated || p.length === 1 ? from + 1 : from;
  for (let k = 0; k < n; k++) {
    const i = (((start + k) % n) + n) % n;
    if (!disabled[i] && labels[i]!.toLocaleLowerCase().startsWith(wanted)) return i;
  }
  return -1;
}
