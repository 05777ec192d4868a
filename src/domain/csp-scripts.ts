// Would a full load of a fetched page run one of its scripts? (spec §2.1 "scripts marked for ajax
// loading" run after a partial load; a partial load may never run more than a full one would.)
// Read from the fetched answer's own Content-Security-Policy (its headers, comma-joined by fetch,
// and its <meta http-equiv> policies): every enforced policy that restricts scripts must allow it.
// Only what a nonce-based or 'self' policy says is read; anything richer refuses (safe side).

/** A script of the fetched page, as the rule needs it. */
export interface FetchedScript {
  /** Its `nonce` attribute ("" when none). */
  nonce: string;
  /** Its file's URL resolved against the fetched page's address (a <base> ignored); null: inline. */
  src: string | null;
}

/** The source list that governs <script> elements in one policy; null when the policy leaves scripts alone. */
export function scriptSources(policy: string): string[] | null {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives.get('script-src-elem') ?? directives.get('script-src') ?? directives.get('default-src') ?? null;
}

/** The policies of a header value (several headers arrive joined with commas). */
export const splitPolicies = (header: string | null | undefined): string[] => (header ? header.split(',').filter((p) => p.trim()) : []);

function allowedBy(sources: readonly string[], script: FetchedScript, pageOrigin: string): boolean {
  const lower = sources.map((s) => s.toLowerCase());
  if (script.nonce && sources.some((s) => s === `'nonce-${script.nonce}'`)) return true;
  if (lower.includes("'strict-dynamic'")) return false; // only nonces (and hashes) count then
  if (script.src === null) return lower.includes("'unsafe-inline'") && !lower.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha"));
  const origin = new URL(script.src).origin;
  return origin === pageOrigin && (lower.includes("'self'") || lower.includes(pageOrigin.toLowerCase()));
}

/**
 * Whether the fetched page's policies let `script` run. `requireNonce`: this page itself runs
 * under a nonce, so a script of an answer that names no nonce of its own is not vouched for.
 */
export function policiesAllow(policies: readonly string[], script: FetchedScript, pageOrigin: string, requireNonce: boolean): boolean {
  const lists = policies.map(scriptSources).filter((l): l is string[] => l !== null);
  if (!lists.length) return !requireNonce;
  return lists.every((l) => allowedBy(l, script, pageOrigin));
}
