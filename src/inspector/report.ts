// What the inspector says about one marker, from what the loader and the runtime recorded:
// no DOM here, so the rules are unit-tested (test/unit/inspector-report.test.ts).
import type { SectionName } from '../core/events.ts';
import { describeIssue } from '../core/schema-errors.ts';
import type { MountRecord, When, WidgetState } from '../loader/types.ts';

/** What the loader knows of a marker. */
export interface MarkerRecord {
  name: string;
  state: WidgetState;
  error?: unknown;
}

export interface MarkerReport {
  name: string;
  state: WidgetState;
  when?: When;
  /** ms since the page opened; `render`: from its code's arrival to its first render on the page. */
  timing: { kind: 'mounted'; ms: number; render: number } | { kind: 'loading' } | { kind: 'waiting' } | { kind: 'none' };
  /** Parsed props (the widget mounted), else the raw JSON as written, else nothing. */
  props?: { parsed: boolean; value: unknown };
  /** The error's message, and one line per schema issue naming its path (`data-props.price.max: expected number, got string`). */
  error?: { message: string; issues: string[] };
  declared: readonly SectionName[];
  /** Undefined while the runtime has no record of the widget. */
  read?: readonly SectionName[];
}

interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
}

/** A SchemaError (src/core/schema-errors.ts) by its shape: the inspector's chunk may hold another copy of the class. */
function schemaIssues(error: unknown): { where: string; issues: Issue[] } | undefined {
  const e = error as { where?: unknown; issues?: unknown };
  return typeof e?.where === 'string' && Array.isArray(e.issues) ? { where: e.where, issues: e.issues as Issue[] } : undefined;
}

export function describeError(error: unknown, input: unknown): MarkerReport['error'] {
  if (error === undefined) return undefined;
  const message = error instanceof Error ? error.message : String(error);
  const schema = schemaIssues(error);
  // The props' input is known (read again from the marker); a server answer's is not, so its issues say what zod said.
  const issues =
    schema?.issues.map((issue) =>
      schema.where.startsWith('data-props')
        ? describeIssue(schema.where, issue as never, input)
        : [schema.where, ...issue.path.map(String)].join('.') + ': ' + issue.message,
    ) ?? [];
  return { message, issues };
}

export function timingOf(m: MarkerRecord, mount: MountRecord | undefined): MarkerReport['timing'] {
  if (mount?.mounted !== undefined) return { kind: 'mounted', ms: Math.round(mount.mounted), render: Math.round(mount.mounted - mount.started) };
  if (m.state === 'disabled' || m.state === 'skipped' || m.state === 'unknown' || m.state === 'error') return { kind: 'none' };
  // Waiting for its condition (visible, interaction), or its code is on the way.
  return mount ? { kind: 'loading' } : { kind: 'waiting' };
}

/**
 * `when`: the marker's load condition (its `data-when`, else the widget's default), undefined for a
 * marker that does not load. `raw`: its props as written (`readPropsJSON`), when readable.
 */
export function reportOf(
  m: MarkerRecord,
  when: When | undefined,
  declared: readonly SectionName[] | undefined,
  details: MountRecord | undefined,
  raw: { json?: unknown },
): MarkerReport {
  const props = details ? { parsed: true, value: details.props } : raw.json !== undefined ? { parsed: false, value: raw.json } : undefined;
  return {
    name: m.name,
    state: m.state,
    ...(when ? { when } : {}),
    timing: timingOf(m, details),
    ...(props ? { props } : {}),
    ...(m.error !== undefined ? { error: describeError(m.error, raw.json) } : {}),
    declared: declared ?? [],
    ...(details ? { read: details.sections } : {}),
  };
}

/** Markers per state, in a fixed order, for the summary line. */
export function countByState(states: readonly WidgetState[]): Array<[WidgetState, number]> {
  const order: WidgetState[] = ['mounted', 'loading', 'error', 'disabled', 'skipped', 'unknown'];
  return order.map((s) => [s, states.filter((x) => x === s).length] as [WidgetState, number]).filter(([, n]) => n > 0);
}
