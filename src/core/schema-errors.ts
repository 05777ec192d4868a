// Turns a zod issue into a sentence that names where and what was wrong, e.g.
// `data-props.price.max.gross.value: expected number, got string` (docs/design.md §4).
import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) v = v != null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

function what(issue: Issue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return 'expected ' + issue.expected + ', got ' + describeValue(valueAt(input, issue.path));
    case 'invalid_value':
      return 'expected one of ' + issue.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'too_small':
      return 'expected at least ' + String(issue.minimum);
    case 'too_big':
      return 'expected at most ' + String(issue.maximum);
    case 'unrecognized_keys':
      return 'unknown key(s) ' + issue.keys.join(', ');
    case 'invalid_union':
      return 'matches none of the accepted shapes';
    default:
      return issue.message;
  }
}

/** `prefix.path: what was wrong` for the first issue (the one a developer fixes first). */
export function describeIssue(prefix: string, issue: Issue, input: unknown): string {
  const path = issue.path.map(String).join('.');
  return (path ? prefix + '.' + path : prefix) + ': ' + what(issue, input);
}

export class SchemaError extends Error {
  override name = 'SchemaError';
  constructor(
    readonly where: string,
    readonly issues: readonly Issue[],
    input: unknown,
  ) {
    super(issues.length ? describeIssue(where, issues[0]!, input) : where + ': invalid');
  }
}

/** Parses `input` or throws a SchemaError naming `where` and the failing path. */
export function parseOrThrow<T>(schema: z.ZodMiniType<T>, input: unknown, where: string): T {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw new SchemaError(where, r.error.issues, input);
}
