// The shop's Content-Security-Policy, kept as it is but where the local bundle and the live reload
// would break it. The page now comes from the local origin, so `'self'` already means the local
// server; what can still need it added:
//   - the scripts we add (the bundle's loader, the live-reload client) carry the page's nonce when the
//     policy has one; without one, a policy with 'strict-dynamic' gets a nonce of ours (host sources
//     do not count there). A script directive without 'strict-dynamic' gets the local origin where it
//     does not allow it, even beside a nonce: the chunks the loader imports carry none. A policy that neither has a nonce
//     nor needs one gives none: the page's scripts keep theirs. Where several policies are enforced
//     (the header's, a <meta> one), the first nonce had or added is the one our scripts carry, and a
//     later policy with 'strict-dynamic' gets it added beside its own;
//   - the stylesheet, the live-reload events and the bundle's requests (style, connect, worker):
//     the local origin where the directive names hosts and not it;
//   - any directive that names the shop's own origin: the local origin beside it (the page's links to
//     the shop now point here);
//   - `upgrade-insecure-requests` goes when the local server is http: it would send every request to
//     https://127.0.0.1, where nothing answers.
// Several policies (comma-separated, or several headers) are each rewritten.

export interface CspContext {
  /** `http://127.0.0.1:4173` */
  localOrigin: string;
  /** `https://shop.example` */
  shopOrigin: string;
  /** The nonce our script tags carry when the policy needs one and has none of its own (used only where needed). */
  ownNonce: string;
  /**
   * The nonce our scripts carry already, for another policy the page enforces (the header's, for a
   * `<meta>` one): this policy is made to accept it too.
   */
  nonce?: string | undefined;
}

export interface RewrittenCsp {
  policy: string;
  /**
   * The nonce our scripts carry: `nonce` when given, else the policy's own, else `ownNonce` where it
   * was added; undefined when the policy neither has a nonce nor needs one.
   */
  nonce: string | undefined;
}

type Directives = Map<string, string[]>;

const parse = (policy: string): Directives => {
  const directives: Directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    // The first of a repeated directive counts (CSP3); later ones are dropped, as the browser ignores them.
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
};

const serialise = (directives: Directives): string => [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');

/** The first directive of `names` the policy has (the browser's fallback order). */
const effective = (d: Directives, names: readonly string[]): string | undefined => names.find((n) => d.has(n));

const SCRIPT = ['script-src-elem', 'script-src', 'default-src'];
const STYLE = ['style-src-elem', 'style-src', 'default-src'];
const CONNECT = ['connect-src', 'default-src'];
const WORKER = ['worker-src', 'child-src', 'script-src', 'default-src'];

/** The policy's own nonce, from the scripts' directive. */
export function nonceOf(policy: string): string | undefined {
  for (const single of policy.split(',')) {
    const d = parse(single);
    const name = effective(d, SCRIPT);
    const nonce =
      name &&
      d
        .get(name)!
        .map((v) => /^'nonce-([^']+)'$/.exec(v)?.[1])
        .find(Boolean);
    if (nonce) return nonce;
  }
  return undefined;
}

function allowsLocal(values: string[], localOrigin: string): boolean {
  const scheme = new URL(localOrigin).protocol;
  return values.some((v) => {
    const s = v.toLowerCase();
    return s === "'self'" || s === '*' || s === scheme || s === localOrigin.toLowerCase() || s === localOrigin.toLowerCase() + '/';
  });
}

function addLocal(d: Directives, name: string | undefined, c: CspContext): void {
  if (!name) return;
  const values = d.get(name)!;
  if (values.includes("'none'")) d.set(name, [c.localOrigin]);
  else if (!allowsLocal(values, c.localOrigin)) values.push(c.localOrigin);
}

/** Whether the policy lets our scripts in only by a nonce (or a hash): 'strict-dynamic' ignores host sources. */
function needsNonce(policy: string): boolean {
  const d = parse(policy);
  const script = effective(d, SCRIPT);
  return !!script && d.get(script)!.includes("'strict-dynamic'");
}

function rewriteOne(policy: string, c: CspContext, nonce: string | undefined): string {
  const d = parse(policy);
  if (d.size === 0) return policy;
  const shop = c.shopOrigin.toLowerCase();
  for (const [name, values] of d) {
    if (name.endsWith('-src') && values.some((v) => v.toLowerCase().replace(/\/$/, '') === shop)) addLocal(d, name, c);
  }
  const script = effective(d, SCRIPT);
  if (script) {
    const values = d.get(script)!;
    if (values.includes("'strict-dynamic'")) {
      // Host sources do not count beside it: the nonce lets our scripts in, and the chunks they import follow.
      if (nonce && !values.includes(`'nonce-${nonce}'`)) values.push(`'nonce-${nonce}'`);
    } else {
      // Without it, the chunks the loader imports (/__storefront/chunks/) are allowed by their address
      // only, nonce or not: the local origin. Never a nonce added here: it would switch off the shop's 'unsafe-inline'.
      addLocal(d, script, c);
    }
  }
  addLocal(d, effective(d, STYLE), c);
  addLocal(d, effective(d, CONNECT), c);
  // The store map's worker, where a directive of its own names hosts (a script-src fallback was
  // handled above; a shop without workers, 'none', has the map cluster on the main thread).
  const worker = effective(d, WORKER);
  if ((worker === 'worker-src' || worker === 'child-src') && !d.get(worker)!.includes("'none'")) addLocal(d, worker, c);
  if (new URL(c.localOrigin).protocol === 'http:') d.delete('upgrade-insecure-requests');
  return serialise(d);
}

/** Rewrites a CSP header (or meta) value; see the top of this file. */
export function rewriteCsp(value: string, c: CspContext): RewrittenCsp {
  const singles = value.split(',');
  const nonce = c.nonce ?? nonceOf(value) ?? (singles.some(needsNonce) ? c.ownNonce : undefined);
  return { policy: singles.map((single) => rewriteOne(single, c, nonce)).join(', '), nonce };
}
